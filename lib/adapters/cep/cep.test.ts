import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAZILIAN_STATES } from "@/lib/validation/brazilian-states";
import { startFakeServer, type FakeServer } from "../testing/fake-http";
import { offlineCepDriver, viaCepDriver } from "./drivers";
import { findMunicipality, municipalitiesOf } from "./municipalities";
import { CAPITAL_CEP_RANGES, capitalOfCep, KNOWN_CEPS, stateOfCep, UF_CEP_RANGES } from "./ranges";

describe("IBGE municipalities", () => {
  it("lists every municipality of a UF with its IBGE code, in pt-BR order", async () => {
    const sp = await municipalitiesOf("SP");
    expect(sp).toHaveLength(645);
    expect(sp.find((m) => m.name === "São Paulo")).toEqual({ ibgeCode: "3550308", name: "São Paulo", uf: "SP" });
    const names = sp.map((m) => m.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("pt-BR").compare));
    // An accented initial sorts with its letter, not after Z as a code-point sort would put it.
    expect(names.indexOf("Águas de Lindóia")).toBeLessThan(names.indexOf("Bauru"));
    expect(await municipalitiesOf("df")).toEqual([{ ibgeCode: "5300108", name: "Brasília", uf: "DF" }]);
    expect(await municipalitiesOf("XX")).toEqual([]);
  });

  it("covers the whole country, keyed by the same UFs and IBGE ids as brazilian_states", async () => {
    let total = 0;
    for (const state of BRAZILIAN_STATES) {
      const list = await municipalitiesOf(state.abbreviation);
      expect(list.length, state.abbreviation).toBeGreaterThan(0);
      for (const m of list) expect(m.ibgeCode.slice(0, 2), m.name).toBe(String(state.id));
      total += list.length;
    }
    expect(total).toBeGreaterThanOrEqual(5570);
  });

  it("finds a municipality ignoring case and accents", async () => {
    expect((await findMunicipality("sp", "sao paulo"))?.ibgeCode).toBe("3550308");
    expect(await findMunicipality("RJ", "São Paulo")).toBeNull();
  });
});

describe("shipped CEP ranges", () => {
  it("has one entry per UF of brazilian_states, and no two UFs share a CEP", () => {
    const ufs = BRAZILIAN_STATES.map((s) => s.abbreviation).sort();
    expect(Object.keys(UF_CEP_RANGES).sort()).toEqual(ufs);
    expect(Object.keys(CAPITAL_CEP_RANGES).sort()).toEqual(ufs);
    const all = Object.values(UF_CEP_RANGES).flat().sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < all.length; i++) expect(all[i]![0]).toBeGreaterThan(all[i - 1]![1]);
  });

  it("puts each capital's range and each known CEP inside its own UF", async () => {
    for (const [uf, capital] of Object.entries(CAPITAL_CEP_RANGES)) {
      for (const [from, to] of capital.ranges) {
        expect(stateOfCep(String(from).padStart(8, "0")), capital.city).toBe(uf);
        expect(stateOfCep(String(to).padStart(8, "0")), capital.city).toBe(uf);
      }
      expect(await findMunicipality(uf, capital.city), capital.city).not.toBeNull();
    }
    for (const [cep, known] of Object.entries(KNOWN_CEPS)) {
      expect(stateOfCep(cep), cep).toBe(known.state);
      expect(capitalOfCep(cep, known.state), cep).toBe(known.city);
    }
  });

  it("names the UF of a CEP and none for unassigned ones", () => {
    expect(stateOfCep("01310200")).toBe("SP");
    expect(stateOfCep("69301000")).toBe("RR");
    expect(stateOfCep("73750000")).toBe("GO");
    expect(stateOfCep("00999999")).toBeNull();
    // Rondônia's old range, given up in 2008.
    expect(stateOfCep("78950000")).toBeNull();
  });
});

describe("offline CEP driver", () => {
  const offline = offlineCepDriver();

  it("answers a known demo CEP with street, neighbourhood and IBGE code", async () => {
    expect(await offline.lookup("01.310-200")).toEqual({
      found: true,
      address: { cep: "01310200", state: "SP", city: "São Paulo", ibgeCode: "3550308", street: "Avenida Paulista", neighborhood: "Bela Vista" },
    });
  });

  it("answers a CEP in a capital's range with the city only", async () => {
    expect(await offline.lookup("80010-000")).toEqual({
      found: true,
      address: { cep: "80010000", state: "PR", city: "Curitiba", ibgeCode: "4106902", street: "", neighborhood: "" },
    });
    expect(await offline.lookup("72000000")).toMatchObject({ found: true, address: { city: "Brasília", state: "DF", ibgeCode: "5300108" } });
  });

  it("says not found for CEPs it cannot place, and invalid for malformed ones", async () => {
    expect(await offline.lookup("13083-970")).toEqual({ found: false, reason: "not_found" });
    expect(await offline.lookup("00000-000")).toEqual({ found: false, reason: "not_found" });
    expect(await offline.lookup("1234-567")).toEqual({ found: false, reason: "invalid" });
    expect(await offline.lookup("0131020a")).toEqual({ found: false, reason: "invalid" });
  });
});

describe("ViaCEP driver", () => {
  let viacep: FakeServer;

  beforeAll(async () => {
    viacep = await startFakeServer((request) => {
      const cep = /^\/ws\/(\w+)\/json\/$/.exec(request.url)?.[1];
      if (cep === "01001000") {
        return {
          body: {
            cep: "01001-000",
            logradouro: "Praça da Sé",
            complemento: "lado ímpar",
            bairro: "Sé",
            localidade: "São Paulo",
            uf: "SP",
            estado: "São Paulo",
            ibge: "3550308",
            ddd: "11",
          },
        };
      }
      if (cep === "99999999") return { body: { erro: true } };
      if (cep === "99999998") return { body: { erro: "true" } };
      if (cep === "55555555") return { status: 503, body: "indisponível" };
      if (cep === "44444444") return { delayMs: 1_000, body: {} };
      return { status: 400, body: "<h1>Http 400</h1>" };
    });
  });

  afterAll(() => viacep.close());

  it("asks /ws/{cep}/json/ and maps the answer", async () => {
    const driver = viaCepDriver({ baseUrl: `${viacep.url}/ws/` });
    expect(await driver.lookup("01001-000")).toEqual({
      found: true,
      address: { cep: "01001000", state: "SP", city: "São Paulo", ibgeCode: "3550308", street: "Praça da Sé", neighborhood: "Sé" },
    });
    expect(viacep.requests.at(-1)?.url).toBe("/ws/01001000/json/");
  });

  it("treats {erro: true} and 400 as not found, errors and slowness as unavailable", async () => {
    const driver = viaCepDriver({ baseUrl: `${viacep.url}/ws`, timeoutMs: 200 });
    expect(await driver.lookup("99999-999")).toEqual({ found: false, reason: "not_found" });
    expect(await driver.lookup("99999-998")).toEqual({ found: false, reason: "not_found" });
    expect(await driver.lookup("12345-678")).toEqual({ found: false, reason: "not_found" });
    expect(await driver.lookup("55555-555")).toEqual({ found: false, reason: "unavailable" });
    expect(await driver.lookup("44444-444")).toEqual({ found: false, reason: "unavailable" });
    const before = viacep.requests.length;
    expect(await driver.lookup("123")).toEqual({ found: false, reason: "invalid" });
    expect(viacep.requests.length).toBe(before);
  });
});
