// "Pedidos" in the console: the station's orders listed with filters (newest first, paged, in the
// member's own status words) and one in full; the owner refunds through the console pipeline
// (audited; staff may not); the team marks a delivery "enviado" (the member is e-mailed, with the
// tracking code) and then "entregue", in order, once each. Another station's order is not found.
import { and, desc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "@/lib/accounts/schema";
import { outbox } from "@/lib/adapters/outbox/schema";
import { CONSOLE_FORBIDDEN_MESSAGE } from "@/lib/auth/guard";
import { auditLog } from "@/lib/console/schema";
import { getDb, type Db } from "@/lib/db/client";
import { demoConsole } from "@/lib/db/testing/demo-console";
import { signInConsoleAs } from "@/lib/db/testing/sessions";
import type { Station } from "@/lib/stations/queries";
import { GET as exportOrders } from "@/app/console/estacoes/[stationId]/pedidos/exportar/route";
import { loadReceipt } from "../member-pages";
import { ORDER_STATUS_LABELS } from "../messages";
import { orders } from "../schema";
import { makeMember } from "../test-fixtures";
import { markFulfilmentStepAction, refundOrderAction } from "./actions";
import { orderFilterFrom, orderQueryString } from "./filters";
import { getConsoleOrder, listConsoleOrders } from "./queries";
import { makeDeliveryOrder, makePaidOrder } from "./test-orders";
import { ORDERS_CONSOLE_TEXTS } from "./texts";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
let owner: number;
let staff: number;
let n = 0;
const formKey = () => `form-key-${++n}-${Date.now()}`;

beforeAll(async () => {
  db = await getDb();
  ({ demo, vitrine, owner, staff } = await demoConsole(db));
});

async function namedMember(station: Station, name: string, cpf: string | null = null) {
  const id = await makeMember(db, station.id);
  await db.update(users).set({ name, cpf }).where(eq(users.id, id));
  return id;
}

describe("the order list", () => {
  it("filters by member (name, e-mail or CPF), status and method, newest first, only this station's", async () => {
    const joana = await namedMember(demo, "Joana Pedidos Filtro", "28471936500");
    const first = await makePaidOrder(db, demo.id, { member: joana });
    const second = await makeDeliveryOrder(db, demo.id, joana);
    const elsewhere = await makePaidOrder(db, vitrine.id, { member: await namedMember(vitrine, "Joana Pedidos Filtro") });

    const byName = await listConsoleOrders(db, demo.id, orderFilterFrom({ membro: "pedidos filtro" }), 1, 25);
    expect(byName.rows.map((r) => r.id), "newest first, the other station's left out").toEqual([second, first.order.id]);
    expect(byName.rows.map((r) => r.id)).not.toContain(elsewhere.order.id);
    const [{ email }] = (await db.select({ email: users.email }).from(users).where(eq(users.id, joana))) as [{ email: string }];
    expect((await listConsoleOrders(db, demo.id, orderFilterFrom({ membro: email.toUpperCase() }), 1, 25)).total).toBe(2);
    expect((await listConsoleOrders(db, demo.id, orderFilterFrom({ membro: "284.719.365-00" }), 1, 25)).total).toBe(2);

    const received = await listConsoleOrders(db, demo.id, orderFilterFrom({ membro: "Joana Pedidos", situacao: "received" }), 1, 25);
    expect(received.rows.map((r) => [r.id, ORDER_STATUS_LABELS[r.status]])).toEqual([[second, "Pedido recebido"]]);
    const pix = await listConsoleOrders(db, demo.id, orderFilterFrom({ membro: "Joana Pedidos", pagamento: "pix" }), 1, 25);
    expect(pix.rows.map((r) => r.id)).toEqual([first.order.id]);

    const page2 = await listConsoleOrders(db, demo.id, orderFilterFrom({ membro: "Joana Pedidos" }), 2, 1);
    expect(page2).toMatchObject({ total: 2, rows: [{ id: first.order.id }] });
    expect(orderQueryString(orderFilterFrom({ membro: "Joana", situacao: "nada", de: "2026-11-01" }), { pagina: "2" })).toBe("?de=2026-11-01&membro=Joana&pagina=2");
  });
});

describe("the CSV export", () => {
  it("streams the filtered list, newest first, with the member's status words, for staff too", async () => {
    const otavio = await namedMember(demo, "Otávio Exporta CSV");
    const paid = await makePaidOrder(db, demo.id, { member: otavio });
    const received = await makeDeliveryOrder(db, demo.id, otavio);
    await makePaidOrder(db, vitrine.id, { member: await namedMember(vitrine, "Otávio Exporta CSV") });
    await signInConsoleAs(db, staff, demo.id);
    const request = new NextRequest(`http://painel.localhost:3000/estacoes/${demo.id}/pedidos/exportar?membro=${encodeURIComponent("Exporta CSV")}`);
    const response = await exportOrders(request, { params: Promise.resolve({ stationId: String(demo.id) }) });
    expect(response.status).toBe(200);
    const lines = (await response.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("Pedido;Feito em;Membro;E-mail;Situação;Pagamento;Total;Saldo;Cartão ou PIX;Estornado");
    const [codeOfReceived] = (await db.select({ code: orders.code }).from(orders).where(eq(orders.id, received))).map((r) => r.code);
    expect(lines.slice(1).map((l) => l.split(";").slice(0, 1).concat(l.split(";").slice(4, 7)))).toEqual([
      [codeOfReceived, "Pedido recebido", "Pagamento na entrega", expect.stringMatching(/^R\$ /)],
      [paid.order.code, "Pagamento confirmado", "PIX", "R$ 100,00"],
    ]);
  });
});

describe("refunds from the console", () => {
  it("the owner refunds 30 % in R$; the detail, the audit and the member's receipt show it", async () => {
    const { member, order } = await makePaidOrder(db, demo.id, { cashback: 500, balance: 2000 });
    await signInConsoleAs(db, owner, demo.id);
    const answer = await refundOrderAction({ stationId: demo.id, orderId: order.id, idempotencyKey: formKey(), mode: "amount", amount: "R$ 30,00", lines: [] });
    expect(answer).toMatchObject({ ok: true, data: { amount: 3000, status: "partially_refunded" } });

    const detail = await getConsoleOrder(db, demo.id, order.id);
    expect(detail!.amounts).toMatchObject({ total: 10_000, wallet: 2000, gateway: 8000, cashback: 500, refunded: 3000, refundable: 7000 });
    expect(detail!.refunds).toMatchObject([{ amount: 3000, walletValue: 600, gatewayValue: 2400, status: "applied" }]);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.stationId, demo.id), eq(auditLog.entity, "order"), eq(auditLog.entityId, String(order.id))));
    expect(audit).toMatchObject({ action: "commerce.order.refund", actorId: owner });

    const receipt = await loadReceipt(demo, member, order.id);
    expect(ORDER_STATUS_LABELS[receipt!.order.status]).toBe("Parcialmente estornada");
    expect(receipt!.refunded, "the receipt's refunded amount").toBe(3000);
  });

  it("the member's receipt shows the cents refunded, even a share too small for a hundredth of a percent", async () => {
    const { member, order } = await makePaidOrder(db, demo.id, { quantities: [2, 2] });
    await signInConsoleAs(db, owner, demo.id);
    expect(await refundOrderAction({ stationId: demo.id, orderId: order.id, idempotencyKey: formKey(), mode: "amount", amount: "R$ 0,01", lines: [] })).toMatchObject({ ok: true });
    const receipt = await loadReceipt(demo, member, order.id);
    expect(ORDER_STATUS_LABELS[receipt!.order.status]).toBe("Parcialmente estornada");
    expect(receipt!.refunded, "one cent of R$ 200,00").toBe(1);
  });

  it("staff may not refund, and another station's order is not found", async () => {
    const { order } = await makePaidOrder(db, demo.id);
    await signInConsoleAs(db, staff, demo.id);
    expect(await refundOrderAction({ stationId: demo.id, orderId: order.id, idempotencyKey: formKey(), mode: "amount", amount: "10,00", lines: [] })).toMatchObject({
      ok: false,
      message: CONSOLE_FORBIDDEN_MESSAGE,
    });
    const other = await makePaidOrder(db, vitrine.id);
    await signInConsoleAs(db, owner, demo.id);
    expect(await refundOrderAction({ stationId: demo.id, orderId: other.order.id, idempotencyKey: formKey(), mode: "amount", amount: "10,00", lines: [] })).toMatchObject({
      ok: false,
      message: ORDERS_CONSOLE_TEXTS.notFound,
    });
    expect(await getConsoleOrder(db, demo.id, other.order.id)).toBeNull();
    expect((await getConsoleOrder(db, vitrine.id, other.order.id))!.refunds).toEqual([]);
  });
});

