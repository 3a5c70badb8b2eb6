// Tab "Cupons" of a coupon activity (3): the coupon's price in credits and its stock.
import type { Metadata } from "next";
import { PartListEditor } from "@/components/console/activity-parts/part-list-editor";
import { PartTabFrame, partTabActivity, stockBadge, type TabParams } from "@/components/console/activity-parts/tab-frame";
import { listCoupons } from "@/lib/activities/console/parts/queries";
import { getDb } from "@/lib/db/client";
import { formatBRL } from "@/lib/format/money";
import { requireConsolePage } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Cupons" };

export default async function CouponsTab({ params }: { params: TabParams }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const activity = await partTabActivity(station.id, params, "cupons");
  const rows = await listCoupons(await getDb(), station.id, activity.id);
  const items = rows.map((c, i) => ({
    id: c.id,
    title: `Cupom ${i + 1}: ${formatBRL(c.newPrice)}`,
    details: [],
    badges: [stockBadge(c.stock)],
    values: { newPrice: formatBRL(c.newPrice), stock: c.stock === null ? "" : String(c.stock), stockSeen: c.stock },
  }));
  return (
    <PartTabFrame
      title="Cupons"
      description="O membro paga o preço do cupom com o saldo e recebe um código. O primeiro cupom da lista é o oferecido. O estoque recebe a sua alteração somada ao que foi vendido enquanto você editava."
    >
      <PartListEditor kind="coupon" stationId={station.id} activityId={activity.id} items={items} />
    </PartTabFrame>
  );
}
