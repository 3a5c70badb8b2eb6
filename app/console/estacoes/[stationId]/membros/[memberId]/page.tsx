// One member in the console: who they are and the account's state, the decisions the owner may
// take (adjust points, suspend or reactivate, erase under the LGPD), the points statement as the
// member reads it (credits and debits, newest first, paged), and their orders, participations,
// trophies, open sessions and consent history (the LGPD ledger, read-only). Owners only, like the list.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { getMemberProfile, memberOpenSessions, memberOrders, memberParticipations, memberStatement, memberTrophyList } from "@/lib/accounts/console/member-detail";
import { requireConsolePage } from "@/lib/auth/guard";
import { ORDER_STATUS_LABELS } from "@/lib/commerce/messages";
import { CONSENT_LABELS, consentHistory } from "@/lib/consents";
import { getDb } from "@/lib/db/client";
import { formatBRL, formatDate, formatDateTime, formatPoints } from "@/lib/format";
import { ConsolePage, ConsoleSection } from "../../../../_components/console-page";
import { InboxTabs } from "../../../../_components/inbox-tabs";
import { MemberStatusBadge } from "../member-status-badge";
import { MemberActions } from "./member-actions";

export const metadata: Metadata = { title: "Membro" };

const PARTICIPATION_LABELS: Record<string, string> = { done: "Concluída", pending: "Aguardando validação", cancelled: "Cancelada" };

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-ink-muted">{children}</p>;
}

