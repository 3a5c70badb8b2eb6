// Codes people read out or type: vouchers, coupons, order receipts.
import "server-only";
import { randomBytes } from "node:crypto";

/** Readable voucher code without look-alike characters (32 symbols: 40 bits in 8). */
export function voucherCode(length = 8): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}
