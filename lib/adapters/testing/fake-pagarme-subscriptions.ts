// The fake Pagar.me's subscriptions: POST /subscriptions with the plan inline, its first cycle
// billed at once (prepaid), PATCH .../card, DELETE, GET /invoices and /invoices/{id}, a failed
// cycle's charge retried on the subscription's card. /__fake/subscriptions/bill plays Pagar.me on
// a cycle's day: it bills the next cycle and delivers invoice.paid or invoice.payment_failed,
// signed, to the app's webhook. A "renewals declined" test card pays its first cycle only.
import { testCardOutcome } from "../payments/test-cards";
import { addressProblem, customerProblem, DAY_MS, id, invalid, iso, type FakeCore, type Json, type Reply, type WebhookDelivery } from "./fake-pagarme-kit";

type FakeSubscription = Json & { id: string; cardId: string };

export interface FakeSubscriptions {
  /** POST/GET/PATCH/DELETE /subscriptions..., GET /invoices...; null: not a subscriptions route. */
  route(method: string, path: string, query: URLSearchParams, body: Json): Reply | null;
  /** POST /charges/{id}/retry: a subscription's failed charge again on its card. */
  retry(charge: Json): Reply;
  /** POST /__fake/subscriptions/bill. */
  bill(body: Json): Promise<Reply>;
}

