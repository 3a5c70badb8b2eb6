// "Transferências" in the console: the owner approves a member's bank-transfer request (one credit,
// one e-mail, in the transaction that decides it) or refuses it with a reason (the e-mail says
// why, nothing is credited); a request of another station is not found; staff may not decide.
// With DATABASE_URL on PostgreSQL, ten approvals at once are a real race between connections.
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "@/lib/accounts/schema";
import { outbox } from "@/lib/adapters/outbox/schema";
import { makeMember } from "@/lib/commerce/test-fixtures";
import { auditLog } from "@/lib/console/schema";
import { getDb, type Db } from "@/lib/db/client";
import { demoConsole } from "@/lib/db/testing/demo-console";
import { signInConsoleAs } from "@/lib/db/testing/sessions";
import type { Station } from "@/lib/stations/queries";
import { getBalance } from "../ledger";
import { pointsLedger, walletTransferRequests } from "../schema";
import { requestTransfer } from "../transfers";
import { approveTransferAction, rejectTransferAction } from "./actions";
import { listConsoleTransfers } from "./queries";
import { TRANSFER_CONSOLE_TEXTS } from "./schemas";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
let owner: number;
let staff: number;

/** The e-mails of one purpose this station sent to this member. */
async function mailsTo(stationId: number, userId: number, purpose: string) {
  const [member] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.stationId, stationId), eq(outbox.purpose, purpose), eq(outbox.recipient, member!.email!)))
    .orderBy(desc(outbox.id));
}

async function pendingRequest(station: Station, amountCents = 2500) {
  const member = await makeMember(db, station.id);
  const request = await requestTransfer(db, { stationId: station.id, userId: member }, { amountCents });
  return { member, request };
}

beforeAll(async () => {
  db = await getDb();
  ({ demo, vitrine, owner, staff } = await demoConsole(db));
});

describe("Transferências (console)", () => {
  it("approving credits the member once, e-mails them and writes the audit row", async () => {
    await signInConsoleAs(db, owner, demo.id);
    const { member, request } = await pendingRequest(demo, 4250);
    expect((await listConsoleTransfers(db, demo.id, "pending")).map((r) => r.id)).toContain(request.id);

    expect(await approveTransferAction({ stationId: demo.id, requestId: request.id })).toMatchObject({ ok: true, data: { id: request.id, status: "confirmed" } });
    expect(await getBalance(db, demo.id, member), "the wallet holds the transfer").toBe(4250);
    expect(await mailsTo(demo.id, member, "wallet.transfer-confirmed")).toHaveLength(1);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.stationId, demo.id), eq(auditLog.entityId, String(request.id)), eq(auditLog.entity, "transfer-request")));
    expect(audit).toMatchObject({ action: "wallet.transfer.approve", actorId: owner, before: { status: "pending" }, after: { status: "confirmed" } });

    // A second approval (a double click, a second tab) changes nothing more.
    expect(await approveTransferAction({ stationId: demo.id, requestId: request.id })).toMatchObject({ ok: false, message: TRANSFER_CONSOLE_TEXTS.alreadyDecided });
    expect(await getBalance(db, demo.id, member)).toBe(4250);
    expect((await listConsoleTransfers(db, demo.id, "pending")).map((r) => r.id)).not.toContain(request.id);
    expect((await listConsoleTransfers(db, demo.id, "decided")).find((r) => r.id === request.id)).toMatchObject({ status: "confirmed", amountCents: 4250 });
  });

  it("ten approvals at once credit once and send one e-mail", async () => {
    await signInConsoleAs(db, owner, demo.id);
    const { member, request } = await pendingRequest(demo, 1000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => approveTransferAction({ stationId: demo.id, requestId: request.id })));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    const entries = await db.select().from(pointsLedger).where(and(eq(pointsLedger.stationId, demo.id), eq(pointsLedger.userId, member)));
    expect(entries.map((e) => e.amount)).toEqual([1000]);
    expect(await mailsTo(demo.id, member, "wallet.transfer-confirmed")).toHaveLength(1);
  });

  it("refusing needs a reason, credits nothing and e-mails the reason", async () => {
    await signInConsoleAs(db, owner, demo.id);
    const { member, request } = await pendingRequest(demo, 3000);
    expect(await rejectTransferAction({ stationId: demo.id, requestId: request.id, reason: "  " })).toMatchObject({ ok: false, fieldErrors: { reason: expect.any(String) } });

    const reason = "Não encontramos a transferência na conta da estação.";
    expect(await rejectTransferAction({ stationId: demo.id, requestId: request.id, reason })).toMatchObject({ ok: true, data: { status: "rejected" } });
    expect(await getBalance(db, demo.id, member), "nothing credited").toBe(0);
    const mails = await mailsTo(demo.id, member, "wallet.transfer-rejected");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(reason);
    expect((await listConsoleTransfers(db, demo.id, "decided")).find((r) => r.id === request.id)).toMatchObject({ status: "rejected", reason });
    // A refused request cannot be approved afterwards.
    expect(await approveTransferAction({ stationId: demo.id, requestId: request.id })).toMatchObject({ ok: false });
    expect(await getBalance(db, demo.id, member)).toBe(0);
  });

  it("a request of another station is not found, and stays pending there", async () => {
    await signInConsoleAs(db, owner, demo.id);
    const member = await makeMember(db, vitrine.id);
    const [request] = await db.insert(walletTransferRequests).values({ stationId: vitrine.id, userId: member, amountCents: 2000 }).returning();
    expect(await approveTransferAction({ stationId: demo.id, requestId: request!.id })).toMatchObject({ ok: false, message: TRANSFER_CONSOLE_TEXTS.notFound });
    expect(await rejectTransferAction({ stationId: demo.id, requestId: request!.id, reason: "Outro motivo" })).toMatchObject({ ok: false, message: TRANSFER_CONSOLE_TEXTS.notFound });
    const [row] = await db.select().from(walletTransferRequests).where(eq(walletTransferRequests.id, request!.id));
    expect(row!.status).toBe("pending");
    expect(await getBalance(db, vitrine.id, member)).toBe(0);
    expect((await listConsoleTransfers(db, demo.id, "pending")).map((r) => r.id)).not.toContain(request!.id);
  });

  it("staff may not decide a transfer (money is the owner's)", async () => {
    const { member, request } = await pendingRequest(demo);
    await signInConsoleAs(db, staff, demo.id);
    expect(await approveTransferAction({ stationId: demo.id, requestId: request.id })).toMatchObject({ ok: false });
    expect(await rejectTransferAction({ stationId: demo.id, requestId: request.id, reason: "Qualquer" })).toMatchObject({ ok: false });
    expect(await getBalance(db, demo.id, member)).toBe(0);
    const [row] = await db.select().from(walletTransferRequests).where(eq(walletTransferRequests.id, request.id));
    expect(row!.status).toBe("pending");
  });
});
