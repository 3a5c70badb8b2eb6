// The fuel club's reads and its one command, station-scoped and personal where they must be.
//
// generateFuelVoucher: a member may hold one voucher per campaign option (once per
// allowed option: a campaign with gasoline and ethanol gives one of each). In one transaction the
// option's row is locked first, so every generation of that option — the same member's ten clicks
// or a hundred members racing for the last units — runs one after the other: under the lock the
// member's voucher is looked up (a repeat answers the voucher already issued, created: false), the
// campaign window and the option's stock (vouchers issued so far) are checked, then the voucher is
// written. The unique (option, member) index is the backstop: an insert that would make a second
// one does nothing and the first is returned.
import "server-only";
import { and, asc, count, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { voucherCode } from "@/lib/utils/codes";
import { UserFacingError } from "@/lib/actions/result";
import type { Db, DbOrTx, Tx } from "@/lib/db/client";
import { fuelCampaignOptions, fuelCampaigns, fuelVouchers } from "./schema";
import { MSG_CAMPAIGN_UNAVAILABLE, MSG_OPTION_SOLD_OUT } from "./texts";

export interface FuelOptionView {
  id: number;
  fuelType: string;
  volumeMl: number;
  valueCents: number;
  /** Vouchers it may still issue; null: no limit. */
  remaining: number | null;
  /** The member's voucher of this option, if they generated one. */
  voucherId: number | null;
}

export interface FuelCampaignView {
  id: number;
  name: string;
  description: string;
  image: string | null;
  endsAt: string | null;
  voucherValidityDays: number;
  options: FuelOptionView[];
}

export interface FuelVoucherView {
  id: number;
  campaignName: string;
  fuelType: string;
  volumeMl: number;
  valueCents: number;
  code: string;
  issuedAt: string;
  validUntil: string;
  usedAt: string | null;
}

const member = (stationId: number, userId: number) => and(eq(fuelVouchers.stationId, stationId), eq(fuelVouchers.userId, userId));

/** Campaigns open now (active, inside their window), each with its active options and what this member already holds. */
export async function listOpenCampaigns(db: DbOrTx, stationId: number, userId: number, now = new Date()): Promise<FuelCampaignView[]> {
  const campaigns = await db
    .select()
    .from(fuelCampaigns)
    .where(and(eq(fuelCampaigns.stationId, stationId), eq(fuelCampaigns.active, true), lte(fuelCampaigns.startsAt, now), or(isNull(fuelCampaigns.endsAt), gt(fuelCampaigns.endsAt, now))))
    .orderBy(asc(fuelCampaigns.startsAt), asc(fuelCampaigns.id));
  if (campaigns.length === 0) return [];
  const issued = db
    .select({ optionId: fuelVouchers.optionId, n: count().as("n") })
    .from(fuelVouchers)
    .where(eq(fuelVouchers.stationId, stationId))
    .groupBy(fuelVouchers.optionId)
    .as("issued");
  const options = await db
    .select({
      id: fuelCampaignOptions.id,
      campaignId: fuelCampaignOptions.campaignId,
      fuelType: fuelCampaignOptions.fuelType,
      volumeMl: fuelCampaignOptions.volumeMl,
      valueCents: fuelCampaignOptions.valueCents,
      stock: fuelCampaignOptions.stock,
      issued: sql<number>`coalesce(${issued.n}, 0)`.mapWith(Number),
      voucherId: fuelVouchers.id,
    })
    .from(fuelCampaignOptions)
    .leftJoin(issued, eq(issued.optionId, fuelCampaignOptions.id))
    .leftJoin(fuelVouchers, and(eq(fuelVouchers.optionId, fuelCampaignOptions.id), eq(fuelVouchers.userId, userId)))
    .where(and(eq(fuelCampaignOptions.stationId, stationId), eq(fuelCampaignOptions.active, true)))
    .orderBy(asc(fuelCampaignOptions.position), asc(fuelCampaignOptions.id));
  return campaigns.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    image: c.image,
    endsAt: c.endsAt?.toISOString() ?? null,
    voucherValidityDays: c.voucherValidityDays,
    options: options
      .filter((o) => o.campaignId === c.id)
      .map((o) => ({
        id: o.id,
        fuelType: o.fuelType,
        volumeMl: o.volumeMl,
        valueCents: o.valueCents,
        remaining: o.stock === null ? null : Math.max(0, o.stock - o.issued),
        voucherId: o.voucherId,
      })),
  }));
}