export function fakeSubscriptions(core: FakeCore): FakeSubscriptions {
  const { now, customers, cards, charges, upsertCustomer, spendToken, cardCharge } = core;
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices: Json[] = [];

  function subscriptionCharge(sub: FakeSubscription, amount: number, cycleStart: number): Json {
    const saved = cards.get(sub.cardId)!;
    const first = !invoices.some((i) => (i.subscription as Json).id === sub.id);
    // "Renewals declined" cards pay what the member pays in person (the first cycle) only.
    const number = !first && testCardOutcome(saved.number) === "renewals_declined" ? "4000000000000028" : saved.number;
    const invoiceId = id("in");
    const charge = cardCharge(amount, number, saved.card, "auth_and_capture", sub.metadata, { invoice: { id: invoiceId }, order: { id: id("or") } });
    const invoice: Json = {
      id: invoiceId,
      amount,
      status: charge.status === "paid" ? "paid" : "failed",
      subscription: { id: sub.id },
      subscription_id: sub.id,
      cycle: { start_at: iso(cycleStart), end_at: iso(cycleStart + Number(sub.interval_count) * DAY_MS), cycle: invoices.filter((i) => (i.subscription as Json).id === sub.id).length + 1 },
      charge,
      created_at: iso(now()),
    };
    invoices.unshift(invoice);
    return invoice;
  }

  function createSubscription(body: Json): Reply {
    let customerId = typeof body.customer_id === "string" ? body.customer_id : null;
    if (customerId) {
      if (!customers.has(customerId)) return { status: 404, body: { message: "Customer not found." } };
    } else {
      const problem = customerProblem(body.customer as Json | undefined, "subscription.customer");
      if (problem) return problem;
      customerId = upsertCustomer(body.customer as Json).id as string;
    }
    let cardId: string;
    if (typeof body.card_id === "string") {
      const saved = cards.get(body.card_id);
      if (!saved || saved.customerId !== customerId) return invalid("subscription.card_id", "Card not found for this customer.");
      cardId = body.card_id;
    } else if (body.card_token !== undefined) {
      const problem = addressProblem((body.card as Json | undefined)?.billing_address as Json | undefined, "subscription.card.billing_address");
      if (problem) return problem;
      const used = spendToken(body.card_token, "subscription.card_token");
      if ("refused" in used) return used.refused;
      cardId = id("card");
      cards.set(cardId, { number: used.number, card: { ...used.card, id: cardId }, customerId });
    } else {
      return invalid("subscription.card", "A card, card_id or card_token is required.");
    }
    const items = (body.items as Json[] | undefined) ?? [];
    const price = Number((items[0]?.pricing_scheme as Json | undefined)?.price ?? 0);
    const discount = ((body.discounts as Json[] | undefined) ?? []).reduce((s, d) => s + Number(d.value), 0);
    const start = now();
    const sub: FakeSubscription = {
      id: id("sub"),
      status: "active",
      interval: body.interval,
      interval_count: body.interval_count,
      billing_type: body.billing_type,
      payment_method: "credit_card",
      currency: "BRL",
      customer: customers.get(customerId),
      card: cards.get(cardId)!.card,
      cardId,
      items: items.map((item) => ({ id: id("si"), description: item.description, quantity: item.quantity, pricing_scheme: item.pricing_scheme, status: "active" })),
      current_cycle: { start_at: iso(start), end_at: iso(start + Number(body.interval_count) * DAY_MS) },
      next_billing_at: iso(start + Number(body.interval_count) * DAY_MS),
      metadata: body.metadata ?? {},
      created_at: iso(start),
    };
    subscriptions.set(sub.id, sub);
    if (price - discount > 0) {
      const invoice = subscriptionCharge(sub, price - discount, start);
      if (invoice.status !== "paid") sub.status = "failed";
    }
    return { body: publicSubscription(sub) };
  }

  function publicSubscription(sub: FakeSubscription): Json {
    const { cardId: _cardId, ...rest } = sub;
    return rest;
  }


  function route(method: string, path: string, query: URLSearchParams, body: Json): Reply | null {
    if (method === "POST" && path === "/core/v5/subscriptions") return createSubscription(body);
    let match = /^\/core\/v5\/subscriptions\/([^/]+)(\/card)?$/.exec(path);
    if (match) {
      const sub = subscriptions.get(match[1]!);
      if (!sub) return { status: 404, body: { message: "Subscription not found." } };
      if (method === "GET" && !match[2]) return { body: publicSubscription(sub) };
      if (method === "DELETE" && !match[2]) {
        sub.status = "canceled";
        sub.canceled_at = iso(now());
        return { body: publicSubscription(sub) };
      }
      if (method === "PATCH" && match[2]) {
        // UpdateSubscriptionCardRequest: card or card_id. card_token is no field of it.
        const customerId = (sub.customer as Json).id as string;
        if (typeof body.card_id === "string") {
          const saved = cards.get(body.card_id);
          if (!saved || saved.customerId !== customerId) return invalid("card_id", "Card not found for this customer.");
          sub.cardId = body.card_id;
        } else if (body.card && typeof (body.card as Json).token === "string") {
          const used = spendToken((body.card as Json).token, "card.token");
          if ("refused" in used) return used.refused;
          const cardId = id("card");
          cards.set(cardId, { number: used.number, card: { ...used.card, id: cardId }, customerId });
          sub.cardId = cardId;
        } else {
          return invalid("card", "The card or card_id field is required.");
        }
        sub.card = cards.get(sub.cardId)!.card;
        return { body: publicSubscription(sub) };
      }
    }
    match = /^\/core\/v5\/invoices\/([^/]+)$/.exec(path);
    if (method === "GET" && match) {
      const invoice = invoices.find((i) => i.id === match![1]);
      return invoice ? { body: invoice } : { status: 404, body: { message: "Invoice not found." } };
    }
    if (method === "GET" && path === "/core/v5/invoices") {
      const subscriptionId = query.get("subscription_id");
      const size = Number(query.get("size") ?? 10);
      const data = invoices.filter((i) => !subscriptionId || (i.subscription as Json).id === subscriptionId).slice(0, size);
      return { body: { data, paging: { total: data.length } } };
    }
    return null;
  }

  function retry(charge: Json): Reply {
    const invoice = invoices.find((i) => (i.charge as Json).id === charge.id);
    const sub = invoice && subscriptions.get((invoice.subscription as Json).id as string);
    if (!invoice || !sub) return invalid("charge", "Only a subscription's charge is retried here.");
    const saved = cards.get(sub.cardId)!;
    const retried = cardCharge(Number(charge.amount), testCardOutcome(saved.number) === "renewals_declined" ? "4000000000000028" : saved.number, saved.card, "auth_and_capture", charge.metadata, { id: charge.id, invoice: { id: invoice.id }, order: charge.order });
    charges.set(charge.id as string, retried);
    invoice.charge = retried;
    invoice.status = retried.status === "paid" ? "paid" : "failed";
    if (retried.status === "paid") sub.status = "active";
    return { body: retried };
  }

  async function bill(body: Json): Promise<Reply> {
    // Bills the next cycle of every subscription not canceled (or only the one asked for, by id or
    // its customer's e-mail) and tells the app, as Pagar.me does on the cycle's day.
    const wanted = (sub: FakeSubscription) =>
      (typeof body.subscription_id !== "string" || sub.id === body.subscription_id) &&
      (typeof body.customer_email !== "string" || (sub.customer as Json | undefined)?.email === body.customer_email);
    const done: Array<{ invoice: string; status: unknown; webhook: WebhookDelivery }> = [];
    for (const sub of subscriptions.values()) {
      if (sub.status === "canceled" || !wanted(sub)) continue;
      const cycle = sub.current_cycle as Json;
      const start = new Date(String(cycle.end_at)).getTime();
      sub.current_cycle = { start_at: iso(start), end_at: iso(start + Number(sub.interval_count) * DAY_MS) };
      sub.next_billing_at = (sub.current_cycle as Json).end_at;
      const invoice = subscriptionCharge(sub, Number(((sub.items as Json[])[0]!.pricing_scheme as Json).price), start);
      sub.status = invoice.status === "paid" ? "active" : "failed";
      const webhook = await core.deliver(invoice.status === "paid" ? "invoice.paid" : "invoice.payment_failed", invoice, typeof body.host === "string" ? body.host : undefined);
      done.push({ invoice: invoice.id as string, status: invoice.status, webhook });
    }
    return { body: { billed: done } };
  }

  return { route, retry, bill };
}
