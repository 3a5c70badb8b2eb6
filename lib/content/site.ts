// What every public page's chrome needs (menu, legal texts for the footer dialogs), computed once
// per station version.
import "server-only";
import type { Station } from "@/lib/stations/queries";
import { legalBodies } from "./legal-body";
import type { LegalBody } from "./legal";
import { getLandingContent } from "./public";
import { menuFromSections, type MenuEntry } from "./queries";

// Sanitising is pure and costs a DOM parse: keep the result per station version.
const legalMemo = new Map<string, { terms: LegalBody; privacy: LegalBody }>();

export function cachedLegalBodies(station: Station, origin: string): { terms: LegalBody; privacy: LegalBody } {
  const key = `${station.id}:${station.updatedAt}:${origin}`;
  let hit = legalMemo.get(key);
  if (!hit) {
    if (legalMemo.size > 200) legalMemo.clear();
    hit = legalBodies(station, origin);
    legalMemo.set(key, hit);
  }
  return hit;
}

export async function getSiteMenu(station: Station): Promise<MenuEntry[]> {
  const { sections } = await getLandingContent(station.id);
  return menuFromSections(sections, station.hasApp);
}
