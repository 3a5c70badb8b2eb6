// /homepage/pedidos, "Meus pedidos": the member's orders, checkout and delivery-form
// alike, newest first; each card opens its receipt.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ChevronRightIcon, PackageIcon } from "lucide-react";
import { PageHeading } from "@/components/activities/page-heading";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { requireMemberPage } from "@/lib/auth/guard";
import { loadMemberOrders } from "@/lib/commerce/member-pages";
import { ORDER_STATUS_LABELS } from "@/lib/commerce/messages";
import { MSG_NO_ORDERS, orderStatusTone, PAYMENT_METHOD_LABELS } from "@/lib/commerce/purchase-texts";
import { formatBRL, formatDateTime } from "@/lib/format";
import { isFeatureOn } from "@/lib/stations/features";

export const metadata: Metadata = { title: "Meus pedidos" };

export default async function OrdersPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  if (!isFeatureOn(station, "orders")) notFound();
  const orders = await loadMemberOrders(station.id, user.id);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title="Meus pedidos" />
      {orders.length === 0 ? (
        <EmptyState text={MSG_NO_ORDERS} icon={PackageIcon} />
      ) : (
        <ul className="grid gap-3" aria-label="Pedidos">
          {orders.map((order) => (
            <li key={order.id}>
              <Link
                href={`/homepage/pedidos/${order.id}`}
                data-testid="order-card"
                className="group flex items-center gap-4 rounded-3xl border border-line bg-white p-5 shadow-sm transition hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand-ink sm:flex" aria-hidden>
                  <PackageIcon className="size-6" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-bold tracking-wider text-ink">Pedido {order.code}</span>
                    <Badge variant={orderStatusTone(order.status)}>{ORDER_STATUS_LABELS[order.status]}</Badge>
                  </span>
                  <span className="mt-1 block truncate font-semibold text-ink">{order.activities.join(", ") || "Pedido"}</span>
                  <span className="mt-1 block text-sm text-ink-muted">
                    {formatDateTime(order.createdAt)} · {PAYMENT_METHOD_LABELS[order.paymentMethod]}
                  </span>
                </span>
                <span className="shrink-0 text-right">
                  <span className="block text-xs text-ink-muted">Total</span>
                  <span className="block font-bold whitespace-nowrap text-ink">{formatBRL(order.totalValue)}</span>
                </span>
                <ChevronRightIcon className="size-5 shrink-0 text-ink-muted transition group-hover:translate-x-0.5" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
