// Tab "Produtos" of a shop (3) or delivery-order (14) activity: what members buy, with price,
// discount, stock and the per-order limit. A delivery order prices its products at their value
// (its discount is the activity's delivery discount), so its products show no discount.
import type { Metadata } from "next";
import Link from "next/link";
import { PartListEditor } from "@/components/console/activity-parts/part-list-editor";
import { PartTabFrame, partTabActivity, stockBadge, type TabParams } from "@/components/console/activity-parts/tab-frame";
import { listProducts } from "@/lib/activities/console/parts/queries";
import { getDb } from "@/lib/db/client";
import { productDiscountApplies } from "@/lib/commerce/totals";
import { formatBRL } from "@/lib/format/money";
import { loadConsoleStation } from "@/lib/stations/console/queries";
import { isFeatureOn } from "@/lib/stations/features";
import { requireConsolePage } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Produtos" };

export default async function ProductsTab({ params }: { params: TabParams }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const activity = await partTabActivity(station.id, params, "produtos");
  const db = await getDb();
  const rows = await listProducts(db, station.id, activity.id);
  const cartOff = activity.typeId === 3 && !isFeatureOn(await loadConsoleStation(db, station.id), "cart");
  const units = new Intl.NumberFormat("pt-BR");
  const withDiscount = productDiscountApplies(activity.typeId);
  const items = rows.map((p) => ({
    id: p.id,
    title: p.name,
    image: p.image,
    details: [withDiscount && p.discountValue > 0 ? `${formatBRL(p.value - p.discountValue)} (de ${formatBRL(p.value)})` : formatBRL(p.value), `até ${units.format(p.limit)} por pedido`],
    badges: [stockBadge(p.stock)],
    values: { name: p.name, image: p.image, value: formatBRL(p.value), discountValue: formatBRL(p.discountValue), stock: String(p.stock), stockSeen: p.stock, limit: String(p.limit) },
  }));
  return (
    <PartTabFrame title="Produtos" description="O que os membros compram nesta atividade. Mudar o preço não altera pedidos já feitos; o estoque recebe a sua alteração somada ao que já foi vendido enquanto você editava.">
      {cartOff && (
        <p className="mb-4 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900" role="note">
          O carrinho desta estação está desligado: os membros veem os produtos, mas não conseguem comprá-los. Ligue “Carrinho e compras” em{" "}
          <Link href={`/estacoes/${station.id}/marca/acesso`} className="font-semibold underline underline-offset-2">
            Marca e dados › Acesso e recursos
          </Link>
          .
        </p>
      )}
      <PartListEditor kind="product" stationId={station.id} activityId={activity.id} items={items} without={withDiscount ? [] : ["discountValue"]} />
    </PartTabFrame>
  );
}
