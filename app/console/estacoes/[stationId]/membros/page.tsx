// "Membros": the station's members, 25 a page, newest first, found by one search box (name or
// e-mail start, CPF with or without punctuation, member id) and narrowed by state, plan, joining
// day and last-seen day. Every filter is in the URL, so a filtered list can be shared and the
// back button returns to it. Owners only: the team's work is validation, support and orders.
import type { Metadata } from "next";
import Link from "next/link";
import { UsersIcon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SearchInput } from "@/components/ui/search-input";
import { Select } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { memberFilterFrom, memberQueryString, searchMembers, stationPlanOptions } from "@/lib/accounts/console/members";
import { MEMBER_STATUS_LABELS, MEMBER_STATUSES } from "@/lib/accounts/console/schemas";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { formatDate, formatDateTime, formatPoints } from "@/lib/format";
import { FilterButtons } from "../../../_components/filter-form";
import { Pager } from "../../../_components/pager";
import { ConsolePage, ConsoleSection } from "../../../_components/console-page";
import { MembersHeaderActions } from "./members-header-actions";
import { MemberStatusBadge } from "./member-status-badge";

export const metadata: Metadata = { title: "Membros" };

export default async function MembersPage({ params, searchParams }: { params: Promise<{ stationId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const filter = memberFilterFrom(await searchParams);
  const db = await getDb();
  const [list, planOptions] = await Promise.all([searchMembers(db, station.id, filter), stationPlanOptions(db, station.id)]);
  const base = `/estacoes/${station.id}/membros`;
  const filtered = Boolean(filter.q || filter.status || filter.planId || filter.joinedFrom || filter.joinedTo || filter.seenFrom || filter.seenTo);

  return (
    <ConsolePage
      eyebrow={station.name}
      title="Membros"
      description="Quem participa da estação: encontre um membro pelo nome, e-mail, CPF ou número e abra o cadastro para ver o extrato, suspender, ajustar pontos ou apagar os dados."
      actions={<MembersHeaderActions stationId={station.id} />}
    >
      <ConsoleSection>
        <form method="get" action={base} aria-label="Buscar membros" className="flex flex-col gap-4">
          <SearchInput name="q" label="Buscar por nome, e-mail, CPF ou número do membro" placeholder="Nome, e-mail, CPF ou número do membro" defaultValue={filter.q} />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Situação">
              <Select name="status" defaultValue={filter.status ?? ""}>
                <option value="">Todas</option>
                {MEMBER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {MEMBER_STATUS_LABELS[status]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Plano">
              <Select name="plano" defaultValue={filter.planId ? String(filter.planId) : ""}>
                <option value="">Todos</option>
                {planOptions.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.name}
                  </option>
                ))}
              </Select>
            </Field>
            <fieldset className="grid grid-cols-2 gap-2">
              <legend className="sr-only">Entrou entre</legend>
              <Field label="Entrou de">
                <Input type="date" name="entradaDe" defaultValue={filter.joinedFrom ?? ""} />
              </Field>
              <Field label="até">
                <Input type="date" name="entradaAte" defaultValue={filter.joinedTo ?? ""} />
              </Field>
            </fieldset>
            <fieldset className="grid grid-cols-2 gap-2">
              <legend className="sr-only">Visto por último entre</legend>
              <Field label="Visto de">
                <Input type="date" name="vistoDe" defaultValue={filter.seenFrom ?? ""} />
              </Field>
              <Field label="até">
                <Input type="date" name="vistoAte" defaultValue={filter.seenTo ?? ""} />
              </Field>
            </fieldset>
          </div>
          <FilterButtons filtered={filtered} resetHref={base} submit="Buscar" reset="Limpar filtros" />
        </form>
      </ConsoleSection>

      <p className="text-sm text-ink-muted" aria-live="polite">
        {list.totalCapped ? `Mais de ${list.total.toLocaleString("pt-BR")} membros` : list.total === 1 ? "1 membro" : `${list.total.toLocaleString("pt-BR")} membros`}
        {filtered ? (list.total === 1 ? " encontrado com esses filtros" : " encontrados com esses filtros") : ""}
      </p>

      {list.rows.length === 0 ? (
        <EmptyState icon={UsersIcon} text={filtered ? "Nenhum membro encontrado com esses filtros." : "Nenhum membro cadastrado ainda."} />
      ) : (
        <Table className="min-w-[56rem]">
          <caption className="sr-only">Membros da estação</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Nome</TableHead>
              <TableHead>CPF</TableHead>
              <TableHead>E-mail</TableHead>
              <TableHead>Plano</TableHead>
              <TableHead className="text-right">Pontos</TableHead>
              <TableHead>Entrou em</TableHead>
              <TableHead>Visto por último</TableHead>
              <TableHead>Situação</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.rows.map((member) => (
              <TableRow key={member.id}>
                <TableCell>
                  <Link href={`${base}/${member.id}`} className="font-bold text-sky-800 underline underline-offset-4">
                    {member.name ?? (member.status === "excluido" ? "Dados apagados" : "Sem nome")}
                  </Link>
                  <span className="block text-xs text-ink-muted">Nº {member.id}</span>
                </TableCell>
                <TableCell className="whitespace-nowrap">{member.cpf ?? "—"}</TableCell>
                <TableCell className="max-w-64 truncate">{member.email ?? "—"}</TableCell>
                <TableCell>{member.plan ?? "—"}</TableCell>
                <TableCell className="text-right font-bold whitespace-nowrap">{formatPoints(member.balance)}</TableCell>
                <TableCell className="whitespace-nowrap">{formatDate(member.createdAt)}</TableCell>
                <TableCell className="whitespace-nowrap">{member.lastSeenAt ? formatDateTime(member.lastSeenAt) : "Nunca"}</TableCell>
                <TableCell>
                  <MemberStatusBadge status={member.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager label="Páginas de membros" page={list.page} pages={list.pageCount} href={(n) => `${base}${memberQueryString(filter, n)}`} back="Anterior" on="Próxima" />
    </ConsolePage>
  );
}
