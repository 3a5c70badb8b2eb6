// The wallet's demo data: membro's months of statement, one confirmed and one pending transfer,
// the demo station's bank account, the e2e members — and nothing doubled when the seed runs again.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { userIdByEmail } from "@/lib/db/testing/sessions";
import { findStationByKey } from "@/lib/stations/queries";
import { stations } from "@/lib/stations/schema";
import { getBalance } from "./ledger";
import { pointsLedger, walletTransferRequests } from "./schema";
import { lotMismatches, nextExpiry } from "./lots";
import { DEMO_BANK_TRANSFER, EXPIRY_DEMO_MEMBER, WALLET_E2E_MEMBERS } from "./seed";
import { listStatement } from "./statement";

let db: Db;

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
});

describe("the wallet's demo seed", () => {
  it("gives membro a statement across months and two transfers, once", async () => {
    const demo = (await findStationByKey(db, "demo"))!;
    expect(demo.settings.bankTransfer).toEqual(DEMO_BANK_TRANSFER);
    const membro = await userIdByEmail(db, demo.id, "membro@demo.test");
    const snapshot = async () => ({
      ledger: await db.$count(pointsLedger, and(eq(pointsLedger.stationId, demo.id), eq(pointsLedger.userId, membro))),
      requests: (await db.select({ status: walletTransferRequests.status }).from(walletTransferRequests).where(eq(walletTransferRequests.userId, membro))).map((r) => r.status).sort(),
      balance: await getBalance(db, demo.id, membro),
    });
    const first = await snapshot();
    expect(first.requests).toEqual(["confirmed", "pending"]);
    const used = await listStatement(db, { stationId: demo.id, userId: membro }, { side: "used", pageSize: 100 });
    const earned = await listStatement(db, { stationId: demo.id, userId: membro }, { side: "earned", pageSize: 100 });
    const months = new Set([...used.rows, ...earned.rows].map((r) => r.createdAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(4);
    expect(earned.rows.some((r) => r.actionName.startsWith("Transferência bancária #"))).toBe(true);
    expect(earned.sum - used.sum).toBe(first.balance);

    await seedDemo(db);
    expect(await snapshot()).toEqual(first);
    for (const member of Object.values(WALLET_E2E_MEMBERS)) expect(await getBalance(db, demo.id, await userIdByEmail(db, demo.id, member.email))).toBe(9500);
  });
});

describe("points that expire in the demo", () => {
  it("vitrine's Vera Validade has an expired bonus and 30,00 expiring within 30 days; every member's lots add up", async () => {
    const vitrine = (await findStationByKey(db, "vitrine"))!;
    expect(await db.select({ months: stations.pointsExpiryMonths }).from(stations).where(eq(stations.id, vitrine.id))).toEqual([{ months: 12 }]);
    const vera = await userIdByEmail(db, vitrine.id, EXPIRY_DEMO_MEMBER.email);
    const now = new Date();
    const next = await nextExpiry(db, vitrine.id, vera, now);
    expect(next?.points).toBe(3000);
    expect(next!.expiresAt.getTime() - now.getTime()).toBeLessThan(30 * 86_400_000);
    const expired = await db.select({ amount: pointsLedger.amount, description: pointsLedger.description }).from(pointsLedger).where(and(eq(pointsLedger.userId, vera), eq(pointsLedger.kind, "expiry")));
    expect(expired).toEqual([{ amount: -1000, description: "Pontos vencidos" }]);
    expect(await getBalance(db, vitrine.id, vera)).toBe(6000);
    expect(await lotMismatches(db)).toEqual([]);
  });
});
