// One order in the console: items, member, amounts by method (wallet, card or PIX, cashback), the
// gateway's ids, the history (placed, paid, refunds, delivery steps) and the delivery address.
// The whole team sees it and marks the delivery steps; the refund form is the owner's only.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireConsolePage } from "@/lib/auth/guard";
import { orderHistory } from "@/lib/commerce/console/history";
import { getConsoleOrder } from "@/lib/commerce/console/queries";
import { ORDER_STATUS_LABELS } from "@/lib/commerce/messages";
import { orderStatusTone, PAYMENT_METHOD_LABELS } from "@/lib/commerce/purchase-texts";
import { getDb } from "@/lib/db/client";
import { formatBRL, formatCep, formatCpf, formatDateTime, formatPhone, formatPoints } from "@/lib/format";
import { ConsolePage, ConsoleSection } from "../../../../_components/console-page";
import { OrderFulfilment } from "./order-fulfilment";
import { OrderRefund } from "./order-refund";

export const metadata: Metadata = { title: "Pedido" };

function Row({ label, value, strong = false, testId }: { label: string; value: React.ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div className={strong ? "flex justify-between gap-4 border-t border-line pt-2 font-bold" : "flex justify-between gap-4"}>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right font-semibold break-all text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export default async function OrderPage({ params }: { params: Promise<{ stationId: string; orderId: string }> }) {
  const { station } = await requireConsolePage(params);
  const { orderId } = await params;
  if (!/^\d{1,9}$/.test(orderId)) notFound();
  const order = await getConsoleOrder(await getDb(), station.id, Number(orderId));
  if (!order) notFound();
  const owner = station.role === "owner";
  const base = `/estacoes/${station.id}/pedidos`;
  const addresses = order.actions.filter((a) => a.deliveryLocationName);
  const { amounts } = order;

  return (
    <ConsolePage
      eyebrow="Pedidos"
      title={`Pedido ${order.code}`}
      description={`Feito em ${formatDateTime(order.createdAt)}${order.source === "delivery_form" ? " · Pedido de entrega" : ""}`}
      actions={
        <>
          <Badge variant={orderStatusTone(order.status)} className="text-sm" data-testid="console-order-status">
            {ORDER_STATUS_LABELS[order.status]}
          </Badge>
          <Button asChild variant="ghost" size="sm">
            <Link href={base}>
              <ArrowLeftIcon className="size-4" aria-hidden />
              Todos os pedidos
            </Link>
          </Button>
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[1.5fr_1fr] [&>*]:min-w-0">
        <ConsoleSection title="Itens">
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Item</TableHead>
                  <TableHead className="text-right">Qtd.</TableHead>
                  <TableHead className="text-right">Unitário</TableHead>
                  <TableHead className="text-right">Subtotal</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {order.actions.flatMap((action) =>
                  action.items.map((item) => (
                    <TableRow key={item.id}>
                      <TableCell>
                        <span className="block font-bold">{item.name}</span>
                        <span className="block text-xs text-ink-muted">{action.activityName}</span>
                        {item.refunded > 0 && <span className="block text-xs text-ink-muted">{item.refunded} estornado(s)</span>}
                      </TableCell>
                      <TableCell className="text-right">{item.quantity}</TableCell>
                      <TableCell className="text-right whitespace-nowrap">{formatBRL(item.unitPrice)}</TableCell>
                      <TableCell className="text-right font-bold whitespace-nowrap">{formatBRL(item.unitPrice * item.quantity)}</TableCell>
                    </TableRow>
                  )),
                )}
              </TableBody>
            </Table>
          </div>
          <dl className="mt-4 grid gap-1 text-sm" aria-label="Valores">
            <Row label="Produtos" value={formatBRL(amounts.items)} />
            <Row label="Entrega" value={amounts.delivery > 0 ? formatBRL(amounts.delivery) : "Grátis"} />
            {amounts.discount > 0 && <Row label="Desconto" value={`− ${formatBRL(amounts.discount)}`} />}
            <Row label="Total" value={formatBRL(amounts.total)} strong testId="console-total" />
          </dl>
        </ConsoleSection>

        <div className="flex min-w-0 flex-col gap-6">
          <ConsoleSection title="Membro">
            <p className="font-bold">{order.member.name ?? "Sem nome"}</p>
            {order.member.email && <p className="text-sm break-all text-ink-muted">{order.member.email}</p>}
            {order.member.cpf && <p className="text-sm text-ink-muted">CPF {formatCpf(order.member.cpf)}</p>}
            {order.phone && <p className="text-sm text-ink-muted">Telefone {formatPhone(order.phone)}</p>}
          </ConsoleSection>

          <ConsoleSection title="Pagamento">
            <dl className="grid gap-1 text-sm">
              {order.paymentMethod === "on_delivery" ? (
                <Row label={PAYMENT_METHOD_LABELS.on_delivery} value={formatBRL(amounts.total)} />
              ) : (
                <>
                  {amounts.wallet > 0 && <Row label="Saldo (pontos)" value={formatBRL(amounts.wallet)} />}
                  {amounts.gateway > 0 && <Row label={PAYMENT_METHOD_LABELS[order.paymentMethod]} value={formatBRL(amounts.gateway)} />}
                </>
              )}
              {amounts.cashback > 0 && <Row label="Cashback creditado" value={`${formatPoints(amounts.cashback)} pontos`} />}
              {amounts.refunded > 0 && <Row label="Estornado" value={formatBRL(amounts.refunded)} strong testId="console-refunded" />}
              {order.gateway.orderId && <Row label="Pedido no gateway" value={<code className="text-xs">{order.gateway.orderId}</code>} />}
              {order.gateway.chargeId && <Row label="Cobrança" value={<code className="text-xs">{order.gateway.chargeId}</code>} />}
            </dl>
            {owner && amounts.refundable > 0 && (
              <div className="mt-4">
                <OrderRefund stationId={station.id} orderId={order.id} refundable={amounts.refundable} items={order.actions.flatMap((a) => a.items)} />
              </div>
            )}
          </ConsoleSection>

          {addresses.length > 0 && (
            <ConsoleSection title="Entrega">
              {addresses.map((a, i) => (
                <div key={i} className="text-sm">
                  <p className="font-bold">
                    {a.delivers ? "Entrega" : "Retirada"}: {a.deliveryLocationName}
                  </p>
                  {a.address && (
                    <p className="text-ink-muted">
                      {[a.address, a.number, a.complement].filter(Boolean).join(", ")}
                      {a.zipcode ? ` · CEP ${formatCep(a.zipcode)}` : ""}
                    </p>
                  )}
                  {a.reference && <p className="text-ink-muted">Referência: {a.reference}</p>}
                </div>
              ))}
              {order.deliverable && <OrderFulfilment stationId={station.id} orderId={order.id} steps={order.steps} />}
            </ConsoleSection>
          )}
        </div>
      </div>

      <ConsoleSection title="Histórico">
        <ol className="flex flex-col gap-2 text-sm" data-testid="order-history">
          {orderHistory(order).map((event, i) => (
            <li key={i} className="flex flex-wrap gap-x-3">
              <time className="w-36 shrink-0 text-ink-muted" dateTime={event.at.toISOString()}>
                {formatDateTime(event.at)}
              </time>
              <span>{event.text}</span>
            </li>
          ))}
        </ol>
      </ConsoleSection>
    </ConsolePage>
  );
}
