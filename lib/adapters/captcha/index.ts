// Captcha: ALTCHA proof of work, self-hosted (no third party, works offline). The server signs a
// challenge; the browser finds the number; the server checks signature, expiry and that the
// solution was never used before.
import "server-only";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { authSecret } from "@/lib/security/secret";
import { captchaUses } from "@/lib/security/schema";

const EXPIRES_MS = 10 * 60 * 1000;
/** Small enough for a mid-range phone to solve in well under a second. */
const MAX_NUMBER = 50_000;

export async function createCaptchaChallenge(): ReturnType<typeof createChallenge> {
  return createChallenge({
    hmacKey: authSecret(),
    maxnumber: MAX_NUMBER,
    expires: new Date(Date.now() + EXPIRES_MS),
  });
}

/** True once per valid solution; a replayed or forged payload is false. */
export async function verifyCaptcha(payload: string | null | undefined, db?: DbOrTx): Promise<boolean> {
  if (!payload) return false;
  let valid = false;
  try {
    valid = await verifySolution(payload, authSecret(), true);
  } catch {
    return false;
  }
  if (!valid) return false;
  const signature = (JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as { signature: string }).signature;
  const conn = db ?? (await getDb());
  const inserted = await conn.insert(captchaUses).values({ signature }).onConflictDoNothing().returning();
  return inserted.length === 1;
}
