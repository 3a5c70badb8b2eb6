// The two CEP drivers. ViaCEP over HTTP answers for every CEP; the offline driver knows the UF of
// any CEP from the national ranges, the capital for CEPs in the capitals' ranges (without street)
// and a few exact demo CEPs, and says "not found" for the rest.
import "server-only";
import { isValidCep, onlyDigits } from "@/lib/validation/documents";
import { findMunicipality } from "./municipalities";
import { capitalOfCep, KNOWN_CEPS, stateOfCep } from "./ranges";

export interface CepAddress {
  /** 8 digits. */
  cep: string;
  /** UF, e.g. "SP" (brazilian_states.abbreviation). */
  state: string;
  city: string;
  /** 7-digit IBGE municipality code, when known. */
  ibgeCode: string | null;
  /** Empty for CEPs that name a whole town (small municipalities) or a capital's range offline. */
  street: string;
  neighborhood: string;
}

/** invalid: not 8 digits. not_found: no such CEP. unavailable: the service did not answer. */
export type CepLookup = { found: true; address: CepAddress } | { found: false; reason: "invalid" | "not_found" | "unavailable" };

export interface CepDriver {
  readonly name: "offline" | "viacep";
  lookup(cep: string): Promise<CepLookup>;
}

function digitsOf(cep: string): string | null {
  return isValidCep(cep) ? onlyDigits(cep) : null;
}

async function withIbgeCode(address: Omit<CepAddress, "ibgeCode">): Promise<CepLookup> {
  const municipality = await findMunicipality(address.state, address.city);
  return { found: true, address: { ...address, ibgeCode: municipality?.ibgeCode ?? null } };
}

export function offlineCepDriver(): CepDriver {
  return {
    name: "offline",
    async lookup(input) {
      const cep = digitsOf(input);
      if (!cep) return { found: false, reason: "invalid" };
      const known = KNOWN_CEPS[cep];
      if (known) return withIbgeCode({ cep, ...known });
      const state = stateOfCep(cep);
      const city = state && capitalOfCep(cep, state);
      if (!state || !city) return { found: false, reason: "not_found" };
      return withIbgeCode({ cep, state, city, street: "", neighborhood: "" });
    },
  };
}

interface ViaCepAnswer {
  erro?: boolean | string;
  cep?: string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  ibge?: string;
}

export function viaCepDriver(options: { baseUrl: string; timeoutMs?: number }): CepDriver {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  return {
    name: "viacep",
    async lookup(input) {
      const cep = digitsOf(input);
      if (!cep) return { found: false, reason: "invalid" };
      let response: Response;
      let answer: ViaCepAnswer;
      try {
        response = await fetch(`${baseUrl}/${cep}/json/`, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
        // ViaCEP answers 400 to a CEP it cannot read and {"erro": true} (older: "true") to one that does not exist.
        if (response.status === 400) return { found: false, reason: "not_found" };
        if (!response.ok) return { found: false, reason: "unavailable" };
        answer = (await response.json()) as ViaCepAnswer;
      } catch {
        return { found: false, reason: "unavailable" };
      }
      if (answer.erro === true || answer.erro === "true" || !answer.uf || !answer.localidade) return { found: false, reason: "not_found" };
      return {
        found: true,
        address: {
          cep,
          state: answer.uf.toUpperCase(),
          city: answer.localidade,
          ibgeCode: answer.ibge && /^\d{7}$/.test(answer.ibge) ? answer.ibge : null,
          street: answer.logradouro ?? "",
          neighborhood: answer.bairro ?? "",
        },
      };
    },
  };
}
