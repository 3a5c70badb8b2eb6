// Single-use sign-on into the owner console. A station's "Acessar Painel" and the wizard's final
// button mint a token for a signed-in account with a role on the station; the browser carries it
// to painel.{root}/entrar/{token}, a page that only asks; its button posts the token to /entrar,
// where it is exchanged once, server-side, for a console session.
// Only an HMAC of the token is stored; spending it is one conditional UPDATE, so of any number of
// concurrent exchanges exactly one wins. The token lives under a minute.
import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { authSecret } from "@/lib/security/secret";
import type { DbOrTx } from "@/lib/db/client";
import { publicOrigin, env } from "@/lib/env";
import { CONSOLE_SUBDOMAIN } from "@/lib/stations/host";
import { roleOn } from "@/lib/auth/console-roles";
import { consoleTokens } from "./schema";

export const CONSOLE_TOKEN_TTL_SECONDS = 50;

function hashToken(token: string): string {
  return createHmac("sha256", authSecret()).update(`console-token:${token}`).digest("base64url");
}

/** The console's origin, e.g. http://painel.localhost:3000. */
export function consoleOrigin(): string {
  return publicOrigin(`${CONSOLE_SUBDOMAIN}.${env.ROOT_DOMAIN}`);
}

/** Mints a token for an account with a role on the station; null when it has none. */
export async function mintConsoleToken(db: DbOrTx, target: { userId: number; stationId: number }, now = new Date()): Promise<string | null> {
  if (!(await roleOn(db, target.userId, target.stationId))) return null;
  const token = randomBytes(32).toString("base64url");
  await db.insert(consoleTokens).values({
    hash: hashToken(token),
    userId: target.userId,
    stationId: target.stationId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CONSOLE_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** Where the browser goes with a fresh token. */
export function consoleSignOnUrl(token: string): string {
  return `${consoleOrigin()}/entrar/${encodeURIComponent(token)}`;
}

/** A token's account and station while it is unused and unexpired, without spending it. */
export async function peekConsoleToken(db: DbOrTx, token: string, now = new Date()): Promise<{ userId: number; stationId: number } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: consoleTokens.userId, stationId: consoleTokens.stationId })
    .from(consoleTokens)
    .where(and(eq(consoleTokens.hash, hashToken(token)), isNull(consoleTokens.usedAt), gt(consoleTokens.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Spends a token: its account and station, or null when unknown, already used or expired. */
export async function spendConsoleToken(db: DbOrTx, token: string, now = new Date()): Promise<{ userId: number; stationId: number } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .update(consoleTokens)
    .set({ usedAt: now })
    .where(and(eq(consoleTokens.hash, hashToken(token)), isNull(consoleTokens.usedAt), gt(consoleTokens.expiresAt, now)))
    .returning({ userId: consoleTokens.userId, stationId: consoleTokens.stationId });
  return row ?? null;
}
