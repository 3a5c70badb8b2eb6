// The offline payment gateway: what a real one does, kept in two tables of its own
// (payment_sim_cards, payment_sim_charges). Cards are tokenised against the test card list
// (test-cards.ts), PIX charges carry a valid BR Code for the configured key and expire, and
// simulatePixPaid plays the gateway's part when a PIX is paid: it marks the charge paid and hands
// back the signed webhook request the gateway would POST. Every state change is one conditional
// UPDATE, so two app servers (or a double click) cannot pay, capture or refund twice.
import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { detectCardBrand, isValidCardCvv, isValidCardNumber, type CardBrand } from "@/lib/validation/cards";
import { isValidCardExpiry, onlyDigits, parseCardExpiry } from "@/lib/validation/documents";
import { messages } from "@/lib/validation/messages";
import { buildPixPayload } from "./brcode";
import { paymentSimCards, paymentSimCharges, type PaymentSimCardRow, type PaymentSimChargeRow } from "./schema";
import { signBody, SIGNATURE_HEADER, verifyBodySignature } from "./signature";
import { DECLINE_MESSAGES, testCardOutcome } from "./test-cards";
import {
  assertOrderInput,
  eventTypeOf,
  orderStatusOf,
  PaymentError,
  type Charge,
  type ChargeStatus,
  type Order,
  type PaymentEvent,
  type PaymentGateway,
} from "./types";

export interface SimulatorConfig {
  /** Pix key written into every BR Code. */
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  /** Read when signing or verifying, so the secret can come from DATA_DIR lazily. */
  webhookSecret: () => string;
  /** Injected by tests to reach a PIX's expiry without waiting. */
  clock?: () => Date;
}

/** The request to POST to the app's webhook handler, exactly as the gateway would send it. */
export interface SimulatedWebhook {
  body: string;
  headers: Record<string, string>;
  event: PaymentEvent;
}

export interface SimulatorGateway extends PaymentGateway {
  readonly name: "simulator";
  simulatePixPaid(chargeId: string): Promise<SimulatedWebhook>;
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 25 random letters and digits, the most a BR Code's txid may hold. */
function newTxid(): string {
  let txid = "";
  while (txid.length < 25) {
    for (const byte of randomBytes(32)) {
      // 248 = 4 × 62: dropping the rest keeps every character equally likely.
      if (byte < 248 && txid.length < 25) txid += ALPHANUMERIC[byte % 62];
    }
  }
  return txid;
}

function toCharge(row: PaymentSimChargeRow, card: PaymentSimCardRow | null): Charge {
  return {
    id: row.id,
    orderId: row.orderId,
    method: row.method,
    status: row.status,
    amountCents: row.amountCents,
    paidCents: row.paidCents,
    refundedCents: row.refundedCents,
    card: card ? { id: card.id, brand: card.brand as CardBrand | null, last4: card.last4 } : null,
    pix:
      row.pixPayload && row.pixTxid && row.pixExpiresAt
        ? { txid: row.pixTxid, copyPaste: row.pixPayload, expiresAt: row.pixExpiresAt }
        : null,
    failure: row.declineCode ? { code: row.declineCode, message: DECLINE_MESSAGES[row.declineCode] } : null,
    metadata: row.metadata,
  };
}

function toOrder(charge: Charge): Order {
  return { id: charge.orderId, status: orderStatusOf(charge), amountCents: charge.amountCents, metadata: charge.metadata, charge };
}

// What the simulator's webhooks carry: the event and the charge as it was then.
const wireCharge = z.object({
  id: z.string(),
  orderId: z.string(),
  method: z.enum(["credit_card", "pix"]),
  status: z.enum(["pending", "authorized", "paid", "declined", "expired", "canceled", "partially_refunded", "refunded"]),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  card: z.object({ id: z.string().nullable(), brand: z.string().nullable(), last4: z.string() }).nullable(),
  pix: z.object({ txid: z.string(), copyPaste: z.string(), expiresAt: z.iso.datetime().transform((s) => new Date(s)) }).nullable(),
  failure: z.object({ code: z.enum(["declined", "insufficient_funds"]), message: z.string() }).nullable(),
  metadata: z.record(z.string(), z.string()),
});
const wireEvent = z.object({
  id: z.string().min(1),
  type: z.enum(["charge.paid", "charge.failed", "charge.refunded", "charge.updated"]),
  created_at: z.iso.datetime().transform((s) => new Date(s)),
  data: wireCharge,
});

export function simulatorDriver(config: SimulatorConfig): SimulatorGateway {
  const now = config.clock ?? (() => new Date());

  async function loadCharge(where: ReturnType<typeof eq>): Promise<Charge | null> {
    const db = await getDb();
    const [found] = await db
      .select({ charge: paymentSimCharges, card: paymentSimCards })
      .from(paymentSimCharges)
      .leftJoin(paymentSimCards, eq(paymentSimCards.id, paymentSimCharges.cardId))
      .where(where)
      .limit(1);
    if (!found) return null;
    let row = found.charge;
    // A PIX past its expiry becomes "expired" the first time anyone looks at it.
    if (row.status === "pending" && row.method === "pix" && row.pixExpiresAt && row.pixExpiresAt <= now()) {
      const [expired] = await db
        .update(paymentSimCharges)
        .set({ status: "expired", updatedAt: now() })
        .where(and(eq(paymentSimCharges.id, row.id), eq(paymentSimCharges.status, "pending"), lte(paymentSimCharges.pixExpiresAt, now())))
        .returning();
      row = expired ?? (await db.select().from(paymentSimCharges).where(eq(paymentSimCharges.id, row.id)))[0]!;
    }
    return toCharge(row, found.card);
  }

  async function requireCharge(chargeId: string): Promise<Charge> {
    const charge = await loadCharge(eq(paymentSimCharges.id, chargeId));
    if (!charge) throw new PaymentError("not_found", "Cobrança não encontrada");
    return charge;
  }

  function buildWebhook(charge: Charge, eventId: string, occurredAt: Date): SimulatedWebhook {
    const event: PaymentEvent = { id: eventId, type: eventTypeOf(charge), occurredAt, charge };
    const body = JSON.stringify({ id: event.id, type: event.type, created_at: occurredAt.toISOString(), data: charge });
    return { body, headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signBody(body, config.webhookSecret()) }, event };
  }

