// /homepage/carrinho: the five-step checkout. Only where the
// station has checkout on (checkout_access); elsewhere the member area's 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckoutFlow } from "@/components/commerce/checkout/checkout-flow";
import { currencyOf } from "@/lib/activities/member-pages";
import { requireMemberPage } from "@/lib/auth/guard";
import { loadCheckoutPage } from "@/lib/commerce/checkout-page";
import { isFeatureOn } from "@/lib/stations/features";

export const metadata: Metadata = { title: "Carrinho de compras" };

export default async function CartPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  if (!isFeatureOn(station, "cart")) notFound();
  const page = await loadCheckoutPage(station.id, user.id);
  return (
    <CheckoutFlow
      cart={page.cart}
      cards={page.cards}
      balance={page.balance}
      currency={currencyOf(station)}
      reserveTimeSeconds={station.settings.reserveTimeSeconds}
      customer={{ name: user.name, email: user.email, cpf: user.cpf, phone: page.phone }}
      savedAddress={page.savedAddress}
    />
  );
}
