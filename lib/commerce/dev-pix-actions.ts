"use server";
// "Marcar PIX como pago" on the development PIX page. Public like the page (the payer's bank has
// no session here), and refused exactly where the page answers 404: outside the simulator, or for a
// client the development pages do not open to (lib/commerce/dev-pix.ts).
import { z } from "zod";
import { UserFacingError } from "@/lib/actions/result";
import { PaymentError } from "@/lib/adapters/payments";
import { publicAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { requestPeer } from "@/lib/security/client-ip";
import { maxLen, requiredString } from "@/lib/validation";
import { devPixOpen, payDevPix } from "./dev-pix";
import { MSG_ORDER_NOT_FOUND, ORDER_STATUS_LABELS } from "./messages";
import type { OrderStatus } from "./schema";

const devPixSchema = z.object({ code: requiredString().check(maxLen(40)) });

export interface DevPixResult {
  webhookStatus: number;
  status: OrderStatus;
  statusLabel: string;
}

export const markDevPixPaidAction = publicAction(devPixSchema, async ({ station, data }): Promise<DevPixResult> => {
  if (!devPixOpen(await requestPeer())) throw new UserFacingError("Página não encontrada", undefined, 404);
  let paid;
  try {
    paid = await payDevPix(await getDb(), station, data.code);
  } catch (error) {
    if (error instanceof PaymentError) throw new UserFacingError(error.message);
    throw error;
  }
  if (!paid) throw new UserFacingError(MSG_ORDER_NOT_FOUND, undefined, 404);
  return { ...paid, statusLabel: ORDER_STATUS_LABELS[paid.status] };
});
