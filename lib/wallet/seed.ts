// Demo data of the wallet (rules in lib/seed/demo.ts: idempotent, never overwrite):
// - the demo station's bank account for "Abastecer créditos" (setting bankTransfer), when unset;
// - membro's statement across the last five months: credits and debits named after the demo's
//   activities and shop, a bank transfer confirmed through confirmTransferRequest (its credit and
//   e-mail are the real thing) and one still pending;
// - the wallet e2e members (one per Playwright project), each with a small history of its own;
// - on vitrine (points expire 12 months after their credit), Vera Validade: a welcome bonus that
//   expired (its "Pontos vencidos" entry), and 30,00 of a year-old credit expiring within 30 days.
// membro's two saved test cards come from lib/commerce/seed.ts (seedDemoPayments) and are reused.
import { and, eq, sql } from "drizzle-orm";
import { USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { DEMO_ACTIVITIES } from "@/lib/activities/seed";
import type { Db } from "@/lib/db/client";
import { ensureUser, type DemoContext } from "@/lib/seed/support";
import { stations } from "@/lib/stations/schema";
import { pointsLedger, walletTransferRequests } from "./schema";
import { expireDueLots } from "./lots";
import { confirmTransferRequest } from "./transfers";

export const DEMO_BANK_TRANSFER = {
  bank: "Banco do Brasil (001)",
  branch: "1234-5",
  account: "98765-4",
  holder: "Clube Demo Associação de Vantagens Ltda.",
  document: "11.222.333/0001-81",
};

/** The wallet e2e's own members: e2e/wallet.e2e.ts changes their cards, requests and balance. */
export const WALLET_E2E_MEMBERS = {
  phone: { email: "carteira.phone@demo.test", name: "Caio Carteira", cpf: "84512679049", tel: "11954321098", birthday: "1991-06-12" },
  desktop: { email: "carteira.desktop@demo.test", name: "Clara Carteira", cpf: "61937248003", tel: "11943210987", birthday: "1989-11-03" },
} as const;

/** Vitrine's member whose points expire soon (password: the demo password). */
export const EXPIRY_DEMO_MEMBER = { email: "validade.vitrine@demo.test", name: "Vera Validade", cpf: "83726150471", tel: "11932109876", birthday: "1987-04-09" } as const;

const day = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * day);

/** membro's history: [days ago, hundredths (signed), kind, description]. */
const MEMBRO_HISTORY: [number, number, string, string][] = [
  [150, 3000, "activity", DEMO_ACTIVITIES.quiz],
  [138, 1000, "activity", DEMO_ACTIVITIES.survey],
  [121, -2500, "purchase", DEMO_ACTIVITIES.donation17],
  [104, 800, "activity", DEMO_ACTIVITIES.pollQuiz],
  [96, 1000, "activity", DEMO_ACTIVITIES.playlist],
  [77, -4990, "purchase", "Pedido DEMO7K2Q"],
  [77, 500, "cashback", "Cashback do pedido DEMO7K2Q"],
  [52, 300, "activity", DEMO_ACTIVITIES.poll],
  [40, -1500, "purchase", DEMO_ACTIVITIES.donation17],
  [21, 100, "activity", DEMO_ACTIVITIES.content],
  [9, -1890, "purchase", "Pedido DEMO3F8M"],
];

export async function seedWalletDemo(db: Db, context: DemoContext): Promise<void> {
  const stationId = context.demo.station.id;
  await db
    .update(stations)
    .set({ settings: sql`${stations.settings} || ${JSON.stringify({ bankTransfer: DEMO_BANK_TRANSFER })}::jsonb` })
    .where(and(eq(stations.id, stationId), sql`not (${stations.settings} ? 'bankTransfer')`));

  await seedHistory(db, stationId, context.memberId, "membro", MEMBRO_HISTORY);

  const existing = await db
    .select({ id: walletTransferRequests.id })
    .from(walletTransferRequests)
    .where(and(eq(walletTransferRequests.stationId, stationId), eq(walletTransferRequests.userId, context.memberId)))
    .limit(1);
  if (existing.length === 0) {
    const [confirmed] = await db
      .insert(walletTransferRequests)
      .values({ stationId, userId: context.memberId, amountCents: 5000, createdAt: daysAgo(64) })
      .returning({ id: walletTransferRequests.id });
    await confirmTransferRequest(db, { stationId, requestId: confirmed!.id, confirmedBy: context.ownerId });
    // The credit dates from the day the station saw the money, two days after the request.
    await db
      .update(walletTransferRequests)
      .set({ confirmedAt: daysAgo(62) })
      .where(eq(walletTransferRequests.id, confirmed!.id));
    await db
      .update(pointsLedger)
      .set({ createdAt: daysAgo(62) })
      .where(and(eq(pointsLedger.stationId, stationId), eq(pointsLedger.idempotencyKey, `transfer-request:${confirmed!.id}`)));
    await db.insert(walletTransferRequests).values({ stationId, userId: context.memberId, amountCents: 2500, createdAt: daysAgo(2) });
  }

  for (const [key, member] of Object.entries(WALLET_E2E_MEMBERS)) {
    const userId = await ensureUser(db, stationId, context.demo.establishment.id, { ...member, stateId: 35, typeId: USER_TYPE_PARTICIPANT });
    await seedHistory(db, stationId, userId, `e2e-${key}`, [
      [30, 10_000, "seed", "Bônus de boas-vindas"],
      [12, 1500, "activity", DEMO_ACTIVITIES.quiz],
      [5, -2000, "purchase", DEMO_ACTIVITIES.donation17],
    ]);
  }
  await seedExpiryDemo(db, context);
}

/**
 * Vera's history on vitrine (12-month rule), written once: the bonus of 420 days ago expired 55
 * days ago (the expiry job's entry, dated then); the purchase of 40 days ago drew from the
 * soonest lot, the credit of 350 days ago, whose other 30,00 expire in about 15 days.
 */
async function seedExpiryDemo(db: Db, context: DemoContext): Promise<void> {
  const stationId = context.vitrine.station.id;
  const userId = await ensureUser(db, stationId, context.vitrine.establishment.id, { ...EXPIRY_DEMO_MEMBER, stateId: 35, typeId: USER_TYPE_PARTICIPANT });
  const [any] = await db.select({ id: pointsLedger.id }).from(pointsLedger).where(and(eq(pointsLedger.stationId, stationId), eq(pointsLedger.userId, userId))).limit(1);
  if (any) return;
  await seedHistory(db, stationId, userId, "validade-bonus", [[420, 1000, "seed", "Bônus de boas-vindas"]]);
  await expireDueLots(db, daysAgo(54), { stationId });
  await seedHistory(db, stationId, userId, "validade", [
    [350, 5000, "activity", "Quiz de boas-vindas"],
    [90, 3000, "activity", "Pesquisa de satisfação"],
    [40, -2000, "purchase", "Pedido VITR4N8E"],
  ]);
}

async function seedHistory(db: Db, stationId: number, userId: number, who: string, history: [number, number, string, string][]): Promise<void> {
  await db
    .insert(pointsLedger)
    .values(
      history.map(([ago, amount, kind, description], i) => ({
        stationId,
        userId,
        amount,
        kind,
        description,
        reference: "seed:wallet-history",
        idempotencyKey: `seed:wallet-history:${who}:${i}`,
        createdAt: daysAgo(ago),
      })),
    )
    .onConflictDoNothing({ target: [pointsLedger.stationId, pointsLedger.idempotencyKey] });
}
