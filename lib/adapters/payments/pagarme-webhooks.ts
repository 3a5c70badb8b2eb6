// How a delivery from Pagar.me v5 is believed: X-Webhook-Asymmetric-Signature (RS256 over the raw
// body, its key taken by kid from a JWKS fetched and cached by jose) or, for older integrations,
// the HTTP Basic credentials set on the webhook in the dashboard. A signed delivery is judged by
// its signature alone. Only the envelope (id, type, created_at, data) is read here; the drivers
// read the charge or invoice it names back from the API before believing anything else.
import "server-only";
import { createRemoteJWKSet } from "jose";
import type { PagarmeConfig } from "./pagarme-client";
import { constantTimeEqual } from "./signature";
import { headerOf, PaymentError, type HeaderBag } from "./types";

export const SIGNATURE_HEADER = "x-webhook-asymmetric-signature";

/** `alg=RS256; kid=...; signature=...` as its parts; null when one is missing. */
export function parseSignatureHeader(value: string): { alg: string; kid: string; signature: string } | null {
  const parts = new Map<string, string>();
  for (const piece of value.split(";")) {
    const at = piece.indexOf("=");
    if (at > 0) parts.set(piece.slice(0, at).trim().toLowerCase(), piece.slice(at + 1).trim());
  }
  const alg = parts.get("alg");
  const kid = parts.get("kid");
  const signature = parts.get("signature");
  return alg && kid && signature ? { alg, kid, signature } : null;
}

/** A webhook's created_at: Pagar.me writes UTC, sometimes without saying so; never the server's zone. */
export function webhookTimeOf(value: unknown): Date {
  if (typeof value !== "string") return new Date();
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/i.test(value) ? value : `${value}Z`;
  const at = new Date(zoned);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

/** The envelope of a delivery; `data` is the object the event is about (a charge, an order, an invoice). */
export interface PagarmeHook {
  id: string;
  type: string;
  created_at?: unknown;
  data: { id?: unknown; charge?: { id?: unknown }; charges?: Array<{ id?: unknown }> };
}

export type HookReading = { ok: true; hook: PagarmeHook } | { ok: false; reason: "unsigned" | "bad_signature" | "malformed" };

/** Checks a delivery's credentials, then reads its envelope; nothing is read from a delivery that fails them. */
export type PagarmeHookReader = (rawBody: string, headers: HeaderBag) => Promise<HookReading>;

type Verdict = "ok" | "unsigned" | "bad_signature";

export function pagarmeHookReader(config: Pick<PagarmeConfig, "webhookJwksUrl" | "webhookUser" | "webhookPassword">): PagarmeHookReader {
  // jose keeps the keys it fetched and fetches again only for a kid it has not seen (at most every 30 s).
  const jwks = config.webhookJwksUrl ? createRemoteJWKSet(new URL(config.webhookJwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 3_600_000 }) : null;

  async function verifySignature(rawBody: string, header: string): Promise<Verdict> {
    const parsed = parseSignatureHeader(header);
    if (!parsed || parsed.alg !== "RS256" || !jwks) return "bad_signature";
    let key: CryptoKey;
    try {
      key = (await jwks({ alg: "RS256", kid: parsed.kid })) as CryptoKey;
    } catch (error) {
      // No key with that kid, even after fetching the set again: not Pagar.me's signature.
      if ((error as { code?: string }).code === "ERR_JWKS_NO_MATCHING_KEY") return "bad_signature";
      throw new PaymentError("unavailable", "Chaves do webhook do Pagar.me indisponíveis");
    }
    // base64 or base64url: Node reads both alphabets.
    const signature = Buffer.from(parsed.signature, "base64");
    const valid = await crypto.subtle.verify({ name: "RSASSA-PKCS1-v1_5" }, key, signature, new TextEncoder().encode(rawBody));
    return valid ? "ok" : "bad_signature";
  }

  function verifyBasic(headers: HeaderBag): Verdict {
    const given = headerOf(headers, "authorization");
    if (!given || !config.webhookUser || !config.webhookPassword) return "unsigned";
    const expected = `Basic ${Buffer.from(`${config.webhookUser}:${config.webhookPassword}`).toString("base64")}`;
    return constantTimeEqual(given, expected) ? "ok" : "bad_signature";
  }

  return async (rawBody, headers) => {
    const signature = headerOf(headers, SIGNATURE_HEADER);
    const verdict = signature && jwks ? await verifySignature(rawBody, signature) : verifyBasic(headers);
    if (verdict !== "ok") return { ok: false, reason: verdict };
    let hook: Partial<PagarmeHook>;
    try {
      hook = JSON.parse(rawBody) as Partial<PagarmeHook>;
    } catch {
      return { ok: false, reason: "malformed" };
    }
    if (typeof hook.id !== "string" || typeof hook.type !== "string" || !hook.data || typeof hook.data !== "object") return { ok: false, reason: "malformed" };
    return { ok: true, hook: hook as PagarmeHook };
  };
}
