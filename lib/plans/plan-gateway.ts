// What plans need from a payment gateway, passed into every command that moves money (tests pass
// their own): its subscriptions, a refund to give back a charge, and its name, stored on each
// subscription so a reference is never sent to the other driver. configuredPlanGateway() binds it
// to lib/adapters/payments (the simulator, or Pagar.me with PAYMENTS_DRIVER=pagarme).
import "server-only";
import { and, eq } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { payments, subscriptionGateway, type CardSource, type CreatedSubscription, type Customer, type SubscriptionGateway } from "@/lib/adapters/payments";
import { rememberGatewayCardId } from "@/lib/wallet/cards";
import type { MemberCardRow } from "@/lib/commerce/schema";
import type { DbOrTx } from "@/lib/db/client";
import { planPrice } from "./periods";
import type { PlanRow } from "./schema";

export interface PlanGateway {
  readonly name: "simulator" | "pagarme";
  readonly subscriptions: SubscriptionGateway;
  /** Gives back all that is left of a charge: asked again once it is all back, it does nothing. */
  refund(chargeId: string, options: { idempotencyKey: string }): Promise<void>;
}

export function configuredPlanGateway(): PlanGateway {
  const gateway = payments();
  return {
    name: gateway.name,
    subscriptions: subscriptionGateway(),
    async refund(chargeId, options) {
      // A retry after a refund went through (the job ran twice, the answer was lost) finds it done.
      const charge = await gateway.getCharge(chargeId);
      if (charge && (charge.status === "refunded" || charge.status === "canceled")) return;
      await gateway.refund(chargeId, undefined, options);
    },
  };
}

export interface Member {
  stationId: number;
  userId: number;
}

/** The payer as the gateway wants it: the card's billing data first, the account's otherwise. */
async function customerOf(db: DbOrTx, member: Member, card: MemberCardRow | null): Promise<Customer> {
  const [user] = await db
    .select({ name: users.name, email: users.email, cpf: users.cpf, tel: users.tel })
    .from(users)
    .where(and(eq(users.id, member.userId), eq(users.stationId, member.stationId)));
  const billing = card?.billing ?? null;
  return {
    name: user?.name ?? card?.holderName ?? "Membro",
    email: billing?.email ?? user?.email ?? "",
    document: billing?.cpf ?? user?.cpf ?? "",
    phone: billing?.phone ?? user?.tel ?? undefined,
    address: billing ? { ...billing.address } : undefined,
  };
}

export function cardSourceOf(card: MemberCardRow): CardSource {
  return card.reusable ? { cardId: card.gatewayRef } : { token: card.gatewayRef };
}

/**
 * The gateway subscription of `plan` on `card`, its first period charged now (less `discount`),
 * keyed by the operation's own key so a retry reaches the same one.
 */
export async function subscribeAtGateway(
  db: DbOrTx,
  gateway: PlanGateway,
  member: Member,
  plan: PlanRow,
  card: MemberCardRow,
  operation: { key: string; rowId: number; discountCents?: number },
): Promise<CreatedSubscription> {
  const created = await gateway.subscriptions.createSubscription({
    idempotencyKey: `plan:${member.stationId}:${operation.key}`,
    customer: await customerOf(db, member, card),
    card: cardSourceOf(card),
    item: { code: `plan-${plan.id}`, description: `Plano ${plan.name}`, amountCents: planPrice(plan) },
    intervalDays: plan.days,
    firstPeriodDiscountCents: operation.discountCents,
    metadata: { stationId: String(member.stationId), userId: String(member.userId), planId: String(plan.id), attempt: String(operation.rowId) },
  });
  await rememberGatewayCardId(db, card.id, created.subscription.card?.id ?? created.charge?.card?.id ?? null);
  return created;
}
