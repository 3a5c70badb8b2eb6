// /homepage/extrato/extratos-totais, "Meu extrato": the member's balance
// and the ledger in two tabs — "Créditos de Premiação" (credits) and "Créditos Utilizados" (debits,
// shown as positive) — with the action name, DD/MM/YYYY, the station's currency, a date range
// (São Paulo days, inclusive) and pages of 10. The figures come straight from points_ledger.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ChevronLeftIcon, ChevronRightIcon, CreditCardIcon, ReceiptTextIcon } from "lucide-react";
import { PageHeading } from "@/components/activities/page-heading";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ExpiryNotice } from "@/components/wallet/expiry-notice";
import { StatementRange, StatementTabs } from "@/components/wallet/statement-controls";
import { requireMemberPage } from "@/lib/auth/guard";
import { formatDate, formatStationCurrency } from "@/lib/format";
import { isFeatureOn } from "@/lib/stations/features";
import { WALLET_TEXTS } from "@/lib/wallet/messages";
import { loadStatement } from "@/lib/wallet/pages";
import { statementQuerySchema } from "@/lib/wallet/schemas";

export const metadata: Metadata = { title: WALLET_TEXTS.statementTitle };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function StatementPage({ params, searchParams }: { params: Promise<{ station: string }>; searchParams: SearchParams }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  if (!isFeatureOn(station, "statement")) notFound();
  const raw = await searchParams;
  const query = statementQuerySchema.parse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])));
  const { balance, expiry, page } = await loadStatement(station.id, user.id, query);
  const money = (hundredths: number) => formatStationCurrency(hundredths, station);
  const earned = query.aba === "premiacao";

  const pageHref = (n: number) => {
    const next = new URLSearchParams();
    if (!earned) next.set("aba", "utilizados");
    if (query.de) next.set("de", query.de);
    if (query.ate) next.set("ate", query.ate);
    if (n > 1) next.set("pagina", String(n));
    const s = next.toString();
    return s ? `?${s}` : "?";
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title={WALLET_TEXTS.statementTitle}>
        <Button asChild variant="outline" size="sm">
          <Link href="/homepage/meios-de-pagamento">
            <CreditCardIcon className="size-4" aria-hidden />
            Comprar pontos
          </Link>
        </Button>
      </PageHeading>
      <div className="mb-6 grid gap-4 grid-cols-1 md:grid-cols-[minmax(0,19rem)_minmax(0,1fr)]">
        <Card className="flex flex-col justify-center bg-brand-soft p-5">
          <p className="text-sm font-semibold text-brand-ink">Saldo atual</p>
          <p className="mt-1 text-2xl font-bold text-ink" data-testid="statement-balance">
            {money(balance)}
          </p>
          <ExpiryNotice expiry={expiry} currency={station} className="mt-2" />
        </Card>
        <Card className="p-5">
          <StatementRange start={query.de ?? ""} end={query.ate ?? ""} />
        </Card>
      </div>

      <StatementTabs active={query.aba}>
        {page.total === 0 ? (
          <EmptyState text={earned ? WALLET_TEXTS.emptyEarned : WALLET_TEXTS.emptyUsed} icon={ReceiptTextIcon} />
        ) : (
          <div>
            <Table aria-label={earned ? WALLET_TEXTS.earnedTab : WALLET_TEXTS.usedTab} data-testid="statement-table">
              <TableHeader>
                <TableRow>
                  <TableHead>Ação</TableHead>
                  <TableHead className="hidden sm:table-cell">Data</TableHead>
                  <TableHead className="text-right">Valor</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {page.rows.map((row) => (
                  <TableRow key={row.id} data-testid="statement-row" data-points={row.points}>
                    <TableCell className="font-semibold text-ink">
                      {row.actionName}
                      <span className="mt-0.5 block text-xs font-normal text-ink-muted sm:hidden" aria-hidden>
                        {formatDate(row.createdAt)}
                      </span>
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap text-ink-muted sm:table-cell">{formatDate(row.createdAt)}</TableCell>
                    <TableCell className={`text-right font-bold whitespace-nowrap ${earned ? "text-emerald-800" : "text-red-800"}`}>{money(row.points)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <div className="flex flex-wrap items-center justify-between gap-3 px-1 pt-3 text-sm">
              <p className="text-ink-muted">
                {page.total} {page.total === 1 ? "lançamento" : "lançamentos"} ·{" "}
                <span className="font-bold text-ink" data-testid="statement-sum" data-points={page.sum}>
                  Total {money(page.sum)}
                </span>
              </p>
              {page.pageCount > 1 && (
                <nav aria-label="Páginas do extrato" className="flex items-center gap-2">
                  {page.page > 1 ? (
                    <Button asChild variant="ghost" size="sm">
                      <Link href={pageHref(page.page - 1)} scroll={false}>
                        <ChevronLeftIcon className="size-4" aria-hidden />
                        Anterior
                      </Link>
                    </Button>
                  ) : null}
                  <span className="text-ink-muted" aria-current="page">
                    Página {page.page} de {page.pageCount}
                  </span>
                  {page.page < page.pageCount ? (
                    <Button asChild variant="ghost" size="sm">
                      <Link href={pageHref(page.page + 1)} scroll={false}>
                        Próxima
                        <ChevronRightIcon className="size-4" aria-hidden />
                      </Link>
                    </Button>
                  ) : null}
                </nav>
              )}
            </div>
          </div>
        )}
      </StatementTabs>
    </div>
  );
}
