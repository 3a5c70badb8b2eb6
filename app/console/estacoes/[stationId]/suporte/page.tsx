// "Suporte": the messages visitors and members sent from the station's contact forms, newest
// first, filtered by status (new by default). Owners and staff: the team answers members too.
import type { Metadata } from "next";
import Link from "next/link";
import { MessageSquareIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format";
import { countConsoleSupportMessages, listConsoleSupportMessages } from "@/lib/support/console/queries";
import { SUPPORT_STATUS_LABELS, SUPPORT_STATUS_PARAMS } from "@/lib/support/console/schemas";
import { ConsolePage } from "../../../_components/console-page";
import { InboxTabs } from "../../../_components/inbox-tabs";
import { SUPPORT_STATUS_BADGE, SUPPORT_KIND_LABELS } from "./support-labels";

export const metadata: Metadata = { title: "Suporte" };

const EMPTY = { new: "Nenhuma mensagem nova.", answered: "Nenhuma mensagem respondida.", closed: "Nenhuma mensagem encerrada." } as const;

export default async function SupportInboxPage({ params, searchParams }: { params: Promise<{ stationId: string }>; searchParams: Promise<{ status?: string | string[] }> }) {
  const { station } = await requireConsolePage(params);
  const raw = (await searchParams).status;
  const status = (typeof raw === "string" && SUPPORT_STATUS_PARAMS[raw]) || "new";
  const db = await getDb();
  const [messages, counts] = await Promise.all([listConsoleSupportMessages(db, station.id, status), countConsoleSupportMessages(db, station.id)]);
  const base = `/estacoes/${station.id}/suporte`;
  return (
    <ConsolePage
      eyebrow={station.name}
      title="Suporte"
      description="Mensagens do Fale Conosco do site e da área do membro. A resposta vai por e-mail para quem escreveu."
    >
      <InboxTabs
        label="Situação das mensagens"
        tabs={Object.entries(SUPPORT_STATUS_PARAMS).map(([param, s]) => ({
          href: s === "new" ? base : `${base}?status=${param}`,
          label: SUPPORT_STATUS_LABELS[s],
          count: counts[s],
          current: s === status,
        }))}
      />
      {messages.length === 0 ? (
        <EmptyState icon={MessageSquareIcon} text={EMPTY[status]} />
      ) : (
        <Table>
          <caption className="sr-only">Mensagens: {SUPPORT_STATUS_LABELS[status]}</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Assunto</TableHead>
              <TableHead>De</TableHead>
              <TableHead>Recebida em</TableHead>
              <TableHead>Situação</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {messages.map((m) => (
              <TableRow key={m.id}>
                <TableCell className="min-w-56">
                  <Link href={`${base}/${m.id}`} className="font-bold text-ink underline-offset-2 hover:underline">
                    {m.subject}
                  </Link>
                  <p className="line-clamp-1 text-xs text-ink-muted">{m.message}</p>
                </TableCell>
                <TableCell className="min-w-44">
                  <p className="font-bold">{m.member?.name ?? m.name}</p>
                  <p className="text-xs text-ink-muted">
                    {m.email} · {m.member ? "Membro" : SUPPORT_KIND_LABELS[m.kind]}
                  </p>
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(m.createdAt)}</TableCell>
                <TableCell>
                  <Badge variant={SUPPORT_STATUS_BADGE[m.status]}>{SUPPORT_STATUS_LABELS[m.status]}</Badge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ConsolePage>
  );
}