export default async function MemberPage({
  params,
  searchParams,
}: {
  params: Promise<{ stationId: string; memberId: string }>;
  searchParams: Promise<{ extrato?: string; pagina?: string }>;
}) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const raw = (await params).memberId;
  const memberId = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  const db = await getDb();
  const profile = Number.isSafeInteger(memberId) ? await getMemberProfile(db, station.id, memberId) : null;
  if (!profile) notFound();

  const query = await searchParams;
  const side = query.extrato === "debitos" ? "used" : "earned";
  const page = /^\d{1,6}$/.test(query.pagina ?? "") ? Number(query.pagina) : 1;
  const [statement, orders, participations, trophies, openSessions, consentEntries] = await Promise.all([
    memberStatement(db, station.id, memberId, side, page),
    memberOrders(db, station.id, memberId),
    memberParticipations(db, station.id, memberId),
    memberTrophyList(db, station.id, memberId),
    memberOpenSessions(db, station.id, memberId),
    consentHistory(db, station.id, memberId),
  ]);
  const base = `/estacoes/${station.id}/membros/${memberId}`;
  const displayName = profile.name ?? (profile.status === "excluido" ? "Dados apagados" : "Sem nome");
  const statementHref = (s: "creditos" | "debitos", p = 1) => `${base}?extrato=${s}${p > 1 ? `&pagina=${p}` : ""}#extrato`;
  const currentSide = side === "used" ? "debitos" : "creditos";

  const facts: [string, React.ReactNode][] = [
    ["Número", profile.id],
    ["E-mail", profile.email ?? "—"],
    ["CPF", profile.cpf ?? "—"],
    ["Telefone", profile.tel ?? "—"],
    ["Nascimento", profile.birthday ? formatDate(profile.birthday) : "—"],
    ["Cidade", profile.place ?? "—"],
    ["Plano", profile.plan ?? "—"],
    ["Entrou em", formatDate(profile.createdAt)],
    ...(profile.suspendedAt ? ([["Suspenso em", formatDateTime(profile.suspendedAt)]] as [string, string][]) : []),
    ...(profile.deletedAt ? ([["Dados apagados em", formatDateTime(profile.deletedAt)]] as [string, string][]) : []),
  ];

  return (
    <ConsolePage
      eyebrow="Membros"
      title={displayName}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <MemberStatusBadge status={profile.status} />
          <span>
            Saldo: <strong className="text-ink">{formatPoints(profile.balance)} pontos</strong>
          </span>
        </span>
      }
      actions={<MemberActions stationId={station.id} memberId={memberId} name={displayName} status={profile.status} />}
    >
      <Link href={`/estacoes/${station.id}/membros`} className="flex w-fit items-center gap-2 text-sm font-bold text-sky-800 underline underline-offset-4">
        <ArrowLeftIcon className="size-4" aria-hidden />
        Todos os membros
      </Link>

      <ConsoleSection title="Cadastro">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-bold tracking-wide text-ink-muted uppercase">{label}</dt>
              <dd className="break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </ConsoleSection>

      <ConsoleSection title="Extrato de pontos" description="O mesmo extrato que o membro vê, do mais recente ao mais antigo." className="scroll-mt-6">
        <div id="extrato" className="flex flex-col gap-4">
          <InboxTabs
            label="Lado do extrato"
            tabs={[
              { href: statementHref("creditos"), label: "Créditos", current: currentSide === "creditos" },
              { href: statementHref("debitos"), label: "Débitos", current: currentSide === "debitos" },
            ]}
          />
          {statement.rows.length === 0 ? (
            <Empty>{side === "earned" ? "Nenhum crédito ainda." : "Nenhum débito ainda."}</Empty>
          ) : (
            <Table>
              <caption className="sr-only">{side === "earned" ? "Créditos" : "Débitos"}</caption>
              <TableHeader>
                <TableRow>
                  <TableHead>Quando</TableHead>
                  <TableHead>Descrição</TableHead>
                  <TableHead className="text-right">Pontos</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {statement.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell className="whitespace-nowrap">{formatDateTime(row.createdAt)}</TableCell>
                    <TableCell className="min-w-48">{row.actionName}</TableCell>
                    <TableCell className="text-right font-bold whitespace-nowrap">
                      {side === "used" ? "−" : "+"}
                      {formatPoints(row.points)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {statement.pageCount > 1 && (
            <nav aria-label="Páginas do extrato" className="flex items-center justify-between gap-4 text-sm">
              {statement.page > 1 ? (
                <Link href={statementHref(currentSide, statement.page - 1)} className="font-bold text-sky-800 underline underline-offset-4">
                  Mais recentes
                </Link>
              ) : (
                <span />
              )}
              <span className="text-ink-muted">
                Página {statement.page} de {statement.pageCount}
              </span>
              {statement.page < statement.pageCount ? (
                <Link href={statementHref(currentSide, statement.page + 1)} className="font-bold text-sky-800 underline underline-offset-4">
                  Mais antigos
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </div>
      </ConsoleSection>

      <div className="grid gap-6 xl:grid-cols-2">
        <ConsoleSection title="Pedidos" description="Os 20 mais recentes.">
          {orders.length === 0 ? (
            <Empty>Nenhum pedido.</Empty>
          ) : (
            <ul className="divide-y divide-line">
              {orders.map((order) => (
                <li key={order.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                  <span className="font-bold">Pedido {order.code}</span>
                  <span className="text-sm text-ink-muted">{ORDER_STATUS_LABELS[order.status] ?? order.status}</span>
                  <span className="text-sm whitespace-nowrap">
                    {formatBRL(order.totalValue)} · {formatDate(order.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </ConsoleSection>

        <ConsoleSection title="Participações" description="As 20 atividades mais recentes.">
          {participations.length === 0 ? (
            <Empty>Nenhuma participação.</Empty>
          ) : (
            <ul className="divide-y divide-line">
              {participations.map((p) => (
                <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                  <span className="min-w-0 font-bold break-words">{p.activity}</span>
                  <span className="text-sm whitespace-nowrap text-ink-muted">
                    {PARTICIPATION_LABELS[p.status] ?? p.status} · {formatDate(p.createdAt)}
                    {p.points !== 0 && ` · ${p.points > 0 ? "+" : "−"}${formatPoints(Math.abs(p.points))}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </ConsoleSection>

        <ConsoleSection title="Troféus">
          {trophies.length === 0 ? (
            <Empty>Nenhum troféu.</Empty>
          ) : (
            <ul className="divide-y divide-line">
              {trophies.map((t) => (
                <li key={t.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                  <span className="min-w-0 font-bold break-words">{t.description}</span>
                  <span className="text-sm text-ink-muted">{formatDate(t.awardedAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </ConsoleSection>

        <ConsoleSection title="Sessões abertas" description="Onde o membro está conectado no site agora.">
          {openSessions.length === 0 ? (
            <Empty>Nenhuma sessão aberta.</Empty>
          ) : (
            <ul className="divide-y divide-line">
              {openSessions.map((s) => (
                <li key={s.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                  <span className="font-bold">{s.device}</span>
                  <span className="text-sm text-ink-muted">
                    Entrou {formatDateTime(s.createdAt)} · visto {formatDateTime(s.lastSeenAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </ConsoleSection>
      </div>

      <ConsoleSection title="Consentimentos" description="Aceites e revogações do membro, do mais recente ao mais antigo. Não podem ser alterados.">
        {consentEntries.length === 0 ? (
          <Empty>Nenhum consentimento registrado.</Empty>
        ) : (
          <Table>
            <caption className="sr-only">Consentimentos</caption>
            <TableHeader>
              <TableRow>
                <TableHead>Quando</TableHead>
                <TableHead>Documento</TableHead>
                <TableHead>Versão</TableHead>
                <TableHead>Ação</TableHead>
                <TableHead>Canal</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {consentEntries.toReversed().map((entry, i) => (
                <TableRow key={i}>
                  <TableCell className="whitespace-nowrap">{formatDateTime(entry.at)}</TableCell>
                  <TableCell>{CONSENT_LABELS.document[entry.document]}</TableCell>
                  <TableCell className="font-mono text-sm break-all">{entry.version}</TableCell>
                  <TableCell>{CONSENT_LABELS.action[entry.action]}</TableCell>
                  <TableCell>{CONSENT_LABELS.channel[entry.channel]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ConsoleSection>
    </ConsolePage>
  );
}
