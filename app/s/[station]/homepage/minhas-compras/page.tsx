// /homepage/minhas-compras, "Minhas compras": the coupons the member bought, as cards;
// each opens its receipt with the code and the QR of its validation page.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ShoppingBagIcon } from "lucide-react";
import { PageHeading } from "@/components/activities/page-heading";
import { CouponList } from "@/components/commerce/purchases";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { currencyOf } from "@/lib/activities/member-pages";
import { requireMemberPage } from "@/lib/auth/guard";
import { loadCoupons } from "@/lib/commerce/member-pages";
import { MSG_NO_PURCHASES } from "@/lib/commerce/purchase-texts";
import { isFeatureOn } from "@/lib/stations/features";

export const metadata: Metadata = { title: "Minhas compras" };

export default async function PurchasesPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  if (!isFeatureOn(station, "purchases")) notFound();
  const coupons = await loadCoupons(station, user.id);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title="Minhas compras" subtitle={coupons.length > 0 ? "Abra um cupom para ver o código e o QR code." : undefined} />
      {coupons.length === 0 ? (
        <EmptyState
          text={MSG_NO_PURCHASES}
          icon={ShoppingBagIcon}
          action={
            // Shop orders (cart, delivery) are listed in "Meus pedidos"; this page holds bought coupons.
            isFeatureOn(station, "orders") && (
              <div className="grid gap-3 text-sm text-ink-muted">
                <p>Aqui ficam os cupons que você comprou. Pedidos da loja ficam em Meus pedidos.</p>
                <Button asChild variant="outline">
                  <Link href="/homepage/pedidos">Ver meus pedidos</Link>
                </Button>
              </div>
            )
          }
        />
      ) : (
        <CouponList coupons={coupons} currency={currencyOf(station)} brand={{ name: station.name, mainBrandImage: station.mainBrandImage, secondaryBrandImage: station.secondaryBrandImage }} />
      )}
    </div>
  );
}
