// Which delivery regions deliver to an address, by its CEP. A region lists CEP ranges and/or
// cities ("Cidade/UF"); it covers a CEP inside one of its ranges or of one of its cities. A region
// with neither covers any CEP that no region of the same activity covers by range or city, so
// existing regions (none has either) keep delivering everywhere, and a catch-all "Demais
// localidades" cannot be chosen for an address a nearer region serves. Pickup points are not
// regions: the member goes to them, whatever their CEP.
// Client-safe: the checkout's delivery step narrows its choices with the same rule the server
// enforces.

/** An 8-digit CEP range, inclusive at both ends. */
export type CepRangeText = [from: string, to: string];

export interface RegionArea {
  id: number;
  delivery: boolean;
  cepRanges: CepRangeText[];
  cities: string[];
}

/** Where a CEP is, from the CEP service; null when it could not say. */
export interface CepPlace {
  city: string;
  state: string;
}

/** "São Paulo", "sao  paulo" and "SÃO PAULO" are one city. */
export function cityKey(city: string, state: string): string {
  const plain = city.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
  return `${plain}/${state.trim().toUpperCase()}`;
}

/** "Campinas/SP" (also "Campinas - SP") as city and UF, or null. */
export function parseCityEntry(entry: string): CepPlace | null {
  const match = /^(.+?)\s*(?:\/|-)\s*([A-Za-z]{2})$/.exec(entry.trim());
  return match ? { city: match[1]!.trim(), state: match[2]!.toUpperCase() } : null;
}

const isSpecific = (region: RegionArea) => region.cepRanges.length > 0 || region.cities.length > 0;

/** Whether any region needs the CEP's city to be judged (then the CEP service is asked). */
export function needsCity(regions: RegionArea[]): boolean {
  return regions.some((r) => r.delivery && r.cities.length > 0);
}

function coversSpecifically(region: RegionArea, cep: string, place: CepPlace | null): boolean {
  if (region.cepRanges.some(([from, to]) => cep >= from && cep <= to)) return true;
  if (!place) return false;
  const key = cityKey(place.city, place.state);
  return region.cities.some((entry) => {
    const parsed = parseCityEntry(entry);
    return parsed !== null && cityKey(parsed.city, parsed.state) === key;
  });
}

/**
 * The ids of the delivery regions (of one activity) that deliver to `cep` (8 digits): those whose
 * ranges or cities hold it, or, when none does, those without ranges and cities.
 */
export function regionsCovering(regions: RegionArea[], cep: string, place: CepPlace | null): number[] {
  const delivering = regions.filter((r) => r.delivery);
  const specific = delivering.filter((r) => isSpecific(r) && coversSpecifically(r, cep, place));
  if (specific.length > 0) return specific.map((r) => r.id);
  return delivering.filter((r) => !isSpecific(r)).map((r) => r.id);
}
