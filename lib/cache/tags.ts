// The cache tags of a station's public pages, and the names console writes use for what they change.
//
// Every page of a station carries `station:{id}` and `station-key:{slug or domain}` (the key tag
// also reaches a cached "not found" of an address before its station took it). A console write
// says what it changed by part (`StationPart`). Today every part expires the same tags, the whole
// site (`revalidateStationSite` in lib/stations/revalidate.ts): the parts are named per entity so
// that narrowing invalidation to one part later changes the pages' tags and that function, never
// the commands.
export const stationTag = (stationId: number) => `station:${stationId}`;
export const stationKeyTag = (key: string) => `station-key:${key.toLowerCase()}`;

/** What a console write may change on the station's site. */
export const STATION_PARTS = [
  "station", // data, brand, access rules
  "legal", // terms and privacy texts
  "landing", // landing sections, their items, about pages
  "plans",
  "activities", // activities and their parts, categories, journeys, lists, the carousel
  "news",
  "library", // calendar, downloads, the members' feature switches
  "services",
  "fuel",
  "trophies",
] as const;
export type StationPart = (typeof STATION_PARTS)[number];

/**
 * What a write expires: a part of the station's site, or a custom domain the station just took
 * (its address was somebody's "not found" until now, and that cached answer must go too).
 */
export type Expiry = StationPart | { newDomain: string };

export interface SiteRef {
  id: number;
  slug: string;
  domain: string | null;
}

/** Every tag of the station's pages, under each address it answers on. */
export function siteTags(station: SiteRef): string[] {
  return [stationTag(station.id), stationKeyTag(station.slug), ...(station.domain ? [stationKeyTag(station.domain)] : [])];
}