  return {
    name: "simulator",

    async tokeniseCard(card) {
      const number = onlyDigits(card.number);
      if (!isValidCardNumber(card.number)) throw new PaymentError("invalid_card", messages.cardNumber);
      const expiry = parseCardExpiry(card.expiry);
      if (!expiry || !isValidCardExpiry(card.expiry, now())) throw new PaymentError("invalid_card", messages.cardExpiry);
      if (!isValidCardCvv(card.cvv, number)) throw new PaymentError("invalid_card", messages.cvv);
      const holderName = card.holderName.trim();
      if (!holderName) throw new PaymentError("invalid_card", messages.required);
      const db = await getDb();
      const [row] = await db
        .insert(paymentSimCards)
        .values({
          id: newId("card_sim"),
          brand: detectCardBrand(number),
          last4: number.slice(-4),
          holderName,
          expMonth: expiry.month,
          expYear: expiry.year,
          outcome: testCardOutcome(number),
        })
        .returning();
      return {
        token: row!.id,
        brand: row!.brand as CardBrand | null,
        last4: row!.last4,
        expMonth: row!.expMonth,
        expYear: row!.expYear,
        holderName: row!.holderName,
        reusable: true,
      };
    },

    async createOrder(input) {
      assertOrderInput(input);
      const db = await getDb();
      const existing = await loadCharge(eq(paymentSimCharges.idempotencyKey, input.idempotencyKey));
      const sameRequest = (charge: Charge) => {
        if (charge.amountCents !== input.amountCents || charge.method !== input.payment.method) {
          throw new PaymentError("conflict", "Chave de idempotência já usada em outro pedido");
        }
        return toOrder(charge);
      };
      if (existing) return sameRequest(existing);

      const id = newId("ch_sim");
      const base = {
        id,
        orderId: newId("or_sim"),
        idempotencyKey: input.idempotencyKey,
        amountCents: input.amountCents,
        metadata: input.metadata,
      };
      let values: typeof paymentSimCharges.$inferInsert;
      if (input.payment.method === "credit_card") {
        const cardId = "token" in input.payment.card ? input.payment.card.token : input.payment.card.cardId;
        const [card] = await db.select().from(paymentSimCards).where(eq(paymentSimCards.id, cardId));
        if (!card) throw new PaymentError("invalid_card", "Cartão não encontrado");
        // "renewals_declined" pays what the member pays in person; only renewals see it decline.
        const approved = card.outcome === "approve" || card.outcome === "renewals_declined";
        const capture = input.payment.capture ?? true;
        const status: ChargeStatus = !approved ? "declined" : capture ? "paid" : "authorized";
        values = {
          ...base,
          method: "credit_card",
          status,
          paidCents: status === "paid" ? input.amountCents : 0,
          cardId: card.id,
          declineCode: approved ? null : (card.outcome as "declined" | "insufficient_funds"),
        };
      } else {
        const txid = newTxid();
        values = {
          ...base,
          method: "pix",
          status: "pending",
          pixTxid: txid,
          pixPayload: buildPixPayload({
            key: config.pixKey,
            amountCents: input.amountCents,
            txid,
            merchantName: input.payment.merchantName || config.merchantName,
            merchantCity: config.merchantCity,
          }),
          pixExpiresAt: new Date(now().getTime() + input.payment.expiresInSeconds * 1000),
        };
      }
      // A concurrent request with the same key loses the insert and answers with the winner's order.
      const inserted = await db.insert(paymentSimCharges).values(values).onConflictDoNothing({ target: paymentSimCharges.idempotencyKey }).returning({ id: paymentSimCharges.id });
      if (inserted.length === 0) return sameRequest((await loadCharge(eq(paymentSimCharges.idempotencyKey, input.idempotencyKey)))!);
      return toOrder((await loadCharge(eq(paymentSimCharges.id, id)))!);
    },

    async getOrder(orderId) {
      const charge = await loadCharge(eq(paymentSimCharges.orderId, orderId));
      return charge ? toOrder(charge) : null;
    },

    getCharge(chargeId) {
      return loadCharge(eq(paymentSimCharges.id, chargeId));
    },

    async capture(chargeId, amountCents) {
      const charge = await requireCharge(chargeId);
      const amount = amountCents ?? charge.amountCents;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > charge.amountCents) throw new PaymentError("invalid_request", "Valor de captura inválido");
      const db = await getDb();
      const [updated] = await db
        .update(paymentSimCharges)
        .set({ status: "paid", paidCents: amount, updatedAt: now() })
        .where(and(eq(paymentSimCharges.id, chargeId), eq(paymentSimCharges.status, "authorized")))
        .returning({ id: paymentSimCharges.id });
      if (!updated) throw new PaymentError("conflict", "A cobrança não está aguardando captura");
      return requireCharge(chargeId);
    },

