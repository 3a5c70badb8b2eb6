// Every cache tag of the app, and which tags a console write expires.
//
// Cached data functions (`'use cache'`, lib/cache/data.ts) tag what they read; a page cached by
// Next inherits the tags of every cached read it made. So a page carries:
//   - `station:{id}` and `station-key:{slug or domain}`: the station record (brand, access rules,
//     legal texts), read by every page of the station (the key also reaches a cached "not found"
//     of an address before a station took it);
//   - `station:{id}:{part}` for each part of the site it shows (the menu is the landing's
//     sections, so every public page shows "landing").
// A console write names the parts it changed (`Expiry`); `expiryTags` turns them into tags, and
// only the pages that show one of those parts are rendered again (plus every page when the write
// changed the station record itself, lib/stations/revalidate.ts).
export const stationTag = (stationId: number) => `station:${stationId}`;
export const stationKeyTag = (key: string) => `station-key:${key.toLowerCase()}`;

/** What a console write may change on the station's site. */
export const STATION_PARTS = [
  "station", // data, brand, access rules: every page shows them
  "legal", // terms and privacy texts
  "landing", // landing sections, their items, about pages (and the menu built from them)
  "plans",
  "activities", // activities and their parts, categories, journeys, lists, the carousel
  "news",
  "library", // calendar, downloads, the members' feature switches
  "services",
  "fuel",
  "trophies",
] as const;
export type StationPart = (typeof STATION_PARTS)[number];

/** The tag of one part of a station's site. */
export const partTag = (stationId: number, part: Exclude<StationPart, "station">) => `station:${stationId}:${part}`;

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

/** The tags of the station record, under each address it answers on: every page of the station. */
export function siteTags(station: SiteRef): string[] {
  return [stationTag(station.id), stationKeyTag(station.slug), ...(station.domain ? [stationKeyTag(station.domain)] : [])];
}

/**
 * The tags one expiry reaches. The legal texts travel in the station record (the console's
 * editor and the footer's dialogs read them from it), so a legal change renews the record too.
 */
export function expiryTags(station: SiteRef, expiry: Expiry): string[] {
  if (typeof expiry === "object") return expiry.newDomain === station.domain ? [] : [stationKeyTag(expiry.newDomain)];
  if (expiry === "station") return siteTags(station);
  if (expiry === "legal") return [partTag(station.id, "legal"), ...siteTags(station)];
  return [partTag(station.id, expiry)];
}

/** Parts the public pages show (the others are seen in the member area, which no cache keeps). */
export const PUBLIC_PARTS: readonly StationPart[] = ["station", "legal", "landing", "plans", "activities"];

/** Carried by every cached station record: expires them all at once (a test or a script's reset). */
export const ALL_STATIONS_TAG = "stations";
