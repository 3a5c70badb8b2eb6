"use server";
// The console's fuel club commands (owner only): campaigns and their options. A campaign or option
// that already issued vouchers is not deleted (the vouchers point at it and members hold them):
// the owner turns it off instead.
import { and, count, eq } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { stationImage } from "@/lib/console/images";
import { saoPauloInstant, nextDay } from "@/lib/format/local-time";
import { consoleWrite, notFound, OWNER_ONLY } from "@/lib/console/write";
import { idSchema } from "@/lib/console/fields";
import { fuelCampaignOptions, fuelCampaigns, fuelVouchers } from "../schema";
import { MSG_CAMPAIGN_NOT_FOUND, MSG_HAS_VOUCHERS, MSG_OPTION_NOT_FOUND, fuelCampaignFormSchema, fuelOptionFormSchema } from "./schemas";

export const saveFuelCampaignAction = consoleWrite(
  fuelCampaignFormSchema,
  async (tx, ctx) => {
    const { station, data } = ctx;
    const values = {
      name: data.name,
      description: data.description,
      image: data.image || null,
      startsAt: saoPauloInstant(data.startsOn),
      // The end date is the last day vouchers may be generated: the window closes at the next midnight.
      endsAt: data.endsOn ? saoPauloInstant(nextDay(data.endsOn)) : null,
      voucherValidityDays: data.voucherValidityDays,
      active: data.active,
    };
    const summary = (v: typeof values) => ({ name: v.name, startsAt: v.startsAt.toISOString(), endsAt: v.endsAt?.toISOString() ?? null, voucherValidityDays: v.voucherValidityDays, active: v.active });
    if (data.id == null) {
      stationImage(station.id, data.image);
      const [row] = await tx.insert(fuelCampaigns).values({ stationId: station.id, ...values }).returning({ id: fuelCampaigns.id });
      return { value: { id: row!.id }, audit: { action: "fuel.campaign.create", entity: "fuel-campaign", entityId: row!.id, after: summary(values) }, expires: ["fuel"] };
    }
    const where = and(eq(fuelCampaigns.id, data.id), eq(fuelCampaigns.stationId, station.id));
    const [before] = await tx.select().from(fuelCampaigns).where(where).for("update");
    if (!before) notFound(MSG_CAMPAIGN_NOT_FOUND);
    // A picture the row already shows (a seeded one, say) may stay; a new one must be this station's upload.
    stationImage(station.id, data.image, { kept: [before.image] });
    await tx.update(fuelCampaigns).set(values).where(where);
    return { value: { id: data.id }, audit: { action: "fuel.campaign.update", entity: "fuel-campaign", entityId: data.id, before: summary(before), after: summary(values) }, expires: ["fuel"] };
  },
  OWNER_ONLY,
);

export const deleteFuelCampaignAction = consoleWrite(
  idSchema,
  async (tx, ctx) => {
    const where = and(eq(fuelCampaigns.id, ctx.data.id), eq(fuelCampaigns.stationId, ctx.station.id));
    const [row] = await tx.select().from(fuelCampaigns).where(where).for("update");
    if (!row) notFound(MSG_CAMPAIGN_NOT_FOUND);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(fuelVouchers).where(eq(fuelVouchers.campaignId, row.id));
    if (n > 0) throw new UserFacingError(MSG_HAS_VOUCHERS, undefined, 409);
    await tx.delete(fuelCampaigns).where(where);
    return { value: null, audit: { action: "fuel.campaign.delete", entity: "fuel-campaign", entityId: row.id, before: { name: row.name } }, expires: ["fuel"] };
  },
  OWNER_ONLY,
);

export const saveFuelOptionAction = consoleWrite(
  fuelOptionFormSchema,
  async (tx, ctx) => {
    const { station, data } = ctx;
    const values = { fuelType: data.fuelType, volumeMl: data.volumeMl, valueCents: data.valueCents, stock: data.stock, active: data.active };
    const [campaign] = await tx
      .select({ id: fuelCampaigns.id })
      .from(fuelCampaigns)
      .where(and(eq(fuelCampaigns.id, data.campaignId), eq(fuelCampaigns.stationId, station.id)));
    if (!campaign) notFound(MSG_CAMPAIGN_NOT_FOUND);
    if (data.id == null) {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(fuelCampaignOptions).where(eq(fuelCampaignOptions.campaignId, campaign.id));
      const [row] = await tx
        .insert(fuelCampaignOptions)
        .values({ stationId: station.id, campaignId: campaign.id, position: n, ...values })
        .returning({ id: fuelCampaignOptions.id });
      return { value: { id: row!.id }, audit: { action: "fuel.option.create", entity: "fuel-option", entityId: row!.id, after: { campaignId: campaign.id, ...values } }, expires: ["fuel"] };
    }
    const where = and(eq(fuelCampaignOptions.id, data.id), eq(fuelCampaignOptions.stationId, station.id), eq(fuelCampaignOptions.campaignId, campaign.id));
    const [before] = await tx.select().from(fuelCampaignOptions).where(where).for("update");
    if (!before) notFound(MSG_OPTION_NOT_FOUND);
    await tx.update(fuelCampaignOptions).set(values).where(where);
    const { fuelType, volumeMl, valueCents, stock, active } = before;
    return { value: { id: data.id }, audit: { action: "fuel.option.update", entity: "fuel-option", entityId: data.id, before: { fuelType, volumeMl, valueCents, stock, active }, after: values }, expires: ["fuel"] };
  },
  OWNER_ONLY,
);

export const deleteFuelOptionAction = consoleWrite(
  idSchema,
  async (tx, ctx) => {
    const where = and(eq(fuelCampaignOptions.id, ctx.data.id), eq(fuelCampaignOptions.stationId, ctx.station.id));
    const [row] = await tx.select().from(fuelCampaignOptions).where(where).for("update");
    if (!row) notFound(MSG_OPTION_NOT_FOUND);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(fuelVouchers).where(eq(fuelVouchers.optionId, row.id));
    if (n > 0) throw new UserFacingError(MSG_HAS_VOUCHERS, undefined, 409);
    await tx.delete(fuelCampaignOptions).where(where);
    return { value: null, audit: { action: "fuel.option.delete", entity: "fuel-option", entityId: row.id, before: { campaignId: row.campaignId, fuelType: row.fuelType } }, expires: ["fuel"] };
  },
  OWNER_ONLY,
);