function toView(v: typeof fuelVouchers.$inferSelect): FuelVoucherView {
  return {
    id: v.id,
    campaignName: v.campaignName,
    fuelType: v.fuelType,
    volumeMl: v.volumeMl,
    valueCents: v.valueCents,
    code: v.code,
    issuedAt: v.issuedAt.toISOString(),
    validUntil: v.validUntil.toISOString(),
    usedAt: v.usedAt?.toISOString() ?? null,
  };
}

/** "Meus Vouchers": the member's vouchers on this station, newest first. */
export async function listMemberFuelVouchers(db: DbOrTx, stationId: number, userId: number): Promise<FuelVoucherView[]> {
  const rows = await db.select().from(fuelVouchers).where(member(stationId, userId)).orderBy(desc(fuelVouchers.issuedAt), desc(fuelVouchers.id));
  return rows.map(toView);
}

export interface GenerateResult {
  voucher: FuelVoucherView;
  /** false: the member already held this option's voucher (a repeated click); nothing was written. */
  created: boolean;
}

async function existing(tx: Tx, stationId: number, userId: number, optionId: number) {
  const [row] = await tx.select().from(fuelVouchers).where(and(member(stationId, userId), eq(fuelVouchers.optionId, optionId)));
  return row;
}

/** "Gerar Voucher" (POST /legisclub-fuels {fuel_id, user_id}): once per member and option, within the campaign's window and the option's stock. */
export async function generateFuelVoucher(
  db: Db,
  input: { stationId: number; userId: number; campaignId: number; optionId: number },
  now: () => Date = () => new Date(),
): Promise<GenerateResult> {
  return db.transaction(async (tx) => {
    const [option] = await tx
      .select({
        id: fuelCampaignOptions.id,
        active: fuelCampaignOptions.active,
        fuelType: fuelCampaignOptions.fuelType,
        volumeMl: fuelCampaignOptions.volumeMl,
        valueCents: fuelCampaignOptions.valueCents,
        stock: fuelCampaignOptions.stock,
      })
      .from(fuelCampaignOptions)
      .where(and(eq(fuelCampaignOptions.id, input.optionId), eq(fuelCampaignOptions.campaignId, input.campaignId), eq(fuelCampaignOptions.stationId, input.stationId)))
      .for("update");
    if (!option) throw new UserFacingError(MSG_CAMPAIGN_UNAVAILABLE, undefined, 404);

    // Read after the lock: a click that waited sees the voucher the first one committed.
    const held = await existing(tx, input.stationId, input.userId, option.id);
    if (held) return { voucher: toView(held), created: false };

    const [campaign] = await tx
      .select()
      .from(fuelCampaigns)
      .where(and(eq(fuelCampaigns.id, input.campaignId), eq(fuelCampaigns.stationId, input.stationId)));
    const at = now();
    const open = campaign && campaign.active && option.active && campaign.startsAt <= at && (campaign.endsAt === null || campaign.endsAt > at);
    if (!campaign || !open) throw new UserFacingError(MSG_CAMPAIGN_UNAVAILABLE, undefined, 409);

    if (option.stock !== null) {
      const [issued] = await tx.select({ n: count() }).from(fuelVouchers).where(eq(fuelVouchers.optionId, option.id));
      if ((issued?.n ?? 0) >= option.stock) throw new UserFacingError(MSG_OPTION_SOLD_OUT, undefined, 409);
    }

    const validUntil = new Date(at.getTime() + campaign.voucherValidityDays * 86_400_000);
    const [created] = await tx
      .insert(fuelVouchers)
      .values({
        stationId: input.stationId,
        userId: input.userId,
        campaignId: campaign.id,
        optionId: option.id,
        code: voucherCode(),
        campaignName: campaign.name,
        fuelType: option.fuelType,
        volumeMl: option.volumeMl,
        valueCents: option.valueCents,
        issuedAt: at,
        validUntil,
      })
      .onConflictDoNothing({ target: [fuelVouchers.optionId, fuelVouchers.userId] })
      .returning();
    if (created) return { voucher: toView(created), created: true };
    const winner = await existing(tx, input.stationId, input.userId, option.id);
    if (!winner) throw new UserFacingError(MSG_CAMPAIGN_UNAVAILABLE, undefined, 409);
    return { voucher: toView(winner), created: false };
  });
}
