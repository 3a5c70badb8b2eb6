// /homepage/carteirinha: the virtual member card. Its states: pending (the skeleton
// while the card and its QR are made on the server) and resolved (the card); "Imprimir / Salvar"
// opens the browser's print dialog, where "Salvar como PDF" saves it, and only the card prints.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { PageHeading } from "@/components/activities/page-heading";
import { PrintButton } from "@/components/commerce/print-actions";
import { MemberCardView } from "@/components/profile/member-card-view";
import { Skeleton } from "@/components/ui/skeleton";
import { loadMemberCard } from "@/lib/accounts/member-card";
import { requireMemberPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { isFeatureOn } from "@/lib/stations/features";
import type { Station } from "@/lib/stations/queries";

export const metadata: Metadata = { title: "Carteirinha" };

export default async function MemberCardPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  if (!isFeatureOn(station, "card")) notFound();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title="Carteirinha" subtitle="Sua carteirinha virtual de membro.">
        <PrintButton label="Imprimir / Salvar" className="print:hidden" />
      </PageHeading>
      <Suspense fallback={<CardSkeleton />}>
        <ResolvedCard station={station} userId={user.id} />
      </Suspense>
    </div>
  );
}

async function ResolvedCard({ station, userId }: { station: Station; userId: number }) {
  const card = await loadMemberCard(await getDb(), station, userId);
  if (!card) notFound();
  return <MemberCardView card={card} station={station} />;
}

function CardSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite" className="mx-auto w-full max-w-2xl overflow-hidden rounded-3xl border border-line bg-white">
      <span className="sr-only">Carregando...</span>
      <Skeleton className="h-18 rounded-none" />
      <div className="grid gap-6 p-6 sm:grid-cols-[auto_1fr]">
        <Skeleton className="mx-auto size-44 rounded-xl" />
        <div className="grid gap-3">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-9 rounded-xl" />
          ))}
        </div>
      </div>
    </div>
  );
}
