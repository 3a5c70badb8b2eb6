// Relatórios: the station's figures over a period chosen in the address (presets or two days,
// Brasília time): members, participations per activity, points issued, redeemed and still owed,
// and revenue by payment method. Every chart has its numbers in a table beside it, and every table
// downloads as CSV. Owners only.
import type { Metadata } from "next";
import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { formatBRL, formatPoints } from "@/lib/format";
import { dashboard, TOP_ACTIVITIES } from "@/lib/reports/dashboard";
import { RANGE_PRESETS, rangeQueryString, reportRangeFrom, type RangeQuery } from "@/lib/reports/range";
import { brDay, REPORT_TABLES, REVENUE_METHOD_LABELS, type ReportTable } from "@/lib/reports/tables";
import { ConsolePage, ConsoleSection } from "../../../_components/console-page";
import { InboxTabs } from "../../../_components/inbox-tabs";
import { ActivitiesChart, PointsChart, RevenueChart } from "./report-charts";

export const metadata: Metadata = { title: "Relatórios" };

const whole = new Intl.NumberFormat("pt-BR");

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-line p-4" data-figure={label}>
      <dt className="text-sm font-bold text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold break-words text-ink">{value}</dd>
      {hint && <dd className="text-xs text-ink-muted">{hint}</dd>}
    </div>
  );
}

function ExportLink({ href, table }: { href: string; table: ReportTable }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={`${href}&tabela=${table}`} download>
        <DownloadIcon className="size-4" aria-hidden />
        Exportar CSV<span className="sr-only"> ({REPORT_TABLES[table].title})</span>
      </a>
    </Button>
  );
}

