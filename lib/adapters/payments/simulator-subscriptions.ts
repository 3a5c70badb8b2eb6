// The simulator's subscriptions (SubscriptionGateway): a saved simulator card charged every
// interval. It "renews on schedule" when asked: the app's renewal job calls renewSubscription at
// the period's end and the simulator makes that period's charge then (one per period and retry,
// whatever the number of calls). A card tokenised from 4000 0000 0000 0341 pays the first period
// and declines every renewal (test-cards.ts), which is how a failed renewal is shown in demos.
import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { CardBrand } from "@/lib/validation/cards";
import { paymentSimCards, paymentSimCharges, paymentSimSubscriptions, type PaymentSimSubscriptionRow } from "./schema";
import { DECLINE_MESSAGES } from "./test-cards";
import {
  PaymentError,
  type CardSource,
  type Charge,
  type GatewaySubscription,
  type PaymentGateway,
  type SubscriptionGateway,
} from "./types";

const DAY_MS = 86_400_000;

function cardIdOf(card: CardSource): string {
  return "token" in card ? card.token : card.cardId;
}

export function simulatorSubscriptions(gateway: PaymentGateway, clock: () => Date = () => new Date()): SubscriptionGateway {
  async function toSubscription(row: PaymentSimSubscriptionRow): Promise<GatewaySubscription> {
    const db = await getDb();
    const [card] = await db.select().from(paymentSimCards).where(eq(paymentSimCards.id, row.cardId));
    return {
      id: row.id,
      status: row.status,
      amountCents: row.amountCents,
      intervalDays: row.intervalDays,
      card: card ? { id: card.id, brand: card.brand as CardBrand | null, last4: card.last4 } : null,
      currentPeriodEnd: row.currentPeriodEnd,
      metadata: row.metadata,
    };
  }

  async function load(id: string): Promise<PaymentSimSubscriptionRow> {
    const db = await getDb();
    const [row] = await db.select().from(paymentSimSubscriptions).where(eq(paymentSimSubscriptions.id, id));
    if (!row) throw new PaymentError("not_found", "Assinatura não encontrada");
    return row;
  }

  async function requireCard(card: CardSource) {
    const db = await getDb();
    const [row] = await db.select().from(paymentSimCards).where(eq(paymentSimCards.id, cardIdOf(card)));
    if (!row) throw new PaymentError("invalid_card", "Cartão não encontrado");
    return row;
  }

  return {
    async createSubscription(input) {
      const { amountCents } = input.item;
      const discount = input.firstPeriodDiscountCents ?? 0;
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new PaymentError("invalid_request", "Valor inválido");
      if (!Number.isSafeInteger(discount) || discount < 0 || discount > amountCents) throw new PaymentError("invalid_request", "Desconto inválido");
      if (!Number.isSafeInteger(input.intervalDays) || input.intervalDays <= 0) throw new PaymentError("invalid_request", "Intervalo inválido");
      const db = await getDb();
      const card = await requireCard(input.card);
      const [existing] = await db.select().from(paymentSimSubscriptions).where(eq(paymentSimSubscriptions.idempotencyKey, input.idempotencyKey));
      let row = existing;
      if (!row) {
        const [created] = await db
          .insert(paymentSimSubscriptions)
          .values({
            id: `sub_sim_${randomBytes(12).toString("hex")}`,
            idempotencyKey: input.idempotencyKey,
            cardId: card.id,
            status: "active",
            amountCents,
            intervalDays: input.intervalDays,
            description: input.item.description,
            currentPeriodEnd: new Date(clock().getTime() + input.intervalDays * DAY_MS),
            metadata: input.metadata,
          })
          .onConflictDoNothing({ target: paymentSimSubscriptions.idempotencyKey })
          .returning();
        row = created ?? (await db.select().from(paymentSimSubscriptions).where(eq(paymentSimSubscriptions.idempotencyKey, input.idempotencyKey)))[0]!;
      }
      const due = amountCents - discount;
      let charge: Charge | null = null;
      if (due > 0) {
        // The first period is paid with the member present: an ordinary card order.
        const order = await gateway.createOrder({
          idempotencyKey: `${row.id}:first`,
          amountCents: due,
          items: [{ code: input.item.code, description: input.item.description, quantity: 1, unitAmountCents: due }],
          customer: input.customer,
          payment: { method: "credit_card", card: { cardId: card.id } },
          metadata: { ...input.metadata, subscriptionId: row.id },
        });
        charge = order.charge;
        if (charge.status !== "paid") {
          // Not subscribed after all: a declined first charge leaves nothing to renew.
          await db.update(paymentSimSubscriptions).set({ status: "canceled", updatedAt: clock() }).where(eq(paymentSimSubscriptions.id, row.id));
          row = await load(row.id);
        }
      }
      return { subscription: await toSubscription(row), charge };
    },

    async updateSubscriptionCard(subscriptionId, cardSource) {
      const card = await requireCard(cardSource);
      const row = await load(subscriptionId);
      if (row.status === "canceled") throw new PaymentError("conflict", "Assinatura cancelada");
      const db = await getDb();
      await db.update(paymentSimSubscriptions).set({ cardId: card.id, updatedAt: clock() }).where(eq(paymentSimSubscriptions.id, subscriptionId));
      return toSubscription(await load(subscriptionId));
    },

    async cancelSubscription(subscriptionId) {
      await load(subscriptionId);
      const db = await getDb();
      await db.update(paymentSimSubscriptions).set({ status: "canceled", updatedAt: clock() }).where(eq(paymentSimSubscriptions.id, subscriptionId));
      return toSubscription(await load(subscriptionId));
    },

    async getSubscription(subscriptionId) {
      const db = await getDb();
      const [row] = await db.select().from(paymentSimSubscriptions).where(eq(paymentSimSubscriptions.id, subscriptionId));
      return row ? toSubscription(row) : null;
    },

    async renewSubscription(subscriptionId, periodStart, options = {}) {
      const row = await load(subscriptionId);
      if (row.status === "canceled") throw new PaymentError("conflict", "Assinatura cancelada");
      const db = await getDb();
      const [card] = await db.select().from(paymentSimCards).where(eq(paymentSimCards.id, row.cardId));
      if (!card) throw new PaymentError("invalid_card", "Cartão não encontrado");
      const key = `${row.id}:renewal:${periodStart.toISOString()}${options.retry ? `:retry${options.retry}` : ""}`;
      let charge: Charge;
      if (card.outcome === "renewals_declined") {
        // The renewal is made and refused, as the issuer of such a card would.
        const [inserted] = await db
          .insert(paymentSimCharges)
          .values({
            id: `ch_sim_${randomBytes(12).toString("hex")}`,
            orderId: `or_sim_${randomBytes(12).toString("hex")}`,
            idempotencyKey: key,
            method: "credit_card",
            status: "declined",
            amountCents: row.amountCents,
            cardId: card.id,
            declineCode: "declined",
            metadata: { ...row.metadata, subscriptionId: row.id },
          })
          .onConflictDoNothing({ target: paymentSimCharges.idempotencyKey })
          .returning({ id: paymentSimCharges.id });
        const found = inserted ?? (await db.select({ id: paymentSimCharges.id }).from(paymentSimCharges).where(eq(paymentSimCharges.idempotencyKey, key)))[0]!;
        charge = (await gateway.getCharge(found.id))!;
        charge = { ...charge, failure: charge.failure ?? { code: "declined", message: DECLINE_MESSAGES.declined } };
      } else {
        const order = await gateway.createOrder({
          idempotencyKey: key,
          amountCents: row.amountCents,
          items: [{ code: "renewal", description: row.description, quantity: 1, unitAmountCents: row.amountCents }],
          customer: { name: card.holderName, email: "", document: "" },
          payment: { method: "credit_card", card: { cardId: card.id } },
          metadata: { ...row.metadata, subscriptionId: row.id },
        });
        charge = order.charge;
      }
      const paid = charge.status === "paid";
      const nextEnd = new Date(periodStart.getTime() + row.intervalDays * DAY_MS);
      await db
        .update(paymentSimSubscriptions)
        .set(paid ? { status: "active", currentPeriodEnd: nextEnd, updatedAt: clock() } : { status: "past_due", updatedAt: clock() })
        .where(eq(paymentSimSubscriptions.id, row.id));
      return charge;
    },

    // The simulator bills a period when the renewal job asks (above); it sends no invoice events.
    async readInvoiceWebhook() {
      return null;
    },
  };
}
