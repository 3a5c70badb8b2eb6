// A fake of Pagar.me's API v5 that answers as its reference and the official SDK's models say,
// with the rules the real API enforces and our own code once ignored: a card token is refused on
// its second use and after 60 seconds; a card is kept only on a customer; a PSP account wants the
// customer's document, phone and address on every order; a subscription's card changes by card
// or card_id, never card_token. Cards behave as the simulator's test cards (test-cards.ts).
// Webhooks are signed as Pagar.me signs them (X-Webhook-Asymmetric-Signature, RS256 over the raw
// body, its key published as a JWKS at /__fake/jwks.json). The pagarme driver's tests start it
// in process; the e2e starts it beside the app (scripts/fake-pagarme.ts). Test controls live
// under /__fake/ (pay a PIX, bill a subscription's next cycle); nothing else of it is Pagar.me's.
// Subscriptions and invoices: fake-pagarme-subscriptions.ts; signed deliveries: fake-pagarme-webhooks.ts.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { buildPixPayload } from "../payments/brcode";
import { testCardOutcome } from "../payments/test-cards";
import { detectCardBrand, isValidCardNumber } from "@/lib/validation/cards";
import { addressProblem, customerProblem, digits, id, invalid, iso, type FakeCore, type Json, type Reply, type SavedCard } from "./fake-pagarme-kit";
import { fakeSubscriptions } from "./fake-pagarme-subscriptions";
import { deliverWebhook, webhookSigner } from "./fake-pagarme-webhooks";

export interface FakePagarmeOptions {
  port?: number;
  secretKey: string;
  publicKey: string;
  /** Where webhooks go (e.g. http://127.0.0.1:3100/api/pagamentos/webhook), with the Host header to send. */
  webhook?: { url: string; host?: string };
  /** The fake's clock (ms), to age tokens and PIX in tests. */
  now?: () => number;
}

export interface FakePagarme {
  url: string;
  /** Base URL of the API, as PAGARME_API_URL. */
  apiUrl: string;
  jwksUrl: string;
  kid: string;
  /** Signs a body as Pagar.me does: the X-Webhook-Asymmetric-Signature header's value. */
  signatureOf(body: string): string;
  requests: Array<{ method: string; path: string; headers: http.IncomingHttpHeaders; json: unknown }>;
  charges: Map<string, Json>;
  close(): Promise<void>;
}

const TOKEN_TTL_MS = 60_000;

