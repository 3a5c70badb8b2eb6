// What every service page does first: the member gate, then the area must be on for this station
// (a page of an area the station has off is not found, whatever the menu shows).
import "server-only";
import { notFound } from "next/navigation";
import { requireMemberPage, type MemberContext } from "@/lib/auth/guard";
import type { ServiceModule } from "./modules";
import { serviceMemberOf, type ServiceMember } from "./cases";

export async function requireServicePage(params: Promise<{ station: string }>, area: ServiceModule): Promise<(MemberContext & { member: ServiceMember }) | null> {
  const ctx = await requireMemberPage(params);
  if (!ctx) return null;
  if (!ctx.station.settings.services[area].enabled) notFound();
  return { ...ctx, member: serviceMemberOf(ctx) };
}
