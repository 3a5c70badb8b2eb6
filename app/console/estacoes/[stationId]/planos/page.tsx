// "Planos": the plans a station offers, created, edited, highlighted and (softly) deleted here.
// Owners only.
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listConsolePlans } from "@/lib/plans/console/commands";
import { ConsolePage, ConsoleSection } from "../../../_components/console-page";
import { PlansManager } from "./_components/plans-manager";

export const metadata: Metadata = { title: "Planos" };

export default async function PlansConsolePage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const plans = await listConsolePlans(await getDb(), station.id);
  const subscribers = plans.reduce((n, p) => n + p.subscribers, 0);
  return (
    <ConsolePage
      eyebrow="Programa"
      title="Planos"
      description="Os planos que os membros assinam pelo site. A seção Planos da página inicial mostra todos, na ordem desta lista."
    >
      <ConsoleSection
        title="Planos à venda"
        description={
          plans.length === 0
            ? undefined
            : `${plans.length} ${plans.length === 1 ? "plano" : "planos"} · ${subscribers === 0 ? "nenhum assinante ativo" : subscribers === 1 ? "1 assinante ativo" : `${subscribers} assinantes ativos`}`
        }
      >
        <PlansManager
          stationId={station.id}
          plans={plans.map((p) => ({
            id: p.id,
            name: p.name,
            description: p.description,
            priceCents: p.priceCents,
            discountCents: p.discountCents,
            days: p.days,
            benefits: p.benefits,
            image: p.image,
            isHighlighted: p.isHighlighted,
            purchaseText: p.purchaseText,
            subscribers: p.subscribers,
          }))}
        />
      </ConsoleSection>
    </ConsolePage>
  );
}