export async function startFakePagarme(options: FakePagarmeOptions): Promise<FakePagarme> {
  const now = options.now ?? Date.now;
  const signer = webhookSigner();
  const basic = `Basic ${Buffer.from(`${options.secretKey}:`).toString("base64")}`;

  const tokens = new Map<string, { card: Json; number: string; createdAt: number; used: boolean }>();
  const customers = new Map<string, Json>();
  const cards = new Map<string, SavedCard>();
  const orders = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const idempotent = new Map<string, Reply>();
  const requests: FakePagarme["requests"] = [];


  function cardOf(number: string, holder: string, month: number, year: number): Json {
    const brand = detectCardBrand(number);
    return { brand: brand ? brand[0]!.toUpperCase() + brand.slice(1) : "Visa", first_six_digits: number.slice(0, 6), last_four_digits: number.slice(-4), holder_name: holder, exp_month: month, exp_year: year };
  }

  function spendToken(tokenId: unknown, field: string): { number: string; card: Json } | { refused: Reply } {
    const token = typeof tokenId === "string" ? tokens.get(tokenId) : undefined;
    if (!token) return { refused: invalid(field, "Token not found.") };
    if (token.used) return { refused: invalid(field, "Token already used.") };
    if (now() - token.createdAt > TOKEN_TTL_MS) return { refused: invalid(field, "Token expired.") };
    token.used = true;
    return token;
  }

  function cardCharge(amount: number, number: string, card: Json, operation: string, metadata: unknown, extra: Json = {}): Json {
    const outcome = testCardOutcome(number);
    const declined = outcome === "declined" || outcome === "insufficient_funds";
    const authOnly = operation === "auth_only";
    const chargeId = id("ch");
    const charge: Json = {
      id: chargeId,
      code: chargeId,
      amount,
      status: declined ? "failed" : authOnly ? "pending" : "paid",
      payment_method: "credit_card",
      paid_amount: declined || authOnly ? 0 : amount,
      created_at: iso(now()),
      metadata: metadata ?? {},
      last_transaction: {
        id: id("tran"),
        transaction_type: "credit_card",
        status: declined ? "not_authorized" : authOnly ? "authorized_pending_capture" : "captured",
        success: !declined,
        operation_type: operation,
        card,
        acquirer_return_code: declined ? (outcome === "insufficient_funds" ? "51" : "05") : "00",
        acquirer_message: declined ? (outcome === "insufficient_funds" ? "Saldo insuficiente" : "Transação não autorizada pelo emissor do cartão") : "Transação capturada com sucesso",
      },
      ...extra,
    };
    charges.set(chargeId, charge);
    return charge;
  }

  function createOrder(body: Json): Reply {
    const items = body.items as Json[] | undefined;
    const payment = (body.payments as Json[] | undefined)?.[0];
    if (!items?.length) return invalid("order.items", "The items field is required.");
    if (!payment) return invalid("order.payments", "The payments field is required.");
    let customerId = typeof body.customer_id === "string" ? body.customer_id : null;
    if (customerId) {
      if (!customers.has(customerId)) return { status: 404, body: { message: "Customer not found." } };
    } else {
      const problem = customerProblem(body.customer as Json | undefined, "order.customer");
      if (problem) return problem;
      customerId = upsertCustomer(body.customer as Json).id as string;
    }
    const amount = items.reduce((sum: number, item) => sum + Number(item.amount) * Number(item.quantity), 0);
    const orderId = id("or");
    let charge: Json;
    if (payment.payment_method === "pix") {
      const pix = payment.pix as Json | undefined;
      const expiresIn = Number(pix?.expires_in ?? 3600);
      const chargeId = id("ch");
      const txid = chargeId.replace(/[^A-Za-z0-9]/g, "").slice(0, 25);
      charge = {
        id: chargeId,
        code: chargeId,
        amount,
        status: "pending",
        payment_method: "pix",
        metadata: body.metadata ?? {},
        last_transaction: {
          id: id("tran"),
          transaction_type: "pix",
          status: "waiting_payment",
          qr_code: buildPixPayload({ key: "pagarme-fake@example.invalid", amountCents: amount, txid, merchantName: "Loja Pagarme", merchantCity: "Sao Paulo" }),
          qr_code_url: `https://example.invalid/qr/${chargeId}.png`,
          expires_at: iso(now() + expiresIn * 1000),
        },
      };
      charges.set(chargeId, charge);
    } else if (payment.payment_method === "credit_card") {
      const credit = (payment.credit_card ?? {}) as Json;
      let number: string;
      let card: Json;
      if (typeof credit.card_id === "string") {
        const saved = cards.get(credit.card_id);
        if (!saved) return invalid("order.payments[0].credit_card.card_id", "Card not found.");
        if (saved.customerId !== customerId) return invalid("order.payments[0].credit_card.card_id", "The card does not belong to the customer.");
        ({ number, card } = saved);
      } else if (credit.card_token !== undefined) {
        const billing = (credit.card as Json | undefined)?.billing_address as Json | undefined;
        const problem = addressProblem(billing, "order.payments[0].credit_card.card.billing_address");
        if (problem) return problem;
        const used = spendToken(credit.card_token, "order.payments[0].credit_card.card_token");
        if ("refused" in used) return used.refused;
        ({ number } = used);
        card = { ...used.card, id: id("card") };
      } else {
        return invalid("order.payments[0].credit_card", "A card, card_id or card_token is required.");
      }
      charge = cardCharge(amount, number, card, String(credit.operation_type ?? "auth_and_capture"), body.metadata);
    } else {
      return invalid("order.payments[0].payment_method", "Payment method not supported.");
    }
    charge.order = { id: orderId };
    charge.customer = customers.get(customerId);
    const order = { id: orderId, code: orderId, amount, currency: "BRL", closed: true, status: orderStatus(charge), customer: customers.get(customerId), metadata: body.metadata ?? {}, charges: [charge], created_at: iso(now()) };
    orders.set(orderId, order);
    return { body: order };
  }

  function orderStatus(charge: Json): string {
    return charge.status === "paid" ? "paid" : charge.status === "failed" ? "failed" : charge.status === "canceled" ? "canceled" : "pending";
  }

  function upsertCustomer(body: Json): Json {
    // Pagar.me keeps one customer per document: creating it again updates it.
    const document = digits(body.document);
    const existing = [...customers.values()].find((c) => c.document === document);
    const customer: Json = { ...(existing ?? { id: id("cus"), created_at: iso(now()) }), ...body, document };
    customers.set(customer.id as string, customer);
    return customer;
  }

  const deliver: FakeCore["deliver"] = async (type, data, host) =>
    options.webhook ? deliverWebhook(options.webhook, signer, { type, data, at: now(), host }) : null;
  const subscriptions = fakeSubscriptions({ now, customers, cards, charges, upsertCustomer, spendToken, cardCharge, deliver });

  async function route(method: string, path: string, query: URLSearchParams, headers: http.IncomingHttpHeaders, body: Json): Promise<Reply> {
    if (method === "GET" && path === "/__fake/jwks.json") return { body: { keys: [signer.jwk] } };
    if (method === "POST" && path === "/__fake/pix/pay") {
      // Pays the newest pending PIX (of `amount` when given) and delivers charge.paid, signed.
      const amount = body.amount === undefined ? undefined : Number(body.amount);
      const charge = [...charges.values()].reverse().find((c) => c.payment_method === "pix" && c.status === "pending" && (amount === undefined || c.amount === amount));
      if (!charge) return { status: 404, body: { message: "No pending PIX." } };
      Object.assign(charge, { status: "paid", paid_amount: charge.amount, paid_at: iso(now()) });
      (charge.last_transaction as Json).status = "paid";
      const order = orders.get((charge.order as Json).id as string);
      if (order) order.status = "paid";
      const delivered = await deliver("charge.paid", charge, typeof body.host === "string" ? body.host : undefined);
      return { body: { charge: charge.id, webhook: delivered } };
    }
    if (method === "POST" && path === "/__fake/subscriptions/bill") return subscriptions.bill(body);

    if (method === "POST" && path === "/core/v5/tokens") {
      if (headers.authorization) return { status: 401, body: { message: "Tokens take the public key as appId, never the secret key." } };
      if (query.get("appId") !== options.publicKey) return { status: 401, body: { message: "Invalid appId." } };
      const card = (body.card ?? {}) as Json;
      const number = digits(card.number);
      if (body.type !== "card" || !isValidCardNumber(number)) return invalid("request.card.number", "The number field is not a valid card number.");
      const month = Number(card.exp_month);
      const year = Number(card.exp_year);
      if (!(month >= 1 && month <= 12) || !(year >= 2000)) return invalid("request.card.exp_month", "The expiration is invalid.");
      if (!/^\d{3,4}$/.test(String(card.cvv ?? ""))) return invalid("request.card.cvv", "The cvv field is invalid.");
      const tokenId = id("token");
      const tokenCard = cardOf(number, String(card.holder_name ?? ""), month, year);
      tokens.set(tokenId, { card: tokenCard, number, createdAt: now(), used: false });
      return { body: { id: tokenId, type: "card", created_at: iso(now()), expires_at: iso(now() + TOKEN_TTL_MS), card: tokenCard } };
    }

    if (headers.authorization !== basic) return { status: 401, body: { message: "Authorization has been denied for this request." } };

    if (method === "POST" && path === "/core/v5/customers") {
      const problem = customerProblem(body, "customer");
      return problem ?? { body: upsertCustomer(body) };
    }
    let match = /^\/core\/v5\/customers\/([^/]+)\/cards$/.exec(path);
    if (method === "POST" && match) {
      const customer = customers.get(match[1]!);
      if (!customer) return { status: 404, body: { message: "Customer not found." } };
      const problem = addressProblem(body.billing_address as Json | undefined, "card.billing_address");
      if (problem) return problem;
      const used = spendToken(body.token, "card.token");
      if ("refused" in used) return used.refused;
      const cardId = id("card");
      const card = { ...used.card, id: cardId, status: "active", type: "credit", billing_address: body.billing_address, customer: { id: customer.id }, created_at: iso(now()) };
      cards.set(cardId, { number: used.number, card, customerId: customer.id as string });
      return { body: card };
    }
    if (method === "POST" && path === "/core/v5/orders") return createOrder(body);
    match = /^\/core\/v5\/orders\/([^/]+)$/.exec(path);
    if (method === "GET" && match) {
      const order = orders.get(match[1]!);
      if (!order) return { status: 404, body: { message: "Order not found." } };
      return { body: { ...order, status: orderStatus((order.charges as Json[])[0]!), charges: (order.charges as Json[]).map((c) => charges.get(c.id as string)) } };
    }
    match = /^\/core\/v5\/charges\/([^/]+)(\/capture|\/retry)?$/.exec(path);
    if (match) {
      const charge = charges.get(match[1]!);
      if (!charge) return { status: 404, body: { message: "Charge not found." } };
      if (method === "GET" && !match[2]) return { body: charge };
      if (method === "POST" && match[2] === "/capture") {
        if (charge.status !== "pending") return invalid("charge", "The charge cannot be captured.");
        const amount = Number(body.amount ?? charge.amount);
        Object.assign(charge, { status: "paid", paid_amount: amount });
        (charge.last_transaction as Json).status = "captured";
        return { body: charge };
      }
      if (method === "POST" && match[2] === "/retry") return subscriptions.retry(charge);
      if (method === "DELETE" && !match[2]) {
        const paid = Number(charge.paid_amount ?? 0);
        if (paid === 0) {
          Object.assign(charge, { status: "canceled" });
          return { body: charge };
        }
        const already = Number(charge.canceled_amount ?? 0);
        const amount = body.amount === undefined ? paid - already : Number(body.amount);
        if (amount <= 0 || already + amount > paid) return invalid("charge.amount", "The amount is greater than what can be refunded.");
        Object.assign(charge, { canceled_amount: already + amount, status: already + amount >= paid ? "canceled" : "paid" });
        return { body: charge };
      }
    }
    const answered = subscriptions.route(method, path, query, body);
    if (answered) return answered;
    return { status: 404, body: { message: `No route ${method} ${path}` } };
  }

  const server = http.createServer(async (req, res) => {
    // The browser may call /tokens itself (tokenizecard.js does): CORS as for any origin.
    const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "content-type", "access-control-allow-methods": "POST, OPTIONS" };
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    let json: Json = {};
    try {
      json = text ? (JSON.parse(text) as Json) : {};
    } catch {
      res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ message: "Invalid JSON." }));
      return;
    }
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push({ method: req.method ?? "", path: url.pathname + url.search, headers: req.headers, json: text ? json : undefined });
    // An Idempotency-Key repeats the first answer to the same key, as the API does.
    const key = typeof req.headers["idempotency-key"] === "string" ? `${req.method} ${url.pathname} ${req.headers["idempotency-key"]}` : null;
    let reply = key ? idempotent.get(key) : undefined;
    if (!reply) {
      try {
        reply = await route(req.method ?? "GET", url.pathname, url.searchParams, req.headers, json);
      } catch (error) {
        reply = { status: 500, body: { message: (error as Error).message } };
      }
      if (key && (reply.status ?? 200) < 500) idempotent.set(key, JSON.parse(JSON.stringify(reply)) as Reply);
    }
    res.writeHead(reply.status ?? 200, { "content-type": "application/json; charset=utf-8", ...cors });
    res.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
  });
  const sockets = new Set<import("node:net").Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    apiUrl: `${url}/core/v5`,
    jwksUrl: `${url}/__fake/jwks.json`,
    kid: signer.kid,
    signatureOf: signer.signatureOf,
    requests,
    charges,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
