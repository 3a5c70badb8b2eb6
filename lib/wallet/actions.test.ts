// The wallet's actions called as a browser would (Host header, session cookie), with the payment
// simulator behind them: blocked members, another station's session and bad input are refused with
// the spec's pt-BR text and change nothing; a transfer request waits for the owner's approval in
// the console, which credits once and e-mails the member; a points purchase charges a saved card once per
// attempt and credits once, a declined card credits nothing; the card number reaches neither the
// database nor the logs; cards are added and removed only by their member.
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { establishmentUsers, users } from "@/lib/accounts/schema";
import { outbox } from "@/lib/adapters/outbox/schema";
import { TEST_CARDS } from "@/lib/adapters/payments";
import { DELETED_MESSAGE, INACTIVE_MESSAGE, NO_ESTABLISHMENT_MESSAGE, SESSION_EXPIRED_MESSAGE, SUSPENDED_MESSAGE } from "@/lib/auth/guard-messages";
import { MSG_CARD_NOT_FOUND, listMemberCards, saveCard } from "@/lib/wallet/cards";
import { memberCards } from "@/lib/commerce/schema";
import { cardFormSchema } from "@/lib/commerce/schemas";
import { CARD_FORM } from "@/lib/commerce/test-fixtures";
import { getDb, type Db } from "@/lib/db/client";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInAs, signInConsoleAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { seedDemo } from "@/lib/seed/demo";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { messages } from "@/lib/validation";
import * as actions from "./actions";
import { approveTransferAction } from "./console/actions";
import { getBalance } from "./ledger";
import { MSG_PURCHASE_MAX, MSG_TRANSFER_MAX, MSG_TRANSFER_MIN } from "./messages";
import { pointsLedger, pointsPurchases, walletTransferRequests } from "./schema";
import { listStatement } from "./statement";
import { listTransferRequests } from "./transfers";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
const logged: string[] = [];

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : typeof a === "string" ? a : JSON.stringify(a))).join(" "));
    });
  }
});

afterAll(() => vi.restoreAllMocks());

afterEach(() => {
  fakeRequest.host = "demo.localhost:3000";
  fakeRequest.cookies.clear();
});

let counter = 0;
async function newMember(station: Station, balance = 0): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ stationId: station.id, name: "Carla Carteira", email: `carteira${++counter}@${station.slug}.test`, cpf: null, active: true, isFirstLogin: false })
    .returning({ id: users.id });
  await db.insert(establishmentUsers).values({ stationId: station.id, establishmentId: station.establishment!.id, userId: row!.id });
  if (balance > 0) {
    await db.insert(pointsLedger).values({ stationId: station.id, userId: row!.id, amount: balance, kind: "seed", idempotencyKey: `test:${row!.id}` });
  }
  return row!.id;
}

/** db.execute answers { rows } on node-postgres and PGlite alike; an array on other drivers. */
const rowsOf = <T>(result: unknown): T[] => (result && typeof result === "object" && "rows" in result ? (result as { rows: T[] }).rows : (result as T[]));

const signIn = (id: number, station: Station | null = demo) => signInAs(db, id, station);
const card = (number = TEST_CARDS[0]!.number) => cardFormSchema.parse({ ...CARD_FORM, number });

async function writes() {
  const n = async (table: typeof memberCards | typeof walletTransferRequests | typeof pointsPurchases | typeof pointsLedger | typeof outbox) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return { cards: await n(memberCards), requests: await n(walletTransferRequests), purchases: await n(pointsPurchases), ledger: await n(pointsLedger), mail: await n(outbox) };
}

/** Every member action of the wallet, with inputs that would succeed for a member who may enter. */
function everyCall(cardId: number): [string, () => Promise<{ ok: boolean; message?: string }>][] {
  return [
    ["requestTransfer", () => actions.requestTransferAction({ amount: "R$ 50,00" })],
    ["buyPoints", () => actions.buyPointsAction({ cardId, amount: "R$ 10,00", attemptKey: `guarded-${cardId}-attempt` })],
    ["addCard", () => actions.addCardAction(CARD_FORM)],
    ["removeCard", () => actions.removeCardAction({ cardId })],
  ];
}

