// The development PIX page (/dev/pix/{order code}): plays the payer's bank when the payment
// simulator is the gateway. "Marcar PIX como pago" marks the simulator's charge paid and POSTs the
// signed webhook it returns, over HTTP, to this station's own webhook URL — the handler a real
// gateway reaches — so the order is settled by exactly the production path.
//
// It opens only where /dev/outbox opens (lib/security/dev-outbox.ts: a person at the server on a
// localhost ROOT_DOMAIN, or DEV_OUTBOX=1) and only while the simulator is the driver; 404 otherwise.
import "server-only";
import http from "node:http";
import https from "node:https";
import { and, eq } from "drizzle-orm";
import { devOutboxDecisionFor } from "@/lib/security/dev-outbox";
import { simulatePixPaid } from "@/lib/adapters/payments";
import type { Db } from "@/lib/db/client";
import type { Peer } from "@/lib/security/client-ip";
import { stationOrigin } from "@/lib/stations/current";
import type { Station } from "@/lib/stations/queries";
import { simulatorIsDriver } from "@/lib/wallet/gateway";
import { orders, type OrderStatus } from "./schema";

export const WEBHOOK_PATH = "/api/pagamentos/webhook";

export function devPixOpen(peer: Peer | null): boolean {
  return simulatorIsDriver() && devOutboxDecisionFor(peer).open;
}

export interface DevPixOrder {
  id: number;
  code: string;
  status: OrderStatus;
  /** What the PIX charges: the order's total minus its wallet part, in cents. */
  amount: number;
  pixCode: string | null;
  pixExpiresAt: Date | null;
  chargeId: string | null;
}

/** The station's PIX order with this code, or null (no such order, or not paid by PIX). */
export async function findDevPixOrder(db: Db, stationId: number, code: string): Promise<DevPixOrder | null> {
  const [row] = await db
    .select({
      id: orders.id,
      code: orders.code,
      status: orders.status,
      amount: orders.gatewayValue,
      pixCode: orders.pixCode,
      pixExpiresAt: orders.pixExpiresAt,
      chargeId: orders.gatewayChargeId,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(and(eq(orders.stationId, stationId), eq(orders.code, code)));
  if (!row || row.paymentMethod !== "pix") return null;
  const { paymentMethod: _method, ...order } = row;
  return order;
}

/** The station's webhook URL, as a gateway would be configured with it. */
export function stationWebhookUrl(station: Pick<Station, "slug" | "domain">): string {
  return `${stationOrigin(station)}${WEBHOOK_PATH}`;
}

export interface Delivery {
  status: number;
  body: string;
}

/**
 * POSTs `body` with `headers` to `url`. Node cannot resolve `*.localhost` (STACK-NOTES 10), and its
 * fetch replaces a Host header (11): a localhost name is reached on 127.0.0.1 with the URL's host in
 * the Host header, by node:http.
 */
export function postWebhook(url: string, body: string, headers: Record<string, string>): Promise<Delivery> {
  const target = new URL(url);
  const local = target.hostname === "localhost" || target.hostname.endsWith(".localhost");
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        method: "POST",
        host: local ? "127.0.0.1" : target.hostname,
        port: target.port || (target.protocol === "https:" ? 443 : 80),
        path: `${target.pathname}${target.search}`,
        headers: { ...headers, host: target.host, "content-length": String(Buffer.byteLength(body)) },
        servername: local ? undefined : target.hostname,
        timeout: 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("webhook delivery timed out")));
    request.on("error", reject);
    request.end(body);
  });
}

export interface DevPixPayment {
  /** The webhook handler's HTTP answer. */
  webhookStatus: number;
  /** The order's status after the delivery. */
  status: OrderStatus;
}

/** "Marcar PIX como pago": the simulator pays the charge, then its webhook goes to this station over HTTP. */
export async function payDevPix(db: Db, station: Pick<Station, "id" | "slug" | "domain">, code: string): Promise<DevPixPayment | null> {
  const order = await findDevPixOrder(db, station.id, code);
  if (!order?.chargeId) return null;
  const webhook = await simulatePixPaid(order.chargeId);
  const delivery = await postWebhook(stationWebhookUrl(station), webhook.body, webhook.headers);
  const after = await findDevPixOrder(db, station.id, code);
  return { webhookStatus: delivery.status, status: after!.status };
}
