// E-mail subscription links (/email/{inscricao|desinscricao}/{userId}/{userHash}): the hash is an
// HMAC of the user id, so a footer link works without signing in but cannot be forged for others.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { setMarketingConsent, type ConsentChannel } from "@/lib/consents";
import { authSecret } from "@/lib/security/secret";
import type { DbOrTx } from "@/lib/db/client";

export type SubscriptionType = "inscricao" | "desinscricao";

export const SUBSCRIPTION_MESSAGES = {
  inscricao: {
    success: "Você se inscreveu novamente com sucesso em nossa lista.",
    error: "Houve um erro ao inscrevê-lo(a) em nossa página. Por favor, recarregue a página.",
  },
  desinscricao: {
    success: "Você se desinscreveu com sucesso da nossa lista de e-mails.",
    error: "Houve um erro ao desinscrevê-lo(a) em nossa lista, por favor, recarregue a página.",
  },
} as const satisfies Record<SubscriptionType, { success: string; error: string }>;

/** For mail footers: the {userHash} part of the subscription links of `userId`. */
export function emailSubscriptionHash(userId: number): string {
  return createHmac("sha256", authSecret()).update(`email-subscription:${userId}`).digest("base64url").slice(0, 32);
}

/** The path of a subscription link, e.g. for the unsubscribe footer of every e-mail. */
export function emailSubscriptionPath(type: SubscriptionType, userId: number): string {
  return `/email/${type}/${userId}/${emailSubscriptionHash(userId)}`;
}

export function isValidSubscriptionHash(userId: number, hash: string): boolean {
  const expected = Buffer.from(emailSubscriptionHash(userId));
  const given = Buffer.from(hash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Sets the user's subscription when the hash is right; false for a bad link or another station's
 * user. The change and its consent-ledger entry are one transaction (lib/consents); `channel` says
 * where the member asked (the e-mail's link by default; "profile" from the member's own pages).
 */
export async function setEmailSubscription(
  db: DbOrTx,
  input: { stationId: number; userId: number; hash: string; type: SubscriptionType; channel?: ConsentChannel },
): Promise<boolean> {
  if (!Number.isSafeInteger(input.userId) || input.userId <= 0) return false;
  if (!isValidSubscriptionHash(input.userId, input.hash)) return false;
  return setMarketingConsent(db, {
    stationId: input.stationId,
    userId: input.userId,
    subscribed: input.type === "inscricao",
    channel: input.channel ?? "email-link",
  });
}
