// Login tokens: a single-use, expiring link that signs a user in on one station's host
// (/login-token/{token}). The apex owner wizard uses it to hand a new owner to their new station.
import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { users } from "./schema";
import { consumeTokenSecret, issueSecret, randomToken } from "./secrets";

export const LOGIN_TOKEN_TTL_SECONDS = 5 * 60;

/** Returns the plain token; only its hash is stored. */
export async function createLoginToken(
  db: DbOrTx,
  target: { userId: number; stationId: number },
  ttlSeconds = LOGIN_TOKEN_TTL_SECONDS,
): Promise<string> {
  const token = randomToken();
  await issueSecret(db, { stationId: target.stationId, userId: target.userId, kind: "login", secret: token, ttlSeconds });
  return token;
}

/**
 * Uses a token once. Answers the user to sign in, or null when the token is unknown, used,
 * expired, from another station, or its user can no longer sign in.
 */
export async function consumeLoginToken(
  db: DbOrTx,
  stationId: number,
  token: string,
  now = new Date(),
): Promise<{ id: number; stationId: number; isFirstLogin: boolean } | null> {
  const userId = await consumeTokenSecret(db, stationId, "login", token, now);
  if (!userId) return null;
  const [user] = await db
    .select({ id: users.id, stationId: users.stationId, isFirstLogin: users.isFirstLogin, deletedAt: users.deletedAt })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.stationId, stationId)));
  if (!user || user.stationId === null || user.deletedAt !== null) return null;
  return { id: user.id, stationId: user.stationId, isFirstLogin: user.isFirstLogin };
}