describe("delivery steps", () => {
  const sentMails = async (userId: number) => {
    const [member] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return db.select().from(outbox).where(and(eq(outbox.purpose, "commerce.order-sent"), eq(outbox.recipient, member!.email!))).orderBy(desc(outbox.id));
  };

  it("staff marks enviado (the member is e-mailed the tracking code) and then entregue, in order, once each", async () => {
    const member = await makeMember(db, demo.id);
    const orderId = await makeDeliveryOrder(db, demo.id, member);
    await signInConsoleAs(db, staff, demo.id);
    const mark = (step: "sent" | "delivered", trackingCode?: string) => markFulfilmentStepAction({ stationId: demo.id, orderId, step, trackingCode });

    expect(await mark("delivered"), "entregue before enviado").toMatchObject({ ok: false, message: ORDERS_CONSOLE_TEXTS.stepOutOfOrder });
    expect(await mark("sent", " BR123456789BR ")).toMatchObject({ ok: true, data: { status: "received", steps: [{ step: "sent", trackingCode: "BR123456789BR" }] } });
    const [mail] = await sentMails(member);
    expect(mail?.text).toContain("Código de rastreio: BR123456789BR");
    expect(await mark("sent")).toMatchObject({ ok: false, message: ORDERS_CONSOLE_TEXTS.stepDone });
    expect(await mark("delivered")).toMatchObject({ ok: true, data: { status: "delivered", steps: [{ step: "sent" }, { step: "delivered" }] } });
    expect(await sentMails(member), "one e-mail, at enviado").toHaveLength(1);
    expect((await getConsoleOrder(db, demo.id, orderId))!.steps.map((s) => s.step)).toEqual(["sent", "delivered"]);
    const receipt = await loadReceipt(demo, member, orderId);
    expect(receipt?.steps, "the member's order page shows the steps").toMatchObject([{ step: "sent", trackingCode: "BR123456789BR" }, { step: "delivered" }]);
    expect(ORDER_STATUS_LABELS[receipt!.order.status]).toBe("Entregue");
  });

  it("an order picked up at a point has no delivery to mark", async () => {
    const orderId = await makeDeliveryOrder(db, demo.id, await makeMember(db, demo.id), { pickup: true });
    await signInConsoleAs(db, staff, demo.id);
    expect(await markFulfilmentStepAction({ stationId: demo.id, orderId, step: "sent" })).toMatchObject({ ok: false, message: ORDERS_CONSOLE_TEXTS.notDeliverable });
  });
});
