// "Pedidos": the station's orders, newest first, 25 a page, filtered by status (in the words the
// member reads), payment method, period (São Paulo days) and member (name, e-mail or CPF), and the
// filtered list exported as CSV. The whole team sees it; refunds, on each order, are the owner's.
import type { Metadata } from "next";
import Link from "next/link";
import { DownloadIcon, ShoppingBagIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireConsolePage } from "@/lib/auth/guard";
import { isFiltered, orderFilterFrom, orderQueryString, ORDERS_PAGE_SIZE, type OrderQuery } from "@/lib/commerce/console/filters";
import { listConsoleOrders } from "@/lib/commerce/console/queries";
import { ORDER_STATUS_LABELS } from "@/lib/commerce/messages";
import { orderStatusTone, PAYMENT_METHOD_LABELS } from "@/lib/commerce/purchase-texts";
import { ORDER_STATUSES, PAYMENT_METHODS } from "@/lib/commerce/schema";
import { getDb } from "@/lib/db/client";
import { formatBRL, formatDateTime } from "@/lib/format";
import { FilterButtons, PeriodFields } from "../../../_components/filter-form";
import { Pager } from "../../../_components/pager";
import { ConsolePage, ConsoleSection } from "../../../_components/console-page";

export const metadata: Metadata = { title: "Pedidos" };

export default async function OrdersPage({ params, searchParams }: { params: Promise<{ stationId: string }>; searchParams: Promise<OrderQuery & { pagina?: string }> }) {
  const { station } = await requireConsolePage(params);
  const query = await searchParams;
  const raw = Number(query.pagina ?? "1");
  const page = Number.isSafeInteger(raw) && raw > 0 ? raw : 1;
  const filter = orderFilterFrom(query);
  const { rows, total } = await listConsoleOrders(await getDb(), station.id, filter, page, ORDERS_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const base = `/estacoes/${station.id}/pedidos`;
  const filtered = isFiltered(filter);

  return (
    <ConsolePage
      eyebrow={station.name}
      title="Pedidos"
      description="As compras dos membros: situação, pagamento, itens e entrega. Horários de Brasília."
      actions={
        total > 0 && (
          <Button asChild variant="outline">
            <a href={`${base}/exportar${orderQueryString(filter)}`} download>
              <DownloadIcon className="size-5" aria-hidden />
              Exportar CSV
            </a>
          </Button>
        )
      }
    >
      <ConsoleSection>
        <form method="get" action={base} aria-label="Filtrar os pedidos" className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[1.4fr_1fr_1fr_9.5rem_9.5rem_auto]">
          <Field label="Membro">
            <Input name="membro" defaultValue={filter.member ?? ""} placeholder="Nome, e-mail ou CPF" />
          </Field>
          <Field label="Situação">
            <Select name="situacao" defaultValue={filter.status ?? ""}>
              <option value="">Todas</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Pagamento">
            <Select name="pagamento" defaultValue={filter.method ?? ""}>
              <option value="">Todos</option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {PAYMENT_METHOD_LABELS[method]}
                </option>
              ))}
            </Select>
          </Field>
          <PeriodFields from={filter.from} to={filter.to} />
          <FilterButtons filtered={filtered} resetHref={base} />
        </form>
      </ConsoleSection>

      {rows.length === 0 ? (
        <EmptyState icon={ShoppingBagIcon} text={filtered ? "Nenhum pedido com esses filtros." : "Nenhum pedido ainda."} />
      ) : (
        <Table className="min-w-[44rem]">
          <caption className="sr-only">Pedidos, do mais recente ao mais antigo</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Pedido</TableHead>
              <TableHead>Membro</TableHead>
              <TableHead>Situação</TableHead>
              <TableHead>Pagamento</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead>Feito em</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((order) => (
              <TableRow key={order.id} data-testid="order-row">
                <TableCell className="font-bold whitespace-nowrap">
                  <Link href={`${base}/${order.id}`} className="text-sky-800 underline underline-offset-4">
                    {order.code}
                  </Link>
                </TableCell>
                <TableCell>
                  <span className="block font-bold">{order.memberName ?? "Sem nome"}</span>
                  {order.memberEmail && <span className="block text-xs break-all text-ink-muted">{order.memberEmail}</span>}
                </TableCell>
                <TableCell>
                  <Badge variant={orderStatusTone(order.status)}>{ORDER_STATUS_LABELS[order.status]}</Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</TableCell>
                <TableCell className="text-right font-bold whitespace-nowrap">{formatBRL(order.totalValue)}</TableCell>
                <TableCell className="whitespace-nowrap text-ink-muted">{formatDateTime(order.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager label="Páginas dos pedidos" page={page} pages={pages} href={(n) => `${base}${orderQueryString(filter, { pagina: String(n) })}`} back="Mais recentes" on="Mais antigos" />
    </ConsolePage>
  );
}
