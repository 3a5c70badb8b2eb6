// The delivery steps of an order after "recebido" (the order itself): what the console marked,
// read by the console's order page and by the member's own.
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { orderFulfilmentSteps, type FulfilmentStep } from "./schema";

export interface FulfilmentStepRow {
  step: FulfilmentStep;
  trackingCode: string | null;
  at: string;
}

/** The steps marked so far, in order. */
export async function listFulfilmentSteps(db: DbOrTx, stationId: number, orderId: number): Promise<FulfilmentStepRow[]> {
  const rows = await db
    .select({ step: orderFulfilmentSteps.step, trackingCode: orderFulfilmentSteps.trackingCode, at: orderFulfilmentSteps.createdAt })
    .from(orderFulfilmentSteps)
    .where(and(eq(orderFulfilmentSteps.stationId, stationId), eq(orderFulfilmentSteps.orderId, orderId)))
    .orderBy(asc(orderFulfilmentSteps.id));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
