// /homepage/planos/{id}/comprar|mudar: the purchase form of one plan. "comprar"
// only without a current plan, "mudar" only with one (each sends to the other otherwise). The
// change rule is said on the page: an upgrade takes effect now and charges the new price less
// the unused part of the current period; a downgrade takes effect at the period's end.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { PageHeading } from "@/components/activities/page-heading";
import { PlanPurchaseForm } from "@/components/plans/purchase-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { requireMemberPage } from "@/lib/auth/guard";
import { listMemberCards } from "@/lib/wallet/cards";
import { getDb } from "@/lib/db/client";
import { formatBRL, formatCpf, formatDate } from "@/lib/format";
import { MSG_CURRENT_PLAN } from "@/lib/plans/messages";
import { getCurrentSubscription, getMemberPlan, quoteChange } from "@/lib/plans/subscriptions";
import { idSchema } from "@/lib/validation";

export const metadata: Metadata = { title: "Plano" };

type Props = { params: Promise<{ station: string; id: string; action: string }> };

export default async function PlanPurchasePage({ params }: Props) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  const { id, action } = await params;
  if (action !== "comprar" && action !== "mudar") notFound();
  const planId = idSchema.safeParse(id);
  if (!planId.success) notFound();
  const db = await getDb();
  const who = { stationId: station.id, userId: user.id };
  const [plan, subscription, savedCards] = await Promise.all([getMemberPlan(db, station.id, planId.data), getCurrentSubscription(db, who), listMemberCards(db, station.id, user.id)]);
  if (!plan) notFound();
  if (action === "comprar" && subscription) redirect(`/homepage/planos/${plan.id}/mudar`);
  if (action === "mudar" && !subscription) redirect(`/homepage/planos/${plan.id}/comprar`);

  if (subscription && subscription.plan.id === plan.id) {
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeading title={`Plano ${plan.name}`} />
        <Card className="grid gap-4">
          <p className="font-bold text-ink">{MSG_CURRENT_PLAN}</p>
          <Button asChild variant="outline" className="justify-self-start">
            <Link href="/homepage/planos">Ver planos</Link>
          </Button>
        </Card>
      </div>
    );
  }

  let chargeNow = plan.priceCents;
  let notice: string | null = null;
  if (subscription) {
    const quote = (await quoteChange(db, who, plan.id))!;
    chargeNow = quote.dueNowCents;
    notice =
      quote.direction === "upgrade"
        ? `Upgrade: vale a partir de hoje. Você paga ${formatBRL(plan.priceCents)} do novo plano menos ${formatBRL(quote.creditCents)} de crédito pelos dias que restam do plano ${subscription.plan.name}, e um novo período começa hoje.`
        : `Downgrade: vale a partir de ${formatDate(quote.effectiveAt)}, no fim do período já pago. Até lá você continua no plano ${subscription.plan.name}; nada é cobrado agora${plan.priceCents > 0 ? ` e, nessa data, o cartão da assinatura paga ${formatBRL(plan.priceCents)}` : ""}.`;
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title={action === "comprar" ? "Comprar plano" : "Mudar de plano"} />
      <PlanPurchaseForm
        mode={action}
        plan={{ id: plan.id, name: plan.name, priceCents: plan.priceCents, days: plan.days, purchaseText: plan.purchaseText }}
        chargeNowCents={chargeNow}
        notice={notice}
        savedCards={savedCards}
        currentCard={subscription?.card ? { brand: subscription.card.brand, lastDigits: subscription.card.lastDigits } : null}
        customer={{ name: user.name ?? "", cpf: user.cpf ? formatCpf(user.cpf) : "", email: user.email ?? "", phone: "" }}
      />
    </div>
  );
}
