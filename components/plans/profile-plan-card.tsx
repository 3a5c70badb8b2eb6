// The member's plan as a card (the profile page imports it; /homepage/planos shows it too): plan,
// status, next charge date, card, and the three buttons "Editar informações de pagamento",
// "Mudar de plano" and "Cancelar assinatura" (with its dialog). A past-due subscription says so,
// with the refusal, and leads to the card update.
import Link from "next/link";
import { AlertTriangleIcon, CreditCardIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { getDb } from "@/lib/db/client";
import { formatBRL, formatDate } from "@/lib/format";
import { MSG_RENEWAL_FAILED, STATUS_LABELS } from "@/lib/plans/messages";
import { periodLabel } from "@/lib/plans/periods";
import { getCurrentSubscription, type SubscriptionView } from "@/lib/plans/subscriptions";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";

export async function ProfilePlanCard({ station, member }: { station: { id: number; hasPlans: boolean }; member: { id: number } }) {
  const subscription = await getCurrentSubscription(await getDb(), { stationId: station.id, userId: member.id });
  // A station that sells no plan shows no plan card, unless the member still holds one.
  if (!subscription && !station.hasPlans) return null;
  return <SubscriptionCard subscription={subscription} />;
}

/** `showChange`: the "Mudar de plano" button (not on /homepage/planos itself); `actions`: none on the card-update page. */
export function SubscriptionCard({ subscription, showChange = true, actions = true }: { subscription: SubscriptionView | null; showChange?: boolean; actions?: boolean }) {
  if (!subscription) {
    return (
      <Card data-testid="subscription-card" className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <CardTitle>Meu plano</CardTitle>
          <p className="mt-1 text-ink-muted">Você ainda não possui um plano.</p>
        </div>
        {showChange && (
          <Button asChild>
            <Link href="/homepage/planos">Ver planos</Link>
          </Button>
        )}
      </Card>
    );
  }
  const { plan, card, status, pendingPlan, failure } = subscription;
  const pastDue = status === "past_due";
  return (
    <Card data-testid="subscription-card" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-ink-muted">Meu plano</p>
          <CardTitle className="text-2xl">{plan.name}</CardTitle>
          <p className="text-ink-muted">
            {formatBRL(plan.priceCents)}/{periodLabel(plan.days)}
          </p>
        </div>
        <Badge variant={pastDue ? "danger" : "success"} data-testid="subscription-status">
          {STATUS_LABELS[status]}
        </Badge>
      </div>
      {pastDue && (
        <div role="alert" className="flex gap-3 rounded-2xl bg-red-50 p-4 text-sm text-red-900">
          <AlertTriangleIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-bold">{MSG_RENEWAL_FAILED}</p>
            {failure && (
              <p className="mt-1">
                Cobrança de {formatDate(failure.at)} recusada. Motivo: {failure.reason}.
              </p>
            )}
          </div>
        </div>
      )}
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-muted">{pastDue ? "Cobrança pendente desde" : "Próxima cobrança"}</dt>
          <dd className="font-bold text-ink" data-testid="subscription-next-charge">
            {formatDate(subscription.currentPeriodEnd)}
            {pendingPlan && !pastDue && ` · ${pendingPlan.name}, ${formatBRL(pendingPlan.priceCents)}`}
            {!pendingPlan && !pastDue && plan.priceCents > 0 && ` · ${formatBRL(plan.priceCents)}`}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Cartão</dt>
          <dd className="flex items-center gap-2 font-bold text-ink" data-testid="subscription-card-digits">
            <CreditCardIcon className="size-4" aria-hidden />
            {card ? `${card.brand} •••• ${card.lastDigits}` : "Nenhum (plano gratuito)"}
          </dd>
        </div>
      </dl>
      {pendingPlan && !pastDue && (
        <p className="rounded-2xl bg-brand-soft p-3 text-sm text-brand-ink">
          Mudança agendada: a partir de {formatDate(subscription.currentPeriodEnd)} seu plano será {pendingPlan.name}.
        </p>
      )}
      {actions && (
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild variant={pastDue ? "primary" : "outline"}>
          <Link href="/homepage/planos/editar-pagamento">Editar informações de pagamento</Link>
        </Button>
        {showChange && (
          <Button asChild variant="outline">
            <Link href="/homepage/planos">Mudar de plano</Link>
          </Button>
        )}
        <CancelSubscriptionDialog planName={plan.name} />
      </div>
      )}
    </Card>
  );
}
