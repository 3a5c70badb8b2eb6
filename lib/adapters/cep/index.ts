// Address by CEP: ViaCEP when CEP_DRIVER=viacep, otherwise the offline driver (development and
// tests); and the IBGE municipality list by UF. The checkout's failure text for a CEP that cannot
// be used is the spec's "CEP inválido" (messages.cep), shown in the city and street fields.
import "server-only";
import { env } from "@/lib/env";
import { offlineCepDriver, viaCepDriver, type CepDriver, type CepLookup } from "./drivers";

export type { CepAddress, CepDriver, CepLookup } from "./drivers";
export { findMunicipality, municipalitiesOf, type Municipality } from "./municipalities";

let driver: CepDriver | undefined;

export function cepDriver(): CepDriver {
  return (driver ??= env.CEP_DRIVER === "viacep" ? viaCepDriver({ baseUrl: env.VIACEP_URL }) : offlineCepDriver());
}

/** The address of a CEP (with or without mask). */
export function lookupCep(cep: string): Promise<CepLookup> {
  return cepDriver().lookup(cep);
}
