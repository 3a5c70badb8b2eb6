// Conteúdo › Clube de combustível: campaigns with their options, and the vouchers members issued.
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listConsoleCampaigns, listConsoleVouchers } from "@/lib/fuel/console/queries";
import { findStationByKey } from "@/lib/stations/queries";
import { ConsolePage } from "../../../../_components/console-page";
import { ContentNav } from "../_components/content-nav";
import { FeatureSwitch } from "../_components/feature-switch";
import { FuelManager, VoucherList } from "./fuel-manager";

export const metadata: Metadata = { title: "Clube de combustível" };

export default async function FuelPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const db = await getDb();
  const [campaigns, vouchers, full] = await Promise.all([listConsoleCampaigns(db, station.id), listConsoleVouchers(db, station.id), findStationByKey(db, station.slug)]);
  return (
    <ConsolePage eyebrow="Conteúdo" title="Clube de combustível" description="Campanhas em que cada membro gera um voucher por opção de combustível, para usar no posto parceiro.">
      <ContentNav stationId={station.id} current="combustivel" />
      <FeatureSwitch stationId={station.id} feature="fuelClub" on={full?.settings.fuelClub ?? false} name="Clube de combustível" />
      <FuelManager stationId={station.id} campaigns={campaigns} />
      <VoucherList vouchers={vouchers} />
    </ConsolePage>
  );
}
