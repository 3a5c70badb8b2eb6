// /homepage/legisclub-gasolina, the fuel voucher club: tabs
// "Campanhas" (choose an option, "Gerar Voucher") and "Meus Vouchers" (a card opens the printable
// voucher with its QR). Only on stations whose fuelClub setting is on; elsewhere a 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeading } from "@/components/activities/page-heading";
import { FuelClub } from "@/components/fuel/fuel-club";
import { requireMemberPage } from "@/lib/auth/guard";
import { loadFuelClub } from "@/lib/fuel/member-pages";
import { isFeatureOn } from "@/lib/stations/features";

export const metadata: Metadata = { title: "Clube de combustível" };

export default async function FuelClubPage({ params, searchParams }: { params: Promise<{ station: string }>; searchParams: Promise<{ aba?: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  if (!isFeatureOn(station, "fuelClub")) notFound();
  const { campaigns, vouchers } = await loadFuelClub(station, user.id);
  const tab = (await searchParams).aba === "vouchers" ? "vouchers" : "campanhas";
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title="Clube de combustível" subtitle="Gere seu voucher e apresente o QR code no posto conveniado." />
      <FuelClub
        campaigns={campaigns}
        vouchers={vouchers}
        initialTab={tab}
        brand={{ name: station.name, mainBrandImage: station.mainBrandImage, secondaryBrandImage: station.secondaryBrandImage }}
      />
    </div>
  );
}
