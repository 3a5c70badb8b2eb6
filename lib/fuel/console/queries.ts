// The console's reads of the fuel club: campaigns with their options and how many vouchers each
// option issued, and the issued vouchers (used or not), of one station.
import "server-only";
import { asc, count, desc, eq } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import type { DbOrTx } from "@/lib/db/client";
import { saoPauloParts } from "@/lib/format/local-time";
import { fuelCampaignOptions, fuelCampaigns, fuelVouchers } from "../schema";

export async function listConsoleCampaigns(db: DbOrTx, stationId: number) {
  const campaigns = await db.select().from(fuelCampaigns).where(eq(fuelCampaigns.stationId, stationId)).orderBy(desc(fuelCampaigns.startsAt), desc(fuelCampaigns.id));
  const options = await db
    .select()
    .from(fuelCampaignOptions)
    .where(eq(fuelCampaignOptions.stationId, stationId))
    .orderBy(asc(fuelCampaignOptions.position), asc(fuelCampaignOptions.id));
  const issued = await db.select({ optionId: fuelVouchers.optionId, n: count() }).from(fuelVouchers).where(eq(fuelVouchers.stationId, stationId)).groupBy(fuelVouchers.optionId);
  const issuedBy = new Map(issued.map((i) => [i.optionId, i.n]));
  return campaigns.map((c) => {
    const last = c.endsAt ? new Date(c.endsAt.getTime() - 86_400_000) : null;
    return {
      id: c.id,
      name: c.name,
      description: c.description,
      image: c.image,
      startsOn: saoPauloParts(c.startsAt).date,
      endsOn: last ? saoPauloParts(last).date : "",
      voucherValidityDays: c.voucherValidityDays,
      active: c.active,
      options: options
        .filter((o) => o.campaignId === c.id)
        .map((o) => ({ id: o.id, campaignId: c.id, fuelType: o.fuelType, volumeMl: o.volumeMl, valueCents: o.valueCents, stock: o.stock, active: o.active, issued: issuedBy.get(o.id) ?? 0 })),
    };
  });
}
export type ConsoleCampaign = Awaited<ReturnType<typeof listConsoleCampaigns>>[number];

export async function listConsoleVouchers(db: DbOrTx, stationId: number) {
  const now = Date.now();
  const rows = await db
    .select({ v: fuelVouchers, name: users.name, email: users.email })
    .from(fuelVouchers)
    .innerJoin(users, eq(users.id, fuelVouchers.userId))
    .where(eq(fuelVouchers.stationId, stationId))
    .orderBy(desc(fuelVouchers.issuedAt), desc(fuelVouchers.id))
    .limit(500);
  return rows.map(({ v, name, email }) => ({
    id: v.id,
    code: v.code,
    member: name ?? email ?? "Membro",
    campaignName: v.campaignName,
    fuelType: v.fuelType,
    volumeMl: v.volumeMl,
    valueCents: v.valueCents,
    issuedAt: v.issuedAt.toISOString(),
    validUntil: v.validUntil.toISOString(),
    usedAt: v.usedAt?.toISOString() ?? null,
    expired: v.validUntil.getTime() < now,
  }));
}
