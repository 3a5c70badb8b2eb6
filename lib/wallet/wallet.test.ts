// The wallet's commands on their own: the statement splits the ledger into credits and debits
// (zero entries in neither), filters by São Paulo calendar days and pages; confirming a transfer
// twice at once, or retrying one points purchase at once, credits exactly once. Runs on PGlite
// (serialised) and, with DATABASE_URL pointing at PostgreSQL, as real races between connections.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { outbox } from "@/lib/adapters/outbox/schema";
import { TEST_CARDS } from "@/lib/adapters/payments";
import { saveCard } from "@/lib/wallet/cards";
import { gatewayPaymentPort } from "@/lib/wallet/gateway";
import { cardFormSchema } from "@/lib/commerce/schemas";
import { CARD_FORM, makeMember, makeStation } from "@/lib/commerce/test-fixtures";
import { getDb, type Db } from "@/lib/db/client";
import { appendLedgerEntry, getBalance } from "./ledger";
import { buyPoints } from "./purchase";
import { pointsLedger, pointsPurchases, walletTransferRequests } from "./schema";
import { actionName, listStatement } from "./statement";
import { confirmTransferRequest, requestTransfer } from "./transfers";

let db: Db;
let stationId: number;
const BANK = { bankTransfer: { bank: "Banco Teste", branch: "0001", account: "12345-6", holder: "Estação Teste" } };

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db, BANK);
});

async function entry(userId: number, amount: number, at: string, description: string | null = null, kind = "activity") {
  await db.transaction(async (tx) => {
    await appendLedgerEntry(tx, { stationId, userId, amount, kind, description, idempotencyKey: `t:${userId}:${at}:${amount}` });
  });
  await db.update(pointsLedger).set({ createdAt: new Date(at) }).where(and(eq(pointsLedger.stationId, stationId), eq(pointsLedger.idempotencyKey, `t:${userId}:${at}:${amount}`)));
}

describe("Meu extrato", () => {
  it("credits in one tab, debits as positive in the other, zero in neither; the sides add up to the balance", async () => {
    const member = await makeMember(db, stationId);
    await entry(member, 1500, "2026-03-10T15:00:00Z", "Quiz do clube");
    await entry(member, -400, "2026-03-11T15:00:00Z", "Pedido ABC123", "purchase");
    await entry(member, 0, "2026-03-12T15:00:00Z", "Nada");
    await entry(member, 250, "2026-03-13T15:00:00Z", null, "cashback");
    const earned = await listStatement(db, { stationId, userId: member }, { side: "earned" });
    const used = await listStatement(db, { stationId, userId: member }, { side: "used" });
    expect(earned.rows.map((r) => [r.actionName, r.points])).toEqual([
      ["Cashback", 250],
      ["Quiz do clube", 1500],
    ]);
    expect(used.rows.map((r) => [r.actionName, r.points])).toEqual([["Pedido ABC123", 400]]);
    expect(earned.sum - used.sum).toBe(await getBalance(db, stationId, member));
  });

  it("filters by São Paulo days, both ends included", async () => {
    const member = await makeMember(db, stationId);
    // 02:30 UTC on the 1st is still the 31st in São Paulo.
    await entry(member, 100, "2026-04-01T02:30:00Z", "Último de março");
    await entry(member, 200, "2026-04-01T12:00:00Z", "Primeiro de abril");
    await entry(member, 300, "2026-04-30T23:59:00Z", "Fim de abril (noite)");
    await entry(member, 400, "2026-05-01T03:00:00Z", "Primeiro de maio");
    const april = await listStatement(db, { stationId, userId: member }, { side: "earned", start: "2026-04-01", end: "2026-04-30" });
    expect(april.rows.map((r) => r.actionName)).toEqual(["Fim de abril (noite)", "Primeiro de abril"]);
    const march = await listStatement(db, { stationId, userId: member }, { side: "earned", end: "2026-03-31" });
    expect(march.rows.map((r) => r.actionName)).toEqual(["Último de março"]);
  });

  it("pages newest first and clamps a page past the end", async () => {
    const member = await makeMember(db, stationId);
    for (let i = 1; i <= 12; i++) await entry(member, i * 100, `2026-02-${String(i).padStart(2, "0")}T15:00:00Z`, `Atividade ${i}`);
    const first = await listStatement(db, { stationId, userId: member }, { side: "earned", page: 1, pageSize: 5 });
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 12, sum: 7800 });
    expect(first.rows.map((r) => r.actionName)).toEqual(["Atividade 12", "Atividade 11", "Atividade 10", "Atividade 9", "Atividade 8"]);
    const last = await listStatement(db, { stationId, userId: member }, { side: "earned", page: 99, pageSize: 5 });
    expect(last.page).toBe(3);
    expect(last.rows.map((r) => r.actionName)).toEqual(["Atividade 2", "Atividade 1"]);
  });

  it("names an entry by its cause, else by its kind", () => {
    expect(actionName({ kind: "activity", description: "Quiz" })).toBe("Quiz");
    expect(actionName({ kind: "points_purchase", description: null })).toBe("Compra de pontos");
    expect(actionName({ kind: "seed", description: "  " })).toBe("Crédito");
    expect(actionName({ kind: "unheard-of", description: null })).toBe("Movimentação");
  });

  it("shows only the member's own entries on this station", async () => {
    const member = await makeMember(db, stationId);
    const other = await makeMember(db, stationId);
    const otherStation = await makeStation(db);
    await entry(other, 999, "2026-01-05T15:00:00Z", "Do outro");
    await db.transaction((tx) => appendLedgerEntry(tx, { stationId: otherStation, userId: member, amount: 777, kind: "activity", idempotencyKey: `elsewhere:${member}` }));
    expect((await listStatement(db, { stationId, userId: member }, { side: "earned" })).total).toBe(0);
  });
});

