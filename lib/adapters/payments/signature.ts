// Webhook signatures of the simulator: HMAC-SHA256 of the raw body, hex, in one header. The body
// is checked exactly as it arrived, before any JSON parsing (re-serialising would change bytes).
import { createHmac, timingSafeEqual } from "node:crypto";
import { headerOf, type HeaderBag } from "./types";

export const SIGNATURE_HEADER = "x-estacao-signature";

export function signBody(rawBody: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(rawBody, "utf8").digest("hex")}`;
}

export function verifyBodySignature(rawBody: string, headers: HeaderBag, secret: string): "ok" | "unsigned" | "bad_signature" {
  const given = headerOf(headers, SIGNATURE_HEADER);
  if (!given) return "unsigned";
  return constantTimeEqual(given, signBody(rawBody, secret)) ? "ok" : "bad_signature";
}

/** Compares two secrets-derived strings without leaking where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  // timingSafeEqual needs equal lengths; comparing against itself keeps the time flat on a mismatch.
  if (left.length !== right.length) {
    timingSafeEqual(right, right);
    return false;
  }
  return timingSafeEqual(left, right);
}
