// Request-level reads of the wallet for pages and route handlers.
import "server-only";
import { getDb } from "@/lib/db/client";
import { getBalance } from "./ledger";

export async function getMemberBalance(stationId: number, userId: number): Promise<number> {
  return getBalance(await getDb(), stationId, userId);
}
