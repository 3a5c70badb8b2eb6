// What every service page does after the member gate (requireMemberPage): the area must be on for
// this station (a page of an area the station has off is not found, whatever the menu shows).
import "server-only";
import { notFound } from "next/navigation";
import type { MemberContext } from "@/lib/auth/guard";
import { serviceMemberOf, type ServiceMember } from "./cases";
import type { ServiceModule } from "./modules";

export function requireServiceArea(ctx: MemberContext, area: ServiceModule): ServiceMember {
  if (!ctx.station.settings.services[area].enabled) notFound();
  return serviceMemberOf(ctx);
}