describe("the wallet actions behind the member gate", () => {
  it.each([
    ["suspenso@demo.test", SUSPENDED_MESSAGE],
    ["excluido@demo.test", DELETED_MESSAGE],
    ["inativo@demo.test", INACTIVE_MESSAGE],
    ["semvinculo@demo.test", NO_ESTABLISHMENT_MESSAGE],
  ])("refuses %s on every action and changes nothing", async (email, message) => {
    const id = await userIdByEmail(db, demo.id, email);
    const saved = await saveCard(db, { stationId: demo.id, userId: id }, card());
    await signIn(id);
    const before = await writes();
    for (const [name, call] of everyCall(saved.id)) expect({ name, answer: await call() }).toEqual({ name, answer: { ok: false, message } });
    expect(await writes()).toEqual(before);
  });

  it("refuses a session of another station, of the apex, and no session at all", async () => {
    const member = await newMember(demo);
    const saved = await saveCard(db, { stationId: demo.id, userId: member }, card());
    const before = await writes();
    for (const station of [vitrine, null]) {
      await signIn(member, station);
      for (const [name, call] of everyCall(saved.id)) expect({ name, answer: await call() }).toEqual({ name, answer: { ok: false, message: SESSION_EXPIRED_MESSAGE } });
    }
    fakeRequest.cookies.clear();
    for (const [name, call] of everyCall(saved.id)) expect({ name, answer: await call() }).toEqual({ name, answer: { ok: false, message: SESSION_EXPIRED_MESSAGE } });
    expect(await writes()).toEqual(before);
  });
});

describe("Abastecer créditos", () => {
  it("refuses R$ 1,49, R$ 100,01 and an empty amount with the spec's messages, and writes nothing", async () => {
    const member = await newMember(demo);
    await signIn(member);
    const before = await writes();
    expect(await actions.requestTransferAction({ amount: "R$ 1,49" })).toEqual({ ok: false, message: MSG_TRANSFER_MIN, fieldErrors: { amount: MSG_TRANSFER_MIN } });
    expect(await actions.requestTransferAction({ amount: "R$ 100,01" })).toEqual({ ok: false, message: MSG_TRANSFER_MAX, fieldErrors: { amount: MSG_TRANSFER_MAX } });
    expect(await actions.requestTransferAction({ amount: "R$ " })).toEqual({ ok: false, message: messages.required, fieldErrors: { amount: messages.required } });
    expect(await actions.requestTransferAction({ amount: 10_001 })).toMatchObject({ ok: false, message: MSG_TRANSFER_MAX });
    expect(await writes()).toEqual(before);
  });

  it("keeps R$ 1,50 and R$ 100,00 as pending requests; the balance waits for the station", async () => {
    const member = await newMember(demo);
    await signIn(member);
    expect(await actions.requestTransferAction({ amount: "R$ 1,50" })).toMatchObject({ ok: true, data: { amountCents: 150, status: "pending" } });
    expect(await actions.requestTransferAction({ amount: "R$ 100,00" })).toMatchObject({ ok: true, data: { amountCents: 10_000, status: "pending" } });
    expect((await listTransferRequests(db, { stationId: demo.id, userId: member })).map((r) => [r.amountCents, r.status])).toEqual([
      [10_000, "pending"],
      [150, "pending"],
    ]);
    expect(await getBalance(db, demo.id, member)).toBe(0);
  });

  it("a request waits for the owner: the console's approval credits once and e-mails the member once", async () => {
    const member = await newMember(demo);
    await signIn(member);
    const asked = await actions.requestTransferAction({ amount: "R$ 42,50" });
    if (!asked.ok) throw new Error(asked.message);
    const requestId = asked.data.id;
    expect((await listTransferRequests(db, { stationId: demo.id, userId: member }))[0]).toMatchObject({ id: requestId, status: "pending" });
    expect(await getBalance(db, demo.id, member)).toBe(0);

    await signInConsoleAs(db, await userIdByEmail(db, demo.id, "dono@demo.test"), demo.id);
    expect(await approveTransferAction({ stationId: demo.id, requestId })).toMatchObject({ ok: true, data: { status: "confirmed" } });
    expect(await approveTransferAction({ stationId: demo.id, requestId })).toMatchObject({ ok: false });
    expect(await getBalance(db, demo.id, member)).toBe(4250);
    const mail = await db.select().from(outbox).where(eq(outbox.recipient, `carteira${counter}@demo.test`));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: "Seus créditos foram liberados", purpose: "wallet.transfer-confirmed" });
    expect(mail[0]!.text).toContain("R$ 42,50");
  });

  it("takes no request on a station without a bank account on file", async () => {
    const member = await newMember(vitrine);
    await signIn(member, vitrine);
    fakeRequest.host = "vitrine.localhost:3000";
    const before = await writes();
    expect(await actions.requestTransferAction({ amount: "R$ 10,00" })).toEqual({ ok: false, message: "A estação ainda não informou os dados bancários para transferência." });
    expect(await writes()).toEqual(before);
  });
});

