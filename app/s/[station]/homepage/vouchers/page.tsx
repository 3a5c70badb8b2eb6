// /homepage/vouchers, "Meus vouchers": the member's in-person course vouchers; a card
// opens the printable voucher (logo, course, date, QR, code, rules, validity).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TicketIcon } from "lucide-react";
import { PageHeading } from "@/components/activities/page-heading";
import { VoucherGrid } from "@/components/commerce/purchases";
import { EmptyState } from "@/components/ui/empty-state";
import { requireMemberPage } from "@/lib/auth/guard";
import { loadVouchers } from "@/lib/commerce/member-pages";
import { MSG_NO_VOUCHERS } from "@/lib/commerce/purchase-texts";
import { isFeatureOn } from "@/lib/stations/features";

export const metadata: Metadata = { title: "Meus vouchers" };

export default async function VouchersPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  if (!isFeatureOn(station, "vouchers")) notFound();
  const vouchers = await loadVouchers(station, user.id);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title="Meus vouchers" subtitle={vouchers.length > 0 ? "Apresente o voucher na entrada do curso." : undefined} />
      {vouchers.length === 0 ? <EmptyState text={MSG_NO_VOUCHERS} icon={TicketIcon} /> : <VoucherGrid vouchers={vouchers} brand={{ name: station.name, mainBrandImage: station.mainBrandImage, secondaryBrandImage: station.secondaryBrandImage }} />}
    </div>
  );
}
