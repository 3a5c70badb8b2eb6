// /homepage/meios-de-pagamento/criar: a new card through the checkout's card form; it is tokenised
// by the payments adapter and comes back selected on "Meios de pagamento".
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeading } from "@/components/activities/page-heading";
import { Card } from "@/components/ui/card";
import { AddCardForm } from "@/components/wallet/add-card-form";
import { requireMemberPage } from "@/lib/auth/guard";
import { loadPayer } from "@/lib/wallet/pages";

export const metadata: Metadata = { title: "Adicionar cartão" };

export default async function AddCardPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  if (!station.flags.myAccount) notFound();
  const payer = await loadPayer(station.id, user.id);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title="Adicionar cartão" subtitle="Guardamos só a bandeira, os últimos dígitos e a validade. O número fica com o processador de pagamentos." />
      <Card className="p-5 sm:p-6">
        <AddCardForm customer={payer} />
      </Card>
    </div>
  );
}
