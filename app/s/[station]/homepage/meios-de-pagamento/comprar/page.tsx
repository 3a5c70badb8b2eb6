// /homepage/meios-de-pagamento/comprar: "Abastecer
// créditos" by bank transfer — the station's account (setting bankTransfer), "Quantidade em BRL",
// a success dialog — and "Pedidos de tranferência" with each request's date, amount and status.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { PageHeading } from "@/components/activities/page-heading";
import { Button } from "@/components/ui/button";
import { TopUp } from "@/components/wallet/top-up";
import { requireMemberPage } from "@/lib/auth/guard";
import { WALLET_TEXTS } from "@/lib/wallet/messages";
import { loadTopUp } from "@/lib/wallet/pages";

export const metadata: Metadata = { title: WALLET_TEXTS.topUpTab };

export default async function TopUpPage({ params, searchParams }: { params: Promise<{ station: string }>; searchParams: Promise<{ aba?: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  if (!station.flags.myAccount) notFound();
  const { bank, requests } = await loadTopUp(station, user.id);
  const { aba } = await searchParams;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title="Abastecer créditos" subtitle="Transfira do seu banco e receba os créditos na sua carteira.">
        <Button asChild variant="ghost" size="sm">
          <Link href="/homepage/meios-de-pagamento">
            <ArrowLeftIcon className="size-4" aria-hidden />
            Meios de pagamento
          </Link>
        </Button>
      </PageHeading>
      <TopUp bank={bank} requests={requests} initialTab={aba === "pedidos" ? "pedidos" : "abastecer"} />
    </div>
  );
}
