"use server";
// "Marcar como entregue" / "Marcar como utilizado" on the apex: the owner's session lives here only
// (host-only cookies), so the station comes from the form, and validateCode checks that this
// account owns it.
import { z } from "zod";
import { UserFacingError } from "@/lib/actions/result";
import { ownerAction } from "@/lib/auth/guard";
import { validateCode, type ValidateResult } from "@/lib/commerce/validation";
import { getDb } from "@/lib/db/client";
import { getStationByKey } from "@/lib/stations/queries";

const markSchema = z.object({
  station: z.string().trim().min(1).max(100),
  code: z.string().trim().min(1).max(40),
});

export const markCodeUsedAction = ownerAction(markSchema, async ({ user, data }): Promise<ValidateResult> => {
  const station = await getStationByKey(data.station);
  if (!station) throw new UserFacingError("Estação não encontrada.", undefined, 404);
  return validateCode(await getDb(), { stationId: station.id, code: data.code, ownerId: user.id });
});