describe("Comprar pontos", () => {
  it("charges the selected saved card once per attempt and credits once; the statement names the purchase", async () => {
    const member = await newMember(demo, 1000);
    await signIn(member);
    const added = await actions.addCardAction({ ...CARD_FORM, save: false });
    if (!added.ok) throw new Error(added.message);
    expect(added.data).toMatchObject({ brand: "Visa", lastDigits: "0010" });
    // A card added on "Meios de pagamento" is kept even if the box came unticked.
    expect((await listMemberCards(db, demo.id, member)).map((c) => c.id)).toEqual([added.data.id]);

    const attempt = { cardId: added.data.id, amount: "R$ 25,00", attemptKey: `attempt-${member}-one` };
    const first = await actions.buyPointsAction(attempt);
    expect(first).toMatchObject({ ok: true, data: { amountCents: 2500, points: 2500, replayed: false } });
    const again = await actions.buyPointsAction(attempt);
    expect(again).toMatchObject({ ok: true, data: { replayed: true } });
    expect(await getBalance(db, demo.id, member)).toBe(3500);
    const entries = await db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, member), eq(pointsLedger.kind, "points_purchase")));
    expect(entries).toHaveLength(1);

    const statement = await listStatement(db, { stationId: demo.id, userId: member }, { side: "earned" });
    expect(statement.rows[0]).toMatchObject({ points: 2500, actionName: `Compra de pontos #${first.ok && first.data.code}` });

    // The card's number is nowhere in the database, nor in anything logged.
    const digits = TEST_CARDS[0]!.number;
    const spaced = digits.replace(/(\d{4})(?=\d)/g, "$1 ");
    const tables = await db.execute<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const names = rowsOf<{ table_name: string }>(tables);
    expect(names.length).toBeGreaterThan(10);
    // The search reads whole rows: the card's holder, which is kept, is found this way.
    const control = await db.execute(sql`select count(*)::int as n from ${sql.identifier("member_cards")} t where t::text like ${"%ANA SOUZA%"}`);
    expect(rowsOf<{ n: number }>(control)[0]!.n).toBeGreaterThan(0);
    for (const { table_name } of names) {
      const hits = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table_name)} t where t::text like ${`%${digits}%`} or t::text like ${`%${spaced}%`}`);
      const rows = rowsOf<{ n: number }>(hits);
      expect({ table_name, n: rows[0]!.n }).toEqual({ table_name, n: 0 });
    }
    expect(logged.filter((line) => line.includes(digits) || line.includes(spaced))).toEqual([]);
  });

  it("a declined card: the gateway's message, the attempt failed, nothing credited", async () => {
    const member = await newMember(demo, 700);
    await signIn(member);
    const declined = TEST_CARDS.find((c) => c.outcome === "declined")!;
    const saved = await saveCard(db, { stationId: demo.id, userId: member }, { ...card(declined.number), save: true });
    const attempt = { cardId: saved.id, amount: "R$ 30,00", attemptKey: `attempt-${member}-declined` };
    expect(await actions.buyPointsAction(attempt)).toEqual({ ok: false, message: declined.note });
    // The same attempt again says the same and still charges nothing.
    expect(await actions.buyPointsAction(attempt)).toEqual({ ok: false, message: declined.note });
    expect(await getBalance(db, demo.id, member)).toBe(700);
    const rows = await db.select().from(pointsPurchases).where(eq(pointsPurchases.userId, member));
    expect(rows.map((r) => [r.status, r.failureReason])).toEqual([["failed", declined.note]]);
  });

  it("refuses another member's or station's card, an unknown one, and bad amounts, changing nothing", async () => {
    const member = await newMember(demo, 100);
    const other = await newMember(demo);
    const elsewhere = await newMember(vitrine);
    const othersCard = await saveCard(db, { stationId: demo.id, userId: other }, card());
    const vitrineCard = await saveCard(db, { stationId: vitrine.id, userId: elsewhere }, card());
    const own = await saveCard(db, { stationId: demo.id, userId: member }, card());
    await signIn(member);
    const before = await writes();
    for (const cardId of [othersCard.id, vitrineCard.id, 999_999]) {
      expect(await actions.buyPointsAction({ cardId, amount: "R$ 10,00", attemptKey: `stolen-${cardId}-key` })).toEqual({
        ok: false,
        message: MSG_CARD_NOT_FOUND,
        fieldErrors: { cardId: MSG_CARD_NOT_FOUND },
      });
    }
    expect(await actions.buyPointsAction({ cardId: own.id, amount: "R$ 1,49", attemptKey: "too-little-key" })).toMatchObject({ ok: false, message: MSG_TRANSFER_MIN });
    expect(await actions.buyPointsAction({ cardId: own.id, amount: "R$ 500,01", attemptKey: "too-much-key" })).toMatchObject({ ok: false, message: MSG_PURCHASE_MAX });
    expect(await actions.buyPointsAction({ cardId: own.id, amount: "R$ 10,00", attemptKey: "short" })).toMatchObject({ ok: false, message: messages.required });
    expect(await writes()).toEqual(before);
    expect(await getBalance(db, demo.id, member)).toBe(100);
  });
});

describe("Meios de pagamento", () => {
  it("removes the member's own card only", async () => {
    const member = await newMember(demo);
    const other = await newMember(demo);
    const mine = await saveCard(db, { stationId: demo.id, userId: member }, card());
    const theirs = await saveCard(db, { stationId: demo.id, userId: other }, card(TEST_CARDS[1]!.number));
    await signIn(member);
    expect(await actions.removeCardAction({ cardId: theirs.id })).toEqual({ ok: false, message: MSG_CARD_NOT_FOUND, fieldErrors: { cardId: MSG_CARD_NOT_FOUND } });
    expect(await listMemberCards(db, demo.id, other)).toHaveLength(1);
    expect(await actions.removeCardAction({ cardId: mine.id })).toEqual({ ok: true, data: { removed: true } });
    expect(await listMemberCards(db, demo.id, member)).toEqual([]);
    // A removed card pays nothing any more.
    expect(await actions.buyPointsAction({ cardId: mine.id, amount: "R$ 10,00", attemptKey: "removed-card-key" })).toMatchObject({ ok: false, message: MSG_CARD_NOT_FOUND });
    expect(await actions.removeCardAction({ cardId: mine.id })).toMatchObject({ ok: false, message: MSG_CARD_NOT_FOUND });
  });
});