describe("confirming a transfer", () => {
  it("5 confirmations at once: one confirms, one credit, one e-mail", async () => {
    const member = await makeMember(db, stationId);
    const request = await requestTransfer(db, { stationId, userId: member }, { amountCents: 7350 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirmTransferRequest(db, { stationId, requestId: request.id, confirmedBy: null })));
    expect(answers.filter((a) => a.confirmed)).toHaveLength(1);
    expect(answers.every((a) => a.request.status === "confirmed")).toBe(true);
    expect(await getBalance(db, stationId, member)).toBe(7350);
    const credits = await db.select().from(pointsLedger).where(and(eq(pointsLedger.stationId, stationId), eq(pointsLedger.userId, member)));
    expect(credits.map((c) => [c.kind, c.amount, c.description])).toEqual([["transfer", 7350, `Transferência bancária #${request.id}`]]);
    const mails = await db.select().from(outbox).where(and(eq(outbox.stationId, stationId), eq(outbox.purpose, "wallet.transfer-confirmed")));
    expect(mails.filter((m) => m.text.includes(`#${request.id}`))).toHaveLength(1);
  });

  it("a request of another station is not found and stays pending", async () => {
    const member = await makeMember(db, stationId);
    const request = await requestTransfer(db, { stationId, userId: member }, { amountCents: 500 });
    const other = await makeStation(db, BANK);
    await expect(confirmTransferRequest(db, { stationId: other, requestId: request.id, confirmedBy: null })).rejects.toThrow("Pedido de transferência não encontrado");
    const [row] = await db.select().from(walletTransferRequests).where(eq(walletTransferRequests.id, request.id));
    expect(row!.status).toBe("pending");
    expect(await getBalance(db, stationId, member)).toBe(0);
  });
});

describe("buying points", () => {
  it("3 submits of one attempt at once: one charge, one credit", async () => {
    const member = await makeMember(db, stationId);
    const card = await saveCard(db, { stationId, userId: member }, cardFormSchema.parse({ ...CARD_FORM, number: TEST_CARDS[1]!.number }));
    const port = gatewayPaymentPort(db);
    const attempt = { cardId: card.id, amountCents: 1990, attemptKey: `race-${member}` };
    const answers = await Promise.allSettled(Array.from({ length: 3 }, () => buyPoints(db, { stationId, userId: member }, attempt, port)));
    expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(3);
    expect(await getBalance(db, stationId, member)).toBe(1990);
    const purchases = await db.select().from(pointsPurchases).where(eq(pointsPurchases.userId, member));
    expect(purchases.map((p) => p.status)).toEqual(["paid"]);
    const ids = new Set(answers.map((a) => (a.status === "fulfilled" ? a.value.id : 0)));
    expect([...ids]).toEqual([purchases[0]!.id]);
  });
});
