// /homepage/consultoria-juridica/processos: "Processos e procedimentos": the station's
// collective cases, which every member sees, and the member's personal cases, by the CPF on their
// own account. A card opens its detail.
import type { Metadata } from "next";
import { ProcessCards } from "@/components/services/process-cards";
import { PageHeading } from "@/components/activities/page-heading";
import { requireMemberPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listCollectiveProcesses, listPersonalProcesses } from "@/lib/services/cases";
import { requireServiceMember } from "@/lib/services/area";
import { COLLECTIVE_TITLE, LEGAL_PROCESSES_TITLE, MSG_NO_CAUSES, MSG_NO_COLLECTIVE, PERSONAL_TITLE } from "@/lib/services/texts";
import { toProcessCard } from "@/lib/services/views";

export const metadata: Metadata = { title: "Processos e procedimentos · Consultoria jurídica" };

export default async function LegalProcessesPage({ params }: { params: Promise<{ station: string }> }) {
  const ctx = await requireMemberPage(params);
  if (!ctx) return null;
  const member = requireServiceMember(ctx, "legal");
  const db = await getDb();
  const [collective, personal] = await Promise.all([listCollectiveProcesses(db, ctx.station.id), listPersonalProcesses(db, member, "legal")]);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title={LEGAL_PROCESSES_TITLE} />
      <section aria-labelledby="causas-coletivas" className="mb-8">
        <h3 id="causas-coletivas" className="mb-3 text-lg font-bold text-ink">
          {COLLECTIVE_TITLE}
        </h3>
        <ProcessCards processes={collective.map(toProcessCard)} empty={MSG_NO_COLLECTIVE} label={COLLECTIVE_TITLE} />
      </section>
      <section aria-labelledby="causas-pessoais">
        <h3 id="causas-pessoais" className="mb-3 text-lg font-bold text-ink">
          {PERSONAL_TITLE}
        </h3>
        <ProcessCards processes={personal.map(toProcessCard)} empty={MSG_NO_CAUSES} label={PERSONAL_TITLE} />
      </section>
    </div>
  );
}
