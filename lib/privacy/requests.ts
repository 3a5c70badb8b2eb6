// The member's side of the data-subject requests: each download is recorded as a fulfilled access
// request, a correction is registered for the owner, the marketing choice goes through the
// accounts' own subscription function, and a deletion is requested (a 6-digit code e-mailed to the
// member) and confirmed: in one transaction, under the request's row lock, the account is
// anonymised (anonymise.ts), the request marked done and the farewell e-mail queued to the old
// address. A wrong, expired, used or foreign code changes nothing but the wrong-tries count.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { randomCode } from "@/lib/accounts/secrets";
import { users, USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { UserFacingError } from "@/lib/actions/result";
import { setMarketingConsent } from "@/lib/consents";
import type { Db, DbOrTx } from "@/lib/db/client";
import { planSubscriptions } from "@/lib/plans/schema";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/security/rate-limit";
import { authSecret } from "@/lib/security/secret";
import { anonymiseMember } from "./anonymise";
import { accountDeletedMail, correctionReceivedMail, deletionCodeMail } from "./mail";
import { dataRequests } from "./schema";
import { correctionSchema, DELETION_CODE_MAX_ATTEMPTS, DELETION_CODE_TTL_SECONDS, PRIVACY_TEXTS } from "./texts";

type PrivacyStation = { id: number; name: string };

function codeHash(requestId: number, userId: number, code: string): string {
  return createHmac("sha256", authSecret()).update(`data-deletion:${requestId}:${userId}:${code}`).digest("base64url");
}

/** Records a download the member made (LGPD access and portability): fulfilled at once. */
export async function recordAccessRequest(db: DbOrTx, stationId: number, userId: number, format: "json" | "html", now = new Date()): Promise<void> {
  await db.insert(dataRequests).values({ stationId, userId, kind: "access", status: "done", format, requestedAt: now, completedAt: now });
}

/** Registers a correction the member cannot make themselves; the owner answers it in the console. */
export async function requestCorrection(db: Db, station: PrivacyStation, userId: number, input: unknown, now = new Date()): Promise<{ id: number }> {
  const { details } = correctionSchema.parse(input);
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ email: users.email, name: users.name }).from(users).where(and(eq(users.id, userId), eq(users.stationId, station.id)));
    if (!member) throw new UserFacingError("Usuário não encontrado.", undefined, 404);
    const [row] = await tx.insert(dataRequests).values({ stationId: station.id, userId, kind: "correction", status: "open", details, requestedAt: now }).returning({ id: dataRequests.id });
    if (member.email) await correctionReceivedMail(tx, station, { email: member.email, name: member.name }, details);
    return row!;
  });
}

/** "Receber comunicações": the member's marketing choice, recorded in the consent ledger as made on their profile. */
export async function setMarketingChoice(db: DbOrTx, stationId: number, userId: number, subscribed: boolean): Promise<boolean> {
  return setMarketingConsent(db, { stationId, userId, subscribed, channel: "profile" });
}

/** Why an account cannot be deleted from the member area, or null. */
async function deletionBlocker(db: DbOrTx, stationId: number, userId: number): Promise<string | null> {
  const [user] = await db.select({ typeId: users.typeId, deletedAt: users.deletedAt }).from(users).where(and(eq(users.id, userId), eq(users.stationId, stationId)));
  if (!user || user.deletedAt) return "Conta não encontrada.";
  if (user.typeId !== USER_TYPE_PARTICIPANT) return "A conta do dono da estação não pode ser excluída por aqui. Fale com o suporte da plataforma.";
  // A live plan renews on the member's card at the gateway: it must end first, through its own command.
  const [live] = await db
    .select({ id: planSubscriptions.id })
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.stationId, stationId), eq(planSubscriptions.userId, userId), ne(planSubscriptions.status, "canceled")))
    .limit(1);
  if (live) return "Você tem um plano ativo. Cancele o plano em Planos antes de excluir sua conta.";
  return null;
}

/**
 * "Excluir minha conta": a new 6-digit code by e-mail; an earlier pending request is replaced.
 * Limited like a confirmation resend (each new code also resets the wrong-tries count).
 */
