// What every public page's chrome needs: the menu, from the cached reads of lib/content/public.ts.
import "server-only";
import type { Station } from "@/lib/stations/queries";
import { getLandingSections } from "./public";
import { menuFromSections, type MenuEntry } from "./queries";

/** The menu of the public site: the landing's sections only, so it carries the landing's tag alone. */
export async function getSiteMenu(station: Station): Promise<MenuEntry[]> {
  return menuFromSections(await getLandingSections(station.id), station.hasApp);
}