    async refund(chargeId, amountCents) {
      const charge = await requireCharge(chargeId);
      const db = await getDb();
      if (charge.status === "pending" || charge.status === "authorized") {
        if (amountCents !== undefined && amountCents !== charge.amountCents) {
          throw new PaymentError("invalid_request", "Uma cobrança ainda não paga só pode ser cancelada inteira");
        }
        const [voided] = await db
          .update(paymentSimCharges)
          .set({ status: "canceled", updatedAt: now() })
          .where(and(eq(paymentSimCharges.id, chargeId), eq(paymentSimCharges.status, charge.status)))
          .returning({ id: paymentSimCharges.id });
        if (!voided) throw new PaymentError("conflict", "A cobrança mudou de estado; consulte-a de novo");
        return requireCharge(chargeId);
      }
      if (charge.status !== "paid" && charge.status !== "partially_refunded") {
        throw new PaymentError("conflict", "Esta cobrança não pode ser estornada");
      }
      const left = charge.paidCents - charge.refundedCents;
      const amount = amountCents ?? left;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) throw new PaymentError("invalid_request", "Valor de estorno inválido");
      const refunded = sql`${paymentSimCharges.refundedCents} + ${amount}`;
      const [updated] = await db
        .update(paymentSimCharges)
        .set({
          refundedCents: refunded,
          status: sql`case when ${refunded} = ${paymentSimCharges.paidCents} then 'refunded' else 'partially_refunded' end`,
          updatedAt: now(),
        })
        .where(
          and(
            eq(paymentSimCharges.id, chargeId),
            inArray(paymentSimCharges.status, ["paid", "partially_refunded"]),
            sql`${refunded} <= ${paymentSimCharges.paidCents}`,
          ),
        )
        .returning({ id: paymentSimCharges.id });
      if (!updated) throw new PaymentError("conflict", "Valor de estorno maior que o disponível");
      return requireCharge(chargeId);
    },

    async simulatePixPaid(chargeId) {
      const db = await getDb();
      const paidAt = now();
      const [paid] = await db
        .update(paymentSimCharges)
        .set({ status: "paid", paidCents: sql`${paymentSimCharges.amountCents}`, updatedAt: paidAt })
        .where(
          and(
            eq(paymentSimCharges.id, chargeId),
            eq(paymentSimCharges.method, "pix"),
            eq(paymentSimCharges.status, "pending"),
            gt(paymentSimCharges.pixExpiresAt, paidAt),
          ),
        )
        .returning({ id: paymentSimCharges.id, updatedAt: paymentSimCharges.updatedAt });
      const charge = await requireCharge(chargeId);
      if (!paid) {
        if (charge.method !== "pix") throw new PaymentError("invalid_request", "Esta cobrança não é um PIX");
        // Paying twice is a redelivery of the same event (same id), as a real gateway retries.
        if (charge.status !== "paid") {
          throw new PaymentError("conflict", charge.status === "expired" ? "PIX expirado" : "Este PIX não está aguardando pagamento");
        }
      }
      return buildWebhook(charge, `evt_${chargeId}_paid`, paid?.updatedAt ?? paidAt);
    },

    async parseAndVerifyWebhook(rawBody, headers) {
      const signature = verifyBodySignature(rawBody, headers, config.webhookSecret());
      if (signature !== "ok") return { ok: false, reason: signature };
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: "malformed" };
      }
      const parsed = wireEvent.safeParse(json);
      if (!parsed.success) return { ok: false, reason: "malformed" };
      const conn = await getDb();
      const known = await conn.select({ id: paymentSimCharges.id }).from(paymentSimCharges).where(eq(paymentSimCharges.id, parsed.data.data.id));
      if (known.length === 0) return { ok: false, reason: "unknown_charge" };
      const { id, type, created_at: occurredAt, data } = parsed.data;
      return { ok: true, event: { id, type, occurredAt, charge: { ...data, card: data.card && { ...data.card, brand: data.card.brand as CardBrand | null } } } };
    },
  };
}
