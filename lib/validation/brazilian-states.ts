// The 27 federative units, built into the product. The ids follow IBGE's state codes,
// which the municipality list is keyed by.
export type BrazilianRegion = "Norte" | "Nordeste" | "Centro-Oeste" | "Sudeste" | "Sul";

export interface BrazilianState {
  id: number;
  abbreviation: string;
  name: string;
  region: BrazilianRegion;
}

export const BRAZILIAN_STATES: readonly BrazilianState[] = [
  { id: 12, abbreviation: "AC", name: "Acre", region: "Norte" },
  { id: 27, abbreviation: "AL", name: "Alagoas", region: "Nordeste" },
  { id: 16, abbreviation: "AP", name: "Amapá", region: "Norte" },
  { id: 13, abbreviation: "AM", name: "Amazonas", region: "Norte" },
  { id: 29, abbreviation: "BA", name: "Bahia", region: "Nordeste" },
  { id: 23, abbreviation: "CE", name: "Ceará", region: "Nordeste" },
  { id: 53, abbreviation: "DF", name: "Distrito Federal", region: "Centro-Oeste" },
  { id: 32, abbreviation: "ES", name: "Espírito Santo", region: "Sudeste" },
  { id: 52, abbreviation: "GO", name: "Goiás", region: "Centro-Oeste" },
  { id: 21, abbreviation: "MA", name: "Maranhão", region: "Nordeste" },
  { id: 51, abbreviation: "MT", name: "Mato Grosso", region: "Centro-Oeste" },
  { id: 50, abbreviation: "MS", name: "Mato Grosso do Sul", region: "Centro-Oeste" },
  { id: 31, abbreviation: "MG", name: "Minas Gerais", region: "Sudeste" },
  { id: 15, abbreviation: "PA", name: "Pará", region: "Norte" },
  { id: 25, abbreviation: "PB", name: "Paraíba", region: "Nordeste" },
  { id: 41, abbreviation: "PR", name: "Paraná", region: "Sul" },
  { id: 26, abbreviation: "PE", name: "Pernambuco", region: "Nordeste" },
  { id: 22, abbreviation: "PI", name: "Piauí", region: "Nordeste" },
  { id: 33, abbreviation: "RJ", name: "Rio de Janeiro", region: "Sudeste" },
  { id: 24, abbreviation: "RN", name: "Rio Grande do Norte", region: "Nordeste" },
  { id: 43, abbreviation: "RS", name: "Rio Grande do Sul", region: "Sul" },
  { id: 11, abbreviation: "RO", name: "Rondônia", region: "Norte" },
  { id: 14, abbreviation: "RR", name: "Roraima", region: "Norte" },
  { id: 42, abbreviation: "SC", name: "Santa Catarina", region: "Sul" },
  { id: 35, abbreviation: "SP", name: "São Paulo", region: "Sudeste" },
  { id: 28, abbreviation: "SE", name: "Sergipe", region: "Nordeste" },
  { id: 17, abbreviation: "TO", name: "Tocantins", region: "Norte" },
];

export function findBrazilianState(idOrAbbreviation: number | string): BrazilianState | undefined {
  const key = typeof idOrAbbreviation === "string" ? idOrAbbreviation.toUpperCase() : idOrAbbreviation;
  return BRAZILIAN_STATES.find((s) => s.id === key || s.abbreviation === key);
}
