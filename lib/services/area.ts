// A service area's page, once the member gate has passed: the area's settings on this station, or
// the 404 when the station has not turned the area on (the menu hides it too: features.ts).
import "server-only";
import { notFound } from "next/navigation";
import { isFeatureOn } from "@/lib/stations/features";
import type { MemberContext } from "@/lib/auth/guard";
import type { Station } from "@/lib/stations/queries";
import type { ServiceModuleSettings } from "@/lib/stations/settings";
import { serviceMemberOf, type ServiceMember } from "./cases";
import { SERVICE_MODULES, type ServiceModule, type ServiceModuleEntry } from "./modules";

export interface ServiceArea {
  module: ServiceModule;
  entry: ServiceModuleEntry;
  settings: ServiceModuleSettings;
}

/** The area if it is on for this station; notFound() otherwise. */
export function requireServiceArea(station: Station, module: ServiceModule): ServiceArea {
  if (!isFeatureOn(station, module)) notFound();
  return { module, entry: SERVICE_MODULES[module], settings: station.settings.services[module] };
}

/** Whether the area lists `page` among its sub-pages (a legal "temas" page does not exist). */
export function requireServicePage(area: ServiceArea, page: ServiceModuleEntry["pages"][number]["page"]): void {
  if (!area.entry.pages.some((p) => p.page === page)) notFound();
}

/** The member, as the area's cases and requests read them, once the area is on (notFound() otherwise). */
export function requireServiceMember(ctx: MemberContext, module: ServiceModule): ServiceMember {
  requireServiceArea(ctx.station, module);
  return serviceMemberOf(ctx);
}