export default async function ReportsPage({ params, searchParams }: { params: Promise<{ stationId: string }>; searchParams: Promise<RangeQuery> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const range = reportRangeFrom(await searchParams);
  const data = await dashboard(await getDb(), station.id, range);
  const base = `/estacoes/${station.id}/relatorios`;
  const exportBase = `${base}/exportar?${rangeQueryString(range)}`;
  const period = `${brDay(range.from)} a ${brDay(range.to)}`;
  const top = data.activities.slice(0, TOP_ACTIVITIES);
  const series = data.points.daily.map((d) => ({ label: brDay(d.day).slice(0, 5), issued: d.issued, redeemed: d.redeemed }));
  const revenue = data.revenue.lines.map((l) => ({ label: REVENUE_METHOD_LABELS[l.method], net: l.net }));

  return (
    <ConsolePage title="Relatórios" description={`Os números da estação de ${period}. Dias no horário de Brasília.`}>
      <ConsoleSection>
        <div className="flex flex-col gap-4">
          <InboxTabs
            label="Período"
            tabs={RANGE_PRESETS.map((preset) => ({ href: `${base}?periodo=${preset.value}`, label: preset.label, current: range.preset === preset.value }))}
          />
          <form key={`${range.from}:${range.to}`} method="get" action={base} aria-label="Escolher o período" className="grid gap-3 sm:grid-cols-[10rem_10rem_auto] sm:items-end">
            <Field label="De">
              <Input type="date" name="de" defaultValue={range.from} required />
            </Field>
            <Field label="Até">
              <Input type="date" name="ate" defaultValue={range.to} required />
            </Field>
            <div>
              <Button type="submit">Aplicar</Button>
            </div>
          </form>
        </div>
      </ConsoleSection>

      <ConsoleSection title="Membros" description="Contas de participantes. Ativos: participaram de alguma atividade ou entraram no site no período." actions={<ExportLink href={exportBase} table="membros" />}>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Figure label="Membros no total" value={whole.format(data.members.total)} hint={`até ${brDay(range.to)}`} />
          <Figure label="Novos no período" value={whole.format(data.members.new)} />
          <Figure label="Ativos no período" value={whole.format(data.members.active)} />
        </dl>
      </ConsoleSection>

      <ConsoleSection title="Participações por atividade" description="Participações concluídas ou pendentes no período; as canceladas não contam." actions={<ExportLink href={exportBase} table="atividades" />}>
        {data.activities.length === 0 ? (
          <p className="text-ink-muted">Nenhuma participação no período.</p>
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            <figure className="min-w-0">
              <figcaption className="mb-2 text-sm font-bold text-ink">Atividades mais procuradas (as {Math.min(TOP_ACTIVITIES, top.length)} com mais participações)</figcaption>
              <ActivitiesChart data={top.map((a) => ({ name: a.name, participations: a.participations }))} />
            </figure>
            <Table aria-label="Participações por atividade">
              <TableHeader>
                <TableRow>
                  <TableHead>Atividade</TableHead>
                  <TableHead className="text-right">Participações</TableHead>
                  <TableHead className="text-right">Membros</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.activities.map((a) => (
                  <TableRow key={a.activityId}>
                    <TableCell className="min-w-40">{a.name}</TableCell>
                    <TableCell className="text-right tabular-nums">{whole.format(a.participations)}</TableCell>
                    <TableCell className="text-right tabular-nums">{whole.format(a.members)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </ConsoleSection>

      <ConsoleSection title="Pontos" description="Emitidos: créditos aos membros, menos cashback estornado. Resgatados: pontos gastos, menos devoluções." actions={<ExportLink href={exportBase} table="pontos" />}>
        <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <Figure label="Emitidos" value={formatPoints(data.points.issued)} />
          <Figure label="Resgatados" value={formatPoints(data.points.redeemed)} />
          <Figure label="Expirados" value={formatPoints(data.points.expired)} />
          <Figure label="Saldo em aberto" value={formatPoints(data.points.outstanding)} hint={`soma dos saldos em ${brDay(range.to)}`} />
        </dl>
        <figure className="mt-6 min-w-0">
          <figcaption className="mb-2 text-sm font-bold text-ink">Pontos emitidos e resgatados por dia</figcaption>
          <PointsChart data={series} />
        </figure>
        <details className="mt-4">
          <summary className="cursor-pointer font-bold text-sky-800 underline underline-offset-4">Ver os números por dia</summary>
          <div className="mt-3">
            <Table aria-label="Pontos por dia">
              <TableHeader>
                <TableRow>
                  <TableHead>Dia</TableHead>
                  <TableHead className="text-right">Emitidos</TableHead>
                  <TableHead className="text-right">Resgatados</TableHead>
                  <TableHead className="text-right">Expirados</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.points.daily.map((d) => (
                  <TableRow key={d.day}>
                    <TableCell>{brDay(d.day)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatPoints(d.issued)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatPoints(d.redeemed)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatPoints(d.expired)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </details>
      </ConsoleSection>

      <ConsoleSection title="Receita por forma de pagamento" description="Pedidos pagos no período, descontados os reembolsos; pontos gastos em atividades valem R$ 1,00 por ponto." actions={<ExportLink href={exportBase} table="receita" />}>
        <div className="grid gap-6 lg:grid-cols-2">
          <figure className="min-w-0">
            <figcaption className="mb-2 text-sm font-bold text-ink">Receita líquida por forma de pagamento</figcaption>
            <RevenueChart data={revenue} />
          </figure>
          <Table aria-label="Receita por forma de pagamento">
            <TableHeader>
              <TableRow>
                <TableHead>Forma</TableHead>
                <TableHead className="text-right">Recebido</TableHead>
                <TableHead className="text-right">Reembolsado</TableHead>
                <TableHead className="text-right">Líquido</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.revenue.lines.map((l) => (
                <TableRow key={l.method} data-method={l.method}>
                  <TableCell>{REVENUE_METHOD_LABELS[l.method]}</TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">{formatBRL(l.gross)}</TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">{formatBRL(l.refunded)}</TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">{formatBRL(l.net)}</TableCell>
                </TableRow>
              ))}
              <TableRow className="font-bold">
                <TableCell>Total</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">{formatBRL(data.revenue.total.gross)}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">{formatBRL(data.revenue.total.refunded)}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">{formatBRL(data.revenue.total.net)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </div>
      </ConsoleSection>
    </ConsolePage>
  );
}
