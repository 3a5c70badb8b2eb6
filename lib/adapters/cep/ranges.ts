// CEP ranges shipped with the app for the offline driver. CEPs are handled as 8-digit numbers.
// - Per UF: the Correios' national table of CEP ranges by federative unit (stable for decades;
//   Rondônia moved from 789xx to 768xx-769xx in 2008, so 789xx belongs to nobody now).
// - Per capital: the core of each capital's range in the Correios' locality table, narrowed where
//   published tables disagree, so a CEP inside is surely in the capital. A capital's CEP outside
//   these ranges is "not found" offline; CEP_DRIVER=viacep knows every CEP.
// - A few exact CEPs used by the demo data and the tests.

export type CepRange = readonly [from: number, to: number];

export const UF_CEP_RANGES: Readonly<Record<string, readonly CepRange[]>> = {
  SP: [[1000000, 19999999]],
  RJ: [[20000000, 28999999]],
  ES: [[29000000, 29999999]],
  MG: [[30000000, 39999999]],
  BA: [[40000000, 48999999]],
  SE: [[49000000, 49999999]],
  PE: [[50000000, 56999999]],
  AL: [[57000000, 57999999]],
  PB: [[58000000, 58999999]],
  RN: [[59000000, 59999999]],
  CE: [[60000000, 63999999]],
  PI: [[64000000, 64999999]],
  MA: [[65000000, 65999999]],
  PA: [[66000000, 68899999]],
  AP: [[68900000, 68999999]],
  AM: [[69000000, 69299999], [69400000, 69899999]],
  RR: [[69300000, 69399999]],
  AC: [[69900000, 69999999]],
  DF: [[70000000, 72799999], [73000000, 73699999]],
  GO: [[72800000, 72999999], [73700000, 76799999]],
  RO: [[76800000, 76999999]],
  TO: [[77000000, 77999999]],
  MT: [[78000000, 78899999]],
  MS: [[79000000, 79999999]],
  PR: [[80000000, 87999999]],
  SC: [[88000000, 89999999]],
  RS: [[90000000, 99999999]],
};

export interface CapitalRanges {
  city: string;
  ranges: readonly CepRange[];
}

export const CAPITAL_CEP_RANGES: Readonly<Record<string, CapitalRanges>> = {
  SP: { city: "São Paulo", ranges: [[1000000, 5999999], [8000000, 8499999]] },
  RJ: { city: "Rio de Janeiro", ranges: [[20000000, 23799999]] },
  ES: { city: "Vitória", ranges: [[29000000, 29099999]] },
  MG: { city: "Belo Horizonte", ranges: [[30000000, 31999999]] },
  BA: { city: "Salvador", ranges: [[40000000, 41999999]] },
  SE: { city: "Aracaju", ranges: [[49000000, 49099999]] },
  PE: { city: "Recife", ranges: [[50000000, 52999999]] },
  AL: { city: "Maceió", ranges: [[57000000, 57099999]] },
  PB: { city: "João Pessoa", ranges: [[58000000, 58099999]] },
  RN: { city: "Natal", ranges: [[59000000, 59139999]] },
  CE: { city: "Fortaleza", ranges: [[60000000, 60999999]] },
  PI: { city: "Teresina", ranges: [[64000000, 64099999]] },
  MA: { city: "São Luís", ranges: [[65000000, 65099999]] },
  PA: { city: "Belém", ranges: [[66000000, 66999999]] },
  AP: { city: "Macapá", ranges: [[68900000, 68914999]] },
  AM: { city: "Manaus", ranges: [[69000000, 69099999]] },
  RR: { city: "Boa Vista", ranges: [[69300000, 69339999]] },
  AC: { city: "Rio Branco", ranges: [[69900000, 69920999]] },
  // The Federal District is one municipality: every DF CEP is Brasília.
  DF: { city: "Brasília", ranges: [[70000000, 72799999], [73000000, 73699999]] },
  GO: { city: "Goiânia", ranges: [[74000000, 74894999]] },
  RO: { city: "Porto Velho", ranges: [[76800000, 76834999]] },
  TO: { city: "Palmas", ranges: [[77000000, 77249999]] },
  MT: { city: "Cuiabá", ranges: [[78000000, 78109999]] },
  MS: { city: "Campo Grande", ranges: [[79000000, 79129999]] },
  PR: { city: "Curitiba", ranges: [[80000000, 82999999]] },
  SC: { city: "Florianópolis", ranges: [[88000000, 88099999]] },
  RS: { city: "Porto Alegre", ranges: [[90000000, 91999999]] },
};

export interface KnownCep {
  state: string;
  city: string;
  street: string;
  neighborhood: string;
}

/** Exact addresses (as ViaCEP answers them) for the demo stations and the tests. */
export const KNOWN_CEPS: Readonly<Record<string, KnownCep>> = {
  "01001000": { state: "SP", city: "São Paulo", street: "Praça da Sé", neighborhood: "Sé" },
  "01302000": { state: "SP", city: "São Paulo", street: "Rua da Consolação", neighborhood: "Consolação" },
  "01310100": { state: "SP", city: "São Paulo", street: "Avenida Paulista", neighborhood: "Bela Vista" },
  "01310200": { state: "SP", city: "São Paulo", street: "Avenida Paulista", neighborhood: "Bela Vista" },
  "70150900": { state: "DF", city: "Brasília", street: "Praça dos Três Poderes", neighborhood: "Zona Cívico-Administrativa" },
};

const inRanges = (cep: number, ranges: readonly CepRange[]) => ranges.some(([from, to]) => cep >= from && cep <= to);

/** The UF whose national range holds the CEP (8 digits), or null. */
export function stateOfCep(cep: string): string | null {
  const value = Number(cep);
  for (const [uf, ranges] of Object.entries(UF_CEP_RANGES)) if (inRanges(value, ranges)) return uf;
  return null;
}

/** The capital of `uf` when the CEP lies in its shipped range, or null. */
export function capitalOfCep(cep: string, uf: string): string | null {
  const capital = CAPITAL_CEP_RANGES[uf];
  return capital && inRanges(Number(cep), capital.ranges) ? capital.city : null;
}
