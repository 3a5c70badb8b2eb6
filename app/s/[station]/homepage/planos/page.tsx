// /homepage/planos: the member's plan (with a failed renewal shown), then
// the station's plans not deleted, cheapest first after discount, and the enterprise card when
// the station turns it on (a setting).
import type { Metadata } from "next";
import { BadgePercentIcon } from "lucide-react";
import { PageHeading } from "@/components/activities/page-heading";
import { ChargeHistory } from "@/components/plans/charge-history";
import { EnterprisePlanCard, PlanCard, planButton } from "@/components/plans/plan-card";
import { SubscriptionCard } from "@/components/plans/profile-plan-card";
import { EmptyState } from "@/components/ui/empty-state";
import { requireMemberPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { formatDate } from "@/lib/format";
import { getCurrentSubscription, listChargeHistory, listMemberPlans } from "@/lib/plans/subscriptions";

export const metadata: Metadata = { title: "Planos" };

export default async function PlansPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  const db = await getDb();
  const who = { stationId: station.id, userId: user.id };
  const [plans, subscription, history] = await Promise.all([listMemberPlans(db, station.id), getCurrentSubscription(db, who), listChargeHistory(db, who)]);
  const current = subscription ? plans.find((p) => p.id === subscription.plan.id) ?? { id: subscription.plan.id, amountCents: subscription.plan.amountCents } : null;
  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <PageHeading title="Planos" subtitle="Escolha o plano que combina com você." />
      {subscription && <SubscriptionCard subscription={subscription} showChange={false} />}
      {plans.length === 0 && !station.settings.enterprisePlanCard ? (
        <EmptyState text="Nenhum plano disponível no momento." icon={BadgePercentIcon} />
      ) : (
        <ul className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Planos disponíveis">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                button={planButton(plan, current)}
                pendingLabel={subscription?.pendingPlan?.id === plan.id ? `Começa em ${formatDate(subscription.currentPeriodEnd)}` : undefined}
              />
            </li>
          ))}
          {station.settings.enterprisePlanCard && (
            <li>
              <EnterprisePlanCard />
            </li>
          )}
        </ul>
      )}
      <ChargeHistory items={history} />
    </div>
  );
}
