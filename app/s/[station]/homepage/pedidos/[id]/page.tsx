// /homepage/pedidos/{id}: the order's receipt, with its refund when there is one. Only the
// receipt block prints; its QR code opens the public validation page of the code on this station's
// host. Another member's or another station's order is this area's 404.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { CopyCode } from "@/components/commerce/copy-code";
import { HomeLink, PrintButton } from "@/components/commerce/print-actions";
import { StationLogo } from "@/components/site/station-logo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Printable } from "@/components/ui/printable";
import { currencyOf } from "@/lib/activities/member-pages";
import { requireMemberPage } from "@/lib/auth/guard";
import { loadReceipt } from "@/lib/commerce/member-pages";
import { ORDER_STATUS_LABELS } from "@/lib/commerce/messages";
import { FULFILMENT_STEP_LABELS, orderStatusTone, PAYMENT_METHOD_LABELS } from "@/lib/commerce/purchase-texts";
import { chargedUnitPrice } from "@/lib/commerce/totals";
import { formatBRL, formatCep, formatCnpj, formatDateTime, formatStationCurrency } from "@/lib/format";
import { isFeatureOn } from "@/lib/stations/features";
import { StationImage } from "@/components/ui/station-image";

export const metadata: Metadata = { title: "Comprovante do pedido" };

type Props = { params: Promise<{ station: string; id: string }> };

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={strong ? "flex justify-between gap-4 border-t border-line pt-3 text-lg font-bold" : "flex justify-between gap-4"}>
      <dt className={strong ? "text-ink" : "text-ink-muted"}>{label}</dt>
      <dd className="text-right font-semibold whitespace-nowrap text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function percent(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 })}%`;
}

