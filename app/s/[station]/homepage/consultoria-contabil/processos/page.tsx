// /homepage/consultoria-contabil/processos: the member's accounting processes, by the CPF on their
// account; a card opens its detail.
import type { Metadata } from "next";
import { ProcessCards } from "@/components/services/process-cards";
import { PageHeading } from "@/components/activities/page-heading";
import { requireMemberPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listPersonalProcesses } from "@/lib/services/cases";
import { requireServiceMember } from "@/lib/services/area";
import { MSG_NO_PROCESSES, PROCESSES_TITLE } from "@/lib/services/texts";
import { toProcessCard } from "@/lib/services/views";

export const metadata: Metadata = { title: "Processos · Consultoria contábil" };

export default async function AccountingProcessesPage({ params }: { params: Promise<{ station: string }> }) {
  const ctx = await requireMemberPage(params);
  if (!ctx) return null;
  const member = requireServiceMember(ctx, "accounting");
  const processes = (await listPersonalProcesses(await getDb(), member, "accounting")).map(toProcessCard);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title={PROCESSES_TITLE} subtitle="Os processos contábeis em seu CPF." />
      <ProcessCards processes={processes} empty={MSG_NO_PROCESSES} label={PROCESSES_TITLE} />
    </div>
  );
}
