// Atividades: every activity of the station with its type, status, reward and participations,
// filtered by type and status and searched by name. Owners only.
import type { Metadata } from "next";
import Link from "next/link";
import { ListChecksIcon, PlusIcon, SearchIcon, TriangleAlertIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { listConsoleActivities, STATUS_LABELS, type ActivityStatus } from "@/lib/activities/console/commands";
import { ACTIVITY_TYPE_IDS, typeLabel } from "@/lib/activities/console/schemas";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { formatDate } from "@/lib/format";
import { ConsolePage, ConsoleSection } from "../../../_components/console-page";
import { ActivityRowActions } from "./_components/activity-row-actions";
import { StatusBadge } from "./_components/status-badge";
import { PointsText } from "./_components/points-text";
import { PointsExpiryForm } from "./_components/points-expiry-form";
import { stationExpiryRule } from "@/lib/wallet/console/expiry";
import { stationExpiryForm } from "@/lib/wallet/expiry-schema";
import { StationImage } from "@/components/ui/station-image";
import { Field } from "@/components/ui/field";

export const metadata: Metadata = { title: "Atividades" };

const number = new Intl.NumberFormat("pt-BR");

export default async function ActivitiesPage({
  params,
  searchParams,
}: {
  params: Promise<{ stationId: string }>;
  searchParams: Promise<{ tipo?: string; status?: string; busca?: string }>;
}) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const query = await searchParams;
  const typeId = ACTIVITY_TYPE_IDS.includes(Number(query.tipo)) ? Number(query.tipo) : null;
  const status = query.status && query.status in STATUS_LABELS ? (query.status as ActivityStatus) : null;
  const search = (query.busca ?? "").slice(0, 100);
  const rows = await listConsoleActivities(await getDb(), station.id, { typeId, status, search });
  const expiry = await stationExpiryRule(await getDb(), station.id);
  const filtered = Boolean(typeId || status || search.trim());
  const base = `/estacoes/${station.id}/atividades`;

  return (
    <ConsolePage
      eyebrow="Conteúdo"
      title="Atividades"
      description="O que os membros fazem para ganhar pontos: quizzes, pesquisas, cupons, conteúdos e mais. Uma atividade nova começa como rascunho."
      actions={
        <Button asChild>
          <Link href={`${base}/nova`}>
            <PlusIcon className="size-5" aria-hidden />
            Nova atividade
          </Link>
        </Button>
      }
    >
      <ConsoleSection>
        <form method="get" action={base} role="search" aria-label="Filtrar atividades" className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[1fr_14rem_11rem_auto]">
          <Field label="Buscar pelo nome">
            <Input name="busca" defaultValue={search} placeholder="Ex.: Quiz de boas-vindas" type="search" />
          </Field>
          <Field label="Tipo">
            <Select name="tipo" defaultValue={typeId ? String(typeId) : ""}>
              <option value="">Todos os tipos</option>
              {ACTIVITY_TYPE_IDS.map((id) => (
                <option key={id} value={id}>
                  {typeLabel(id)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Situação">
            <Select name="status" defaultValue={status ?? ""}>
              <option value="">Todas</option>
              {Object.entries(STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
          <div className="flex gap-2">
            <Button type="submit" variant="outline">
              <SearchIcon className="size-4" aria-hidden />
              Filtrar
            </Button>
            {filtered && (
              <Button asChild variant="ghost">
                <Link href={base}>Limpar</Link>
              </Button>
            )}
          </div>
        </form>

        <p className="mt-6 text-sm text-ink-muted" aria-live="polite">
          {rows.length === 1 ? "1 atividade" : `${number.format(rows.length)} atividades`}
          {filtered ? (rows.length === 1 ? " encontrada com esses filtros" : " encontradas com esses filtros") : ""}
        </p>

        {rows.length === 0 ? (
          <EmptyState
            icon={ListChecksIcon}
            className="mt-4"
            text={filtered ? "Nenhuma atividade com esses filtros." : "Esta estação ainda não tem atividades."}
            action={
              filtered ? (
                <Button asChild variant="outline">
                  <Link href={base}>Ver todas</Link>
                </Button>
              ) : (
                <Button asChild>
                  <Link href={`${base}/nova`}>Criar a primeira atividade</Link>
                </Button>
              )
            }
          />
        ) : (
          <Table className="mt-3 min-w-[40rem]">
            <TableHeader>
              <TableRow>
                <TableHead>Atividade</TableHead>
                <TableHead>Situação</TableHead>
                <TableHead className="text-right">Recompensa</TableHead>
                <TableHead className="text-right">Participações</TableHead>
                {/* The actions stay in view when a tablet scrolls the table sideways. */}
                <TableHead className="sticky right-0 bg-surface-muted">
                  <span className="sr-only">Ações</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>
                    <div className="flex items-center gap-3">
                      {a.image ? (
                        <StationImage src={a.image} alt="" width={44} height={44} className="size-11 shrink-0 rounded-xl object-cover" />
                      ) : (
                        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-500" aria-hidden>
                          <ListChecksIcon className="size-5" />
                        </span>
                      )}
                      <div className="min-w-0">
                        <Link href={`${base}/${a.id}`} className="font-bold text-ink underline-offset-4 hover:underline">
                          {a.name}
                        </Link>
                        <div className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-ink-muted">
                          <span>{a.typeName}</span>
                          {a.featured && <Badge variant="neutral">Destaque</Badge>}
                          {a.participationEnd && <span>· até {formatDate(a.participationEnd)}</span>}
                        </div>
                        {a.attemptsWarning && (
                          <p className="mt-1.5 flex max-w-md items-start gap-1.5 text-xs text-amber-900">
                            <TriangleAlertIcon className="mt-px size-3.5 shrink-0" aria-hidden />
                            {a.attemptsWarning}
                          </p>
                        )}
                      </div>
                    </div>
                  </TableCell>
                  <TableCell>
                    <StatusBadge status={a.status} />
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <PointsText value={a.points} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{number.format(a.participations)}</TableCell>
                  <TableCell className="sticky right-0 bg-white text-right shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.15)]">
                    <ActivityRowActions stationId={station.id} id={a.id} name={a.name} published={a.status !== "rascunho"} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ConsoleSection>
      <ConsoleSection
        title="Validade dos pontos"
        description="Quando vencem os pontos que os membros ganham a partir de agora. Cada atividade pode ter regra própria no seu formulário; os pontos já creditados mantêm a data que receberam."
      >
        <PointsExpiryForm initial={{ stationId: station.id, ...stationExpiryForm(expiry.months, expiry.reminders) }} />
      </ConsoleSection>
    </ConsolePage>
  );
}
