// /homepage/meios-de-pagamento: the member's saved cards,
// masked (brand and last digits), one selected, each removable after a confirmation; "Comprar
// pontos" with the selected card; links to add a card and to the bank-transfer top-up.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CreditCardIcon, LandmarkIcon, PlusIcon } from "lucide-react";
import { PageHeading } from "@/components/activities/page-heading";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PaymentMethods } from "@/components/wallet/payment-methods";
import { requireMemberPage } from "@/lib/auth/guard";
import { formatStationCurrency } from "@/lib/format";
import { WALLET_TEXTS } from "@/lib/wallet/messages";
import { loadPaymentMethods } from "@/lib/wallet/pages";
import { pointsForCents } from "@/lib/wallet/transfers";

export const metadata: Metadata = { title: WALLET_TEXTS.cardsTitle };

export default async function PaymentMethodsPage({ params, searchParams }: { params: Promise<{ station: string }>; searchParams: Promise<{ cartao?: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  if (!station.flags.myAccount) notFound();
  const { cards } = await loadPaymentMethods(station.id, user.id);
  const { cartao } = await searchParams;
  const selected = cartao && /^\d{1,9}$/.test(cartao) ? Number(cartao) : null;
  const rateText = `Cada R$ 1,00 vale ${formatStationCurrency(pointsForCents(100), station)}.`;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title={WALLET_TEXTS.cardsTitle}>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href="/homepage/meios-de-pagamento/comprar">
              <LandmarkIcon className="size-4" aria-hidden />
              Abastecer créditos
            </Link>
          </Button>
          <Button asChild size="sm">
            <Link href="/homepage/meios-de-pagamento/criar">
              <PlusIcon className="size-4" aria-hidden />
              Adicionar cartão
            </Link>
          </Button>
        </div>
      </PageHeading>
      {cards.length === 0 ? (
        <EmptyState
          text={WALLET_TEXTS.emptyCards}
          icon={CreditCardIcon}
          action={
            <Button asChild>
              <Link href="/homepage/meios-de-pagamento/criar">Adicionar cartão</Link>
            </Button>
          }
        />
      ) : (
        <PaymentMethods key={cards.map((c) => c.id).join(",")} cards={cards} selected={selected} rateText={rateText} />
      )}
    </div>
  );
}
