// /dev/pix/{order code}: the development stand-in for the payer's bank while the payment simulator
// is the gateway. Shows what the order's PIX charges and "Marcar PIX como pago", which pays it in
// the simulator and delivers the signed webhook over HTTP to this station's webhook URL, the
// handler a real gateway reaches. 404 with any other driver, and wherever /dev/outbox is closed.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { devPixOpen, findDevPixOrder, stationWebhookUrl } from "@/lib/commerce/dev-pix";
import { ORDER_STATUS_LABELS } from "@/lib/commerce/messages";
import { getDb } from "@/lib/db/client";
import { formatBRL, formatDateTime } from "@/lib/format";
import { requestPeer } from "@/lib/security/client-ip";
import { stationFromParams } from "@/lib/stations/current";
import { DevPixPayButton } from "./pay-button";

export const metadata: Metadata = { title: "PIX de teste (desenvolvimento)", robots: { index: false, follow: false } };

export default async function DevPixPage({ params }: { params: Promise<{ station: string; code: string }> }) {
  await connection();
  if (!devPixOpen(await requestPeer())) notFound();
  const station = await stationFromParams(params);
  const { code } = await params;
  const order = await findDevPixOrder(await getDb(), station.id, decodeURIComponent(code));
  if (!order) notFound();
  const waiting = order.status === "pending_payment" && order.chargeId !== null;
  return (
    <main id="conteudo" className="mx-auto max-w-[720px] px-4 py-10 sm:px-6">
      <p className="text-sm font-bold tracking-widest text-brand-ink uppercase">Ambiente de demonstração</p>
      <h1 className="mt-1 text-3xl font-bold text-ink">PIX de teste</h1>
      <p className="mt-2 text-ink-muted">
        Faz o papel do banco de quem paga: o simulador de pagamentos marca o PIX como pago e envia o webhook assinado para{" "}
        <code className="break-all">{stationWebhookUrl(station)}</code>, o mesmo endereço que um gateway real chamaria. Nenhum dinheiro é
        movimentado.
      </p>
      <Card className="mt-8">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
          <dt className="text-ink-muted">Pedido</dt>
          <dd className="font-bold text-ink">{order.code}</dd>
          <dt className="text-ink-muted">Valor do PIX</dt>
          <dd className="text-2xl font-bold text-ink" data-testid="valor-pix">
            {formatBRL(order.amount)}
          </dd>
          <dt className="text-ink-muted">Situação</dt>
          <dd>
            <Badge variant={order.status === "paid" ? "success" : order.status === "pending_payment" ? "warning" : "danger"}>
              {ORDER_STATUS_LABELS[order.status]}
            </Badge>
          </dd>
          {order.pixExpiresAt && (
            <>
              <dt className="text-ink-muted">Expira em</dt>
              <dd className="text-ink">{formatDateTime(order.pixExpiresAt)}</dd>
            </>
          )}
        </dl>
        {order.pixCode && (
          <p className="mt-4 text-xs break-all text-ink-muted">
            <span className="font-bold text-ink">PIX copia e cola: </span>
            {order.pixCode}
          </p>
        )}
        <DevPixPayButton code={order.code} waiting={waiting} />
      </Card>
    </main>
  );
}