export async function requestDeletion(db: Db, station: PrivacyStation, userId: number, now = new Date()): Promise<{ id: number }> {
  await enforceRateLimit("privacy-deletion", `privacy-deletion:${station.id}:${userId}`, RATE_LIMITS.resend, { stationId: station.id, userId }, db);
  return db.transaction(async (tx) => {
    const blocker = await deletionBlocker(tx, station.id, userId);
    if (blocker) throw new UserFacingError(blocker, undefined, 409);
    const [member] = await tx.select({ email: users.email, name: users.name }).from(users).where(and(eq(users.id, userId), eq(users.stationId, station.id))).for("update");
    if (!member?.email) throw new UserFacingError("Sua conta não tem e-mail para receber o código. Fale com o suporte da estação.", undefined, 409);
    await tx
      .update(dataRequests)
      .set({ status: "cancelled", codeHash: null, completedAt: now })
      .where(and(eq(dataRequests.stationId, station.id), eq(dataRequests.userId, userId), eq(dataRequests.kind, "deletion"), eq(dataRequests.status, "pending")));
    const [row] = await tx
      .insert(dataRequests)
      .values({ stationId: station.id, userId, kind: "deletion", status: "pending", requestedAt: now, codeExpiresAt: new Date(now.getTime() + DELETION_CODE_TTL_SECONDS * 1000) })
      .returning({ id: dataRequests.id });
    const code = randomCode();
    await tx.update(dataRequests).set({ codeHash: codeHash(row!.id, userId, code) }).where(eq(dataRequests.id, row!.id));
    await deletionCodeMail(tx, station, { email: member.email, name: member.name }, code);
    return row!;
  });
}

export type DeletionOutcome = { kind: "deleted" } | { kind: "refused"; message: string };

/**
 * Confirms the member's pending deletion with the e-mailed code. Idempotent: once done there is no
 * pending request, so a second confirmation answers a refusal and changes nothing.
 */
export async function confirmDeletion(db: Db, station: PrivacyStation, userId: number, code: string, now = new Date()): Promise<DeletionOutcome> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(dataRequests)
      .where(and(eq(dataRequests.stationId, station.id), eq(dataRequests.userId, userId), eq(dataRequests.kind, "deletion"), eq(dataRequests.status, "pending")))
      .orderBy(desc(dataRequests.id))
      .limit(1)
      .for("update");
    if (!request?.codeHash) return { kind: "refused", message: PRIVACY_TEXTS.noPendingDeletion };
    if (!request.codeExpiresAt || request.codeExpiresAt <= now) return { kind: "refused", message: PRIVACY_TEXTS.wrongCode };
    if (request.attempts >= DELETION_CODE_MAX_ATTEMPTS) return { kind: "refused", message: PRIVACY_TEXTS.tooManyAttempts };
    const expected = Buffer.from(request.codeHash);
    const given = Buffer.from(codeHash(request.id, userId, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      // Committed with the refusal: the count survives, so guessing stops after a few tries.
      await tx.update(dataRequests).set({ attempts: sql`${dataRequests.attempts} + 1` }).where(eq(dataRequests.id, request.id));
      return { kind: "refused", message: PRIVACY_TEXTS.wrongCode };
    }
    const blocker = await deletionBlocker(tx, station.id, userId);
    if (blocker) return { kind: "refused", message: blocker };
    const [member] = await tx.select({ email: users.email, name: users.name }).from(users).where(and(eq(users.id, userId), eq(users.stationId, station.id))).for("update");
    await anonymiseMember(tx, { stationId: station.id, userId, email: member?.email ?? null, channel: "profile" }, now);
    await tx.update(dataRequests).set({ status: "done", codeHash: null, completedAt: now }).where(eq(dataRequests.id, request.id));
    if (member?.email) await accountDeletedMail(tx, station, { email: member.email, name: member.name });
    return { kind: "deleted" };
  });
}

/** What the privacy page shows of the member's own requests and choices. */
export async function getPrivacyOverview(db: DbOrTx, stationId: number, userId: number) {
  const [user] = await db
    .select({ email: users.email, emailSubscribed: users.emailSubscribed })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.stationId, stationId)));
  if (!user) return null;
  const [pending] = await db
    .select({ id: dataRequests.id, codeExpiresAt: dataRequests.codeExpiresAt })
    .from(dataRequests)
    .where(and(eq(dataRequests.stationId, stationId), eq(dataRequests.userId, userId), eq(dataRequests.kind, "deletion"), eq(dataRequests.status, "pending")))
    .orderBy(desc(dataRequests.id))
    .limit(1);
  const corrections = await db
    .select({ id: dataRequests.id, details: dataRequests.details, status: dataRequests.status, answer: dataRequests.answer, requestedAt: dataRequests.requestedAt })
    .from(dataRequests)
    .where(and(eq(dataRequests.stationId, stationId), eq(dataRequests.userId, userId), eq(dataRequests.kind, "correction")))
    .orderBy(desc(dataRequests.id))
    .limit(10);
  return {
    email: user.email,
    marketing: user.emailSubscribed,
    deletionPending: pending ? { expiresAt: pending.codeExpiresAt?.toISOString() ?? null } : null,
    corrections: corrections.map((c) => ({ ...c, requestedAt: c.requestedAt.toISOString() })),
  };
}
