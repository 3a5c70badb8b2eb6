// What `npm start` decides from the operator's environment before anything runs: which payment
// driver serves (or a refusal to start), and whether the demo stations (fixed passwords) are seeded.
import { describe, expect, it } from "vitest";
import { DEFAULT_HEAP_LIMIT_MB, serverNodeOptions, startPolicy } from "./start-policy.mjs";

const decide = (vars) => startPolicy({ ROOT_DOMAIN: undefined, NODE_ENV: undefined, PAYMENTS_DRIVER: undefined, SEED_DEMO: undefined, DATABASE_URL: undefined, ...vars });

describe("startPolicy: the payment driver", () => {
  const roots = { localhost: "localhost", "localhost with a port": "localhost:3000", unset: undefined, ipv4: "203.0.113.10", loopbackIp: "127.0.0.1", ipv6: "::1", domain: "estacao.app" };
  const nodeEnvs = [undefined, "", "development", "test", "production"];
  const drivers = [undefined, "", "simulator", "pagarme"];

  for (const [label, ROOT_DOMAIN] of Object.entries(roots)) {
    for (const NODE_ENV of nodeEnvs) {
      for (const PAYMENTS_DRIVER of drivers) {
        const local = label === "localhost" || label === "localhost with a port" || label === "unset";
        const production = NODE_ENV === "production";
        const named = Boolean(PAYMENTS_DRIVER);
        const title = `ROOT_DOMAIN=${ROOT_DOMAIN ?? "(unset)"} NODE_ENV=${NODE_ENV ?? "(unset)"} PAYMENTS_DRIVER=${PAYMENTS_DRIVER ?? "(unset)"}`;
        it(title, () => {
          const d = decide({ ROOT_DOMAIN, NODE_ENV, PAYMENTS_DRIVER });
          if (named) {
            // A named driver is always obeyed, anywhere.
            expect(d.payments).toEqual({ driver: PAYMENTS_DRIVER, implicit: false });
          } else if (local && !production) {
            expect(d.payments).toEqual({ driver: "simulator", implicit: true });
          } else {
            expect(d.payments.driver, "no driver may be chosen implicitly here").toBeNull();
            expect(d.payments.refusal).toMatch(/PAYMENTS_DRIVER não definido/);
            expect(d.payments.refusal).toMatch(/PAYMENTS_DRIVER=pagarme/);
            expect(d.payments.refusal).toMatch(/PAYMENTS_DRIVER=simulator/);
          }
        });
      }
    }
  }

  it("says in the refusal which root domain and NODE_ENV it saw", () => {
    expect(decide({ ROOT_DOMAIN: "203.0.113.10" }).payments.refusal).toContain("ROOT_DOMAIN=203.0.113.10");
    expect(decide({ ROOT_DOMAIN: "localhost", NODE_ENV: "production" }).payments.refusal).toContain("NODE_ENV=production");
  });
});

describe("startPolicy: the demo seed", () => {
  const cases = [
    // root, database, SEED_DEMO -> seeded?
    ["localhost", undefined, undefined, true],
    ["localhost:3100", undefined, undefined, true],
    [undefined, undefined, undefined, true],
    ["localhost", undefined, "0", false],
    ["localhost", undefined, "1", true],
    ["localhost", "postgres://127.0.0.1/x", undefined, false],
    ["localhost", "postgres://127.0.0.1/x", "1", true],
    ["estacao.app", undefined, undefined, false],
    ["estacao.app", undefined, "", false],
    ["estacao.app", undefined, "1", true],
    ["estacao.app", "postgres://db/x", undefined, false],
    ["estacao.app", "postgres://db/x", "1", true],
    ["203.0.113.10", undefined, undefined, false],
    ["203.0.113.10", undefined, "1", true],
    ["127.0.0.1", undefined, undefined, false],
  ];
  for (const [ROOT_DOMAIN, DATABASE_URL, SEED_DEMO, seeded] of cases) {
    for (const NODE_ENV of [undefined, "production"]) {
      it(`ROOT_DOMAIN=${ROOT_DOMAIN ?? "(unset)"} DATABASE_URL=${DATABASE_URL ?? "(unset)"} SEED_DEMO=${SEED_DEMO ?? "(unset)"} NODE_ENV=${NODE_ENV ?? "(unset)"}: ${seeded ? "seeds" : "no demo accounts"}`, () => {
        expect(decide({ ROOT_DOMAIN, DATABASE_URL, SEED_DEMO, NODE_ENV }).seedDemo).toBe(seeded);
      });
    }
  }
});

describe("serverNodeOptions: the server's heap cap", () => {
  it("caps the old generation at the default, keeping the operator's other options", () => {
    expect(serverNodeOptions({})).toEqual({ nodeOptions: `--max-old-space-size=${DEFAULT_HEAP_LIMIT_MB}` });
    expect(serverNodeOptions({ NODE_OPTIONS: "--enable-source-maps" })).toEqual({ nodeOptions: `--enable-source-maps --max-old-space-size=${DEFAULT_HEAP_LIMIT_MB}` });
  });

  it("takes HEAP_LIMIT_MB, and leaves a cap the operator's NODE_OPTIONS set alone", () => {
    expect(serverNodeOptions({ HEAP_LIMIT_MB: "512" })).toEqual({ nodeOptions: "--max-old-space-size=512" });
    expect(serverNodeOptions({ HEAP_LIMIT_MB: "", NODE_OPTIONS: "" })).toEqual({ nodeOptions: `--max-old-space-size=${DEFAULT_HEAP_LIMIT_MB}` });
    expect(serverNodeOptions({ HEAP_LIMIT_MB: "512", NODE_OPTIONS: "--max-old-space-size=1024" })).toEqual({ nodeOptions: "--max-old-space-size=1024" });
  });

  it("refuses what is not a whole number of megabytes, or too little to serve", () => {
    for (const value of ["256MB", "1.5", "-1", "muito"]) expect(serverNodeOptions({ HEAP_LIMIT_MB: value }), value).toHaveProperty("refusal", expect.stringContaining("não é um número inteiro"));
    expect(serverNodeOptions({ HEAP_LIMIT_MB: "64" })).toHaveProperty("refusal", expect.stringContaining("use 128 ou mais"));
  });
});
