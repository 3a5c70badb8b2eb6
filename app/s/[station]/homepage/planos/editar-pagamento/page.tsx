// /homepage/planos/editar-pagamento: the card that pays the member's subscription.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeading } from "@/components/activities/page-heading";
import { CardUpdateForm } from "@/components/plans/card-update-form";
import { SubscriptionCard } from "@/components/plans/profile-plan-card";
import { requireMemberPage } from "@/lib/auth/guard";
import { listMemberCards } from "@/lib/wallet/cards";
import { getDb } from "@/lib/db/client";
import { formatCpf } from "@/lib/format";
import { getCurrentSubscription } from "@/lib/plans/subscriptions";

export const metadata: Metadata = { title: "Editar informações de pagamento" };

export default async function EditPaymentPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  const db = await getDb();
  const [subscription, cards] = await Promise.all([getCurrentSubscription(db, { stationId: station.id, userId: user.id }), listMemberCards(db, station.id, user.id)]);
  if (!subscription) redirect("/homepage/planos");
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeading title="Editar informações de pagamento" />
      <SubscriptionCard subscription={subscription} actions={false} />
      <CardUpdateForm
        savedCards={cards}
        currentCardId={subscription.card?.id ?? null}
        pastDue={subscription.status === "past_due"}
        customer={{ name: user.name ?? "", cpf: user.cpf ? formatCpf(user.cpf) : "", email: user.email ?? "" }}
      />
    </div>
  );
}
