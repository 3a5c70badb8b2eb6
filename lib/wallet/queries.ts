// Request-level reads of the wallet for pages and route handlers.
import "server-only";
import { getDb } from "@/lib/db/client";
import { getBalance } from "./ledger";
import { nextExpiry, type NextExpiry } from "./lots";

export async function getMemberBalance(stationId: number, userId: number): Promise<number> {
  return getBalance(await getDb(), stationId, userId);
}

/** The soonest day some of the member's points expire, and how many (null: none expire). */
export async function getMemberNextExpiry(stationId: number, userId: number): Promise<NextExpiry | null> {
  return nextExpiry(await getDb(), stationId, userId);
}
