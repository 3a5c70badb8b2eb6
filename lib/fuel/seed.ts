// Demo fuel club (rules in lib/seed/demo.ts: create what is missing, never overwrite): `demo`
// gets the fuelClub setting (merged into its settings, only when the key is absent), two campaigns
// open now with their options, and Maria holds one voucher (Gasolina comum of the first). The e2e
// suite's own members (e2e/fuel-club.e2e.ts), one per Playwright project, start with none (and one
// on vitrine reads that its menu has no fuel club).
// `vitrine` has no fuel club.
import { and, eq, sql } from "drizzle-orm";
import { USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import type { Db } from "@/lib/db/client";
import { ensureUser, type DemoContext } from "@/lib/seed/support";
import { stations } from "@/lib/stations/schema";
import { fuelCampaignOptions, fuelCampaigns } from "./schema";
import { generateFuelVoucher } from "./vouchers";

export const FUEL_E2E_MEMBERS = {
  phone: { email: "combustivel.fone@demo.test", name: "Carlos Combustível" },
  desktop: { email: "combustivel.desktop@demo.test", name: "Cecília Combustível" },
  /** Reads vitrine's menu and address: no fuel club there. */
  vitrine: { email: "combustivel@vitrine.test", name: "Vera Vitrine" },
} as const;

const DAY = 86_400_000;

export const DEMO_FUEL_CAMPAIGNS = [
  {
    name: "Abastece Demo",
    description: "Associado do Clube Demo abastece com desconto nos postos parceiros. Escolha o combustível, gere o voucher e apresente o QR code no caixa.",
    image: "/static/demo/demo-combustivel-abastece.svg",
    voucherValidityDays: 30,
    options: [
      { fuelType: "Gasolina comum", volumeMl: 20_000, valueCents: 12_000, stock: null },
      { fuelType: "Etanol", volumeMl: 20_000, valueCents: 9_000, stock: 500 },
    ],
  },
  {
    name: "Pé na estrada",
    description: "Para quem viaja a trabalho: um voucher de diesel ou de gasolina aditivada, válido por 15 dias nos postos da rede conveniada.",
    image: "/static/demo/demo-combustivel-estrada.svg",
    voucherValidityDays: 15,
    options: [
      { fuelType: "Diesel S10", volumeMl: 40_000, valueCents: 24_000, stock: 50 },
      { fuelType: "Gasolina aditivada", volumeMl: 10_000, valueCents: 6_500, stock: 100 },
    ],
  },
] as const;

export async function seedFuelDemo(db: Db, context: DemoContext): Promise<void> {
  const stationId = context.demo.station.id;
  // The club is a setting: turned on for demo unless the station already says otherwise.
  await db
    .update(stations)
    .set({ settings: sql`${stations.settings} || '{"fuelClub": true}'::jsonb` })
    .where(and(eq(stations.id, stationId), sql`not (${stations.settings} ? 'fuelClub')`));

  const now = Date.now();
  for (const [i, spec] of DEMO_FUEL_CAMPAIGNS.entries()) {
    const [found] = await db
      .select({ id: fuelCampaigns.id })
      .from(fuelCampaigns)
      .where(and(eq(fuelCampaigns.stationId, stationId), eq(fuelCampaigns.name, spec.name)));
    let campaignId = found?.id;
    if (!campaignId) {
      const [created] = await db
        .insert(fuelCampaigns)
        .values({
          stationId,
          name: spec.name,
          description: spec.description,
          image: spec.image,
          startsAt: new Date(now - (7 - i) * DAY),
          endsAt: new Date(now + 180 * DAY),
          voucherValidityDays: spec.voucherValidityDays,
        })
        .returning({ id: fuelCampaigns.id });
      campaignId = created!.id;
      await db.insert(fuelCampaignOptions).values(spec.options.map((o, position) => ({ stationId, campaignId: campaignId!, position, ...o })));
    }
    if (i === 0) {
      const [gasoline] = await db
        .select({ id: fuelCampaignOptions.id })
        .from(fuelCampaignOptions)
        .where(and(eq(fuelCampaignOptions.campaignId, campaignId), eq(fuelCampaignOptions.fuelType, "Gasolina comum")));
      if (gasoline) await generateFuelVoucher(db, { stationId, userId: context.memberId, campaignId, optionId: gasoline.id });
    }
  }

  for (const member of [FUEL_E2E_MEMBERS.phone, FUEL_E2E_MEMBERS.desktop]) {
    await ensureUser(db, stationId, context.demo.establishment.id, { ...member, typeId: USER_TYPE_PARTICIPANT });
  }
  await ensureUser(db, context.vitrine.station.id, context.vitrine.establishment.id, { ...FUEL_E2E_MEMBERS.vitrine, typeId: USER_TYPE_PARTICIPANT });
}