export default async function ReceiptPage({ params }: Props) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  if (!isFeatureOn(station, "orders")) notFound();
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const receipt = await loadReceipt(station, user.id, Number(id));
  if (!receipt) notFound();
  const { order, refunded, qr, pixImage, steps } = receipt;
  const currency = currencyOf(station);
  const delivered = order.actions.filter((a) => a.deliveryLocationName);

  return (
    <div className="mx-auto max-w-3xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="ghost" size="sm">
          <Link href="/homepage/pedidos">
            <ArrowLeftIcon className="size-4" aria-hidden />
            Meus pedidos
          </Link>
        </Button>
        <div className="flex flex-wrap gap-2">
          <PrintButton />
          <HomeLink />
        </div>
      </div>

      {pixImage && order.pix && (
        <section aria-labelledby="pix-title" className="mb-4 rounded-3xl border-2 border-amber-300 bg-amber-50 p-5 print:hidden">
          <h2 id="pix-title" className="text-lg font-bold text-ink">
            Pagamento pendente
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Pague {formatBRL(order.gatewayValue)} por PIX até {formatDateTime(order.pix.expiresAt)} para confirmar o pedido.
          </p>
          <div className="mt-4 grid items-start gap-4 sm:grid-cols-[auto_1fr]">
            <StationImage src={pixImage} alt="QR code do PIX" className="mx-auto size-44 rounded-xl bg-white p-2" width={176} height={176} priority />
            <div className="grid gap-3">
              <CopyCode code={order.pix.code} label="PIX copia e cola" />
              <Button asChild variant="ghost" size="sm">
                <Link href={`/homepage/pedidos/${order.id}`}>Já paguei: atualizar situação</Link>
              </Button>
            </div>
          </div>
        </section>
      )}

      <Printable className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-8" aria-labelledby="receipt-title">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-5">
          <StationLogo station={station} className="h-12 max-w-48 object-contain" />
          <Badge variant={orderStatusTone(order.status)} className="text-sm" data-testid="order-status">
            {ORDER_STATUS_LABELS[order.status]}
          </Badge>
        </header>

        <div className="grid gap-6 pt-5 sm:grid-cols-[1fr_auto]">
          <div>
            <h1 id="receipt-title" className="text-2xl font-bold text-ink">
              Pedido <span className="tracking-wider" data-testid="order-code">{order.code}</span>
            </h1>
            <p className="mt-1 text-ink-muted">Comprovante de pedido · Realizado em {formatDateTime(order.createdAt)}</p>
            {refunded !== null && (
              <p className="mt-3 rounded-2xl bg-surface-muted px-4 py-3 text-ink" data-testid="refund">
                Valor estornado: <strong>{formatBRL(refunded)}</strong> ({percent(order.refundedBasisPoints)} do total)
              </p>
            )}
          </div>
          <figure className="flex flex-col items-center gap-1 justify-self-center sm:justify-self-end">
            <a href={qr.url} className="rounded-xl focus-visible:outline-2 focus-visible:outline-brand" data-testid="validation-link">
              <StationImage src={qr.image} alt={`QR code para validar o pedido ${order.code}`} className="size-36 print:size-32" width={144} height={144} priority />
            </a>
            <figcaption className="max-w-40 text-center text-xs text-ink-muted">Apresente este código na entrega ou retirada</figcaption>
          </figure>
        </div>

        <section aria-labelledby="items-title" className="mt-6">
          <h2 id="items-title" className="text-lg font-bold text-ink">
            Itens
          </h2>
          {order.actions.map((action) => (
            <div key={action.activityId} className="mt-3">
              <p className="text-sm font-semibold text-ink-muted">{action.activityName}</p>
              <ul className="mt-1 divide-y divide-line rounded-2xl border border-line">
                {action.items.map((item, i) => (
                  <li key={`${item.productId}-${i}`} className="flex items-center justify-between gap-3 px-4 py-3">
                    <span className="min-w-0">
                      <span className="block font-semibold text-ink">{item.name}</span>
                      <span className="block text-sm text-ink-muted">
                        {item.quantity} × {formatBRL(chargedUnitPrice(action.activityTypeId, item))}
                      </span>
                    </span>
                    <span className="font-semibold whitespace-nowrap text-ink">{formatBRL(chargedUnitPrice(action.activityTypeId, item) * item.quantity)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>

        <dl className="mt-6 grid gap-2" aria-label="Valores">
          <Row label="Produtos" value={formatBRL(order.itemsValue)} />
          <Row label="Entrega" value={order.deliveryValue > 0 ? formatBRL(order.deliveryValue) : "Grátis"} />
          {order.additionalDiscountValue > 0 && <Row label="Desconto" value={`− ${formatBRL(order.additionalDiscountValue)}`} />}
          <Row label="Total" value={formatBRL(order.totalValue)} strong testId="order-total" />
        </dl>

        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="payment-title">
            <h2 id="payment-title" className="text-lg font-bold text-ink">
              Pagamento
            </h2>
            <dl className="mt-2 grid gap-1 text-sm">
              {order.paymentMethod === "on_delivery" ? (
                <Row label={PAYMENT_METHOD_LABELS.on_delivery} value={formatBRL(order.totalValue)} />
              ) : (
                <>
                  {order.walletValue > 0 && <Row label="Saldo" value={formatStationCurrency(order.walletValue, currency)} />}
                  {order.gatewayValue > 0 && <Row label={PAYMENT_METHOD_LABELS[order.paymentMethod]} value={formatBRL(order.gatewayValue)} />}
                </>
              )}
              {order.cashbackValue > 0 && <Row label="Cashback" value={formatStationCurrency(order.cashbackValue, currency)} />}
            </dl>
          </section>
          {delivered.length > 0 && (
            <section aria-labelledby="delivery-title">
              <h2 id="delivery-title" className="text-lg font-bold text-ink">
                Entrega
              </h2>
              {delivered.map((a) => (
                <div key={a.activityId} className="mt-2 text-sm text-ink">
                  <p className="font-semibold">
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
              {steps.length > 0 && (
                <ol className="mt-3 grid gap-1 text-sm" aria-label="Andamento da entrega" data-testid="delivery-steps">
                  <li className="text-ink-muted">{FULFILMENT_STEP_LABELS.received}: {formatDateTime(order.createdAt)}</li>
                  {steps.map((s) => (
                    <li key={s.step} className="font-semibold text-ink">
                      {FULFILMENT_STEP_LABELS[s.step]}: {formatDateTime(s.at)}
                      {s.trackingCode && <span className="block font-normal text-ink-muted">Código de rastreio: {s.trackingCode}</span>}
                    </li>
                  ))}
                </ol>
              )}
            </section>
          )}
        </div>

        <footer className="mt-8 border-t border-line pt-4 text-xs text-ink-muted">
          {station.name}
          {station.establishment?.cnpj ? ` · CNPJ ${formatCnpj(station.establishment.cnpj)}` : ""} · Validação: <span className="break-all">{qr.url}</span>
        </footer>
      </Printable>
    </div>
  );
}
