// Password recovery: a magic link by e-mail (same answer whether or not the address has an
// account), valid for one hour and one use, that sets a new password.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { sendMail } from "@/lib/adapters/mail";
import { hashPassword } from "@/lib/auth/password";
import { revokeUserSessions } from "@/lib/auth/sessions";
import type { DbOrTx } from "@/lib/db/client";
import { logSecurityEvent, maskEmail } from "@/lib/security/events";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/security/rate-limit";
import type { Station } from "@/lib/stations/queries";
import { accountSecrets } from "./auth-schema";
import { clearLoginLock } from "./login";
import { accountMessages as m } from "./messages";
import { users } from "./schema";
import { consumeTokenSecret, issueSecret, randomToken } from "./secrets";

export const RESET_TTL_SECONDS = 60 * 60;

/** Always resolves the same way for existing and unknown addresses (only the rate limit differs). */
export async function requestPasswordReset(
  db: DbOrTx,
  station: Pick<Station, "id" | "name">,
  email: string,
  origin: string,
  ip: string,
): Promise<void> {
  const ctx = { stationId: station.id, ip, detail: { who: maskEmail(email) } };
  await enforceRateLimit("reset-request-source", `reset-ip:${ip}`, RATE_LIMITS.resetRequestSource, ctx, db);
  await enforceRateLimit("reset-request-account", `reset:${station.id}:${email}`, RATE_LIMITS.passwordReset, ctx, db);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.stationId, station.id), eq(sql`lower(${users.email})`, email), sql`${users.deletedAt} is null`))
      .limit(1);
    logSecurityEvent({ kind: "password.reset.requested", stationId: station.id, userId: user?.id ?? null, ip, reason: user ? "sent" : "unknown-account", detail: ctx.detail });
    if (!user) return;
    const token = randomToken();
    await issueSecret(tx, { stationId: station.id, userId: user.id, kind: "password-reset", secret: token, ttlSeconds: RESET_TTL_SECONDS });
    const link = `${origin}/redefinir-senha/${token}/${encodeURIComponent(email)}`;
    await sendMail(
      {
        stationId: station.id,
        to: email,
        subject: `Redefinição de senha - ${station.name}`,
        text:
          `Olá!\n\nRecebemos um pedido para redefinir a sua senha no programa ${station.name}.\n` +
          `Para criar uma nova senha, acesse o link abaixo (válido por 1 hora e para um único uso):\n${link}\n\n` +
          `Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.`,
        html:
          `<p>Olá!</p><p>Recebemos um pedido para redefinir a sua senha.</p>` +
          `<p><a href="${link}">Criar uma nova senha</a> (válido por 1 hora e para um único uso).</p>` +
          `<p>Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.</p>`,
        purpose: "password-reset",
        fromName: station.name,
      },
      tx,
    );
  });
}

class MismatchedReset extends Error {}

/**
 * Sets the new password through a reset link; the link works once and expires. Every session of the
 * account ends in the same transaction: whoever knew the old password is signed out everywhere.
 */
export async function resetPassword(
  db: DbOrTx,
  stationId: number,
  input: { email: string; hash: string; password: string },
  now = new Date(),
  ip: string | null = null,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  try {
    const ended = await db.transaction(async (tx) => {
      const userId = await consumeTokenSecret(tx, stationId, "password-reset", input.hash, now);
      if (!userId) throw new MismatchedReset();
      const [user] = await tx
        .select({ id: users.id, email: users.email, cpf: users.cpf })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.stationId, stationId)))
        .for("update");
      // Rolled back: a link used with another address stays valid for its owner.
      if (!user || (user.email ?? "").toLowerCase() !== input.email.toLowerCase()) throw new MismatchedReset();
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
      await tx
        .update(accountSecrets)
        .set({ usedAt: now })
        .where(and(eq(accountSecrets.userId, user.id), eq(accountSecrets.kind, "password-reset"), sql`${accountSecrets.usedAt} is null`));
      // Whoever holds the link owns the e-mail: a lock a stranger caused must not keep them out.
      await clearLoginLock(tx, stationId, user);
      logSecurityEvent({ kind: "password.reset.completed", stationId, userId: user.id, ip, detail: { who: maskEmail(user.email) } });
      return { userId: user.id, count: await revokeUserSessions(tx, user.id, now) };
    });
    logSecurityEvent({ kind: "session.revoked", stationId, userId: ended.userId, reason: "password-reset", detail: { sessions: ended.count } });
  } catch (error) {
    if (error instanceof MismatchedReset) {
      logSecurityEvent({ kind: "request.refused", stationId, ip, reason: "reset-link-invalid", detail: { who: maskEmail(input.email) } });
      throw new UserFacingError(m.resetLinkInvalid);
    }
    throw error;
  }
}
