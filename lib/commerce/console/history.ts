// An order's history as the console reads it, oldest first: placed, paid (or refused), each refund
// (how much, split by method, and who gave it), and each delivery step. Client-safe.
import { formatBRL } from "@/lib/format";
import type { ConsoleOrderDetail } from "./queries";

export interface HistoryEvent {
  at: Date;
  text: string;
}

function refundText(r: ConsoleOrderDetail["refunds"][number]): string {
  const split = [r.gatewayValue > 0 ? `${formatBRL(r.gatewayValue)} no cartão ou PIX` : null, r.walletValue > 0 ? `${formatBRL(r.walletValue)} no saldo` : null].filter(Boolean).join(" e ");
  const who = r.actorName ? ` por ${r.actorName}` : "";
  if (r.status === "failed") return `Estorno de ${formatBRL(r.amount)} recusado pelo meio de pagamento${who}`;
  if (r.status !== "applied") return `Estorno de ${formatBRL(r.amount)} em andamento${who}`;
  return `Estorno de ${formatBRL(r.amount)} (${split})${who}`;
}

export function orderHistory(order: Pick<ConsoleOrderDetail, "createdAt" | "paidAt" | "events" | "refunds" | "steps">): HistoryEvent[] {
  const events: HistoryEvent[] = [{ at: order.createdAt, text: "Pedido recebido" }];
  if (order.paidAt) events.push({ at: order.paidAt, text: "Pagamento confirmado" });
  for (const e of order.events) if (e.kind === "failed" && e.outcome === "applied") events.push({ at: e.at, text: "Pagamento recusado" });
  for (const r of order.refunds) events.push({ at: r.at, text: refundText(r) });
  for (const s of order.steps) {
    const at = new Date(s.at);
    events.push({ at, text: s.step === "sent" ? `Enviado${s.trackingCode ? ` · código de rastreio ${s.trackingCode}` : ""}` : "Entregue" });
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
