// One-time secrets (confirmation codes, activation/reset links, login tokens): generated here,
// stored only as an HMAC keyed by the app secret, consumed at most once before they expire.
import "server-only";
import { createHmac, randomBytes, randomInt } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { authSecret } from "@/lib/security/secret";
import type { DbOrTx } from "@/lib/db/client";
import { accountSecrets } from "./auth-schema";

export type SecretKind = "confirm-code" | "activation-link" | "password-reset" | "login";

/** The user id is part of the hashed text so the same 6 digits for two people hash differently. */
export function hashSecret(kind: SecretKind, secret: string, userId?: number): string {
  return createHmac("sha256", authSecret())
    .update(`${kind}:${userId ?? ""}:${secret}`)
    .digest("base64url");
}

export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** Stores a new secret and retires the user's earlier unused ones of the same kind. */
export async function issueSecret(
  db: DbOrTx,
  input: { stationId: number; userId: number; kind: SecretKind; secret: string; ttlSeconds: number; channel?: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  await db
    .update(accountSecrets)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountSecrets.stationId, input.stationId),
        eq(accountSecrets.userId, input.userId),
        eq(accountSecrets.kind, input.kind),
        isNull(accountSecrets.usedAt),
      ),
    );
  await db.insert(accountSecrets).values({
    stationId: input.stationId,
    userId: input.userId,
    kind: input.kind,
    channel: input.channel ?? null,
    // Codes are keyed by user (6 digits are guessable); random tokens are looked up by hash alone.
    secretHash: hashSecret(input.kind, input.secret, input.kind === "confirm-code" ? input.userId : undefined),
    expiresAt: new Date(now.getTime() + input.ttlSeconds * 1000),
    createdAt: now,
  });
}

/**
 * Marks a random-token secret used and returns its user, in one conditional update: two
 * concurrent requests with the same token cannot both succeed.
 */
export async function consumeTokenSecret(
  db: DbOrTx,
  stationId: number,
  kind: Exclude<SecretKind, "confirm-code">,
  token: string,
  now = new Date(),
): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(accountSecrets)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountSecrets.stationId, stationId),
        eq(accountSecrets.kind, kind),
        eq(accountSecrets.secretHash, hashSecret(kind, token)),
        isNull(accountSecrets.usedAt),
        gt(accountSecrets.expiresAt, now),
      ),
    )
    .returning({ userId: accountSecrets.userId });
  return row?.userId ?? null;
}

/** The newest still-usable secret of a user (for codes), locked for the caller's transaction. */
export async function lockLatestSecret(db: DbOrTx, stationId: number, userId: number, kind: SecretKind) {
  const [row] = await db
    .select()
    .from(accountSecrets)
    .where(
      and(
        eq(accountSecrets.stationId, stationId),
        eq(accountSecrets.userId, userId),
        eq(accountSecrets.kind, kind),
        isNull(accountSecrets.usedAt),
      ),
    )
    .orderBy(desc(accountSecrets.createdAt), desc(accountSecrets.id))
    .limit(1)
    .for("update");
  return row ?? null;
}

export async function markSecretUsed(db: DbOrTx, id: number, now = new Date()): Promise<void> {
  await db.update(accountSecrets).set({ usedAt: now }).where(eq(accountSecrets.id, id));
}

export async function countSecretAttempt(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .update(accountSecrets)
    .set({ attempts: sql`${accountSecrets.attempts} + 1` })
    .where(eq(accountSecrets.id, id))
    .returning({ attempts: accountSecrets.attempts });
  return row?.attempts ?? 0;
}
