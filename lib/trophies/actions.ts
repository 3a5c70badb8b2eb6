"use server";
// Server Actions of trophies, behind the member gate: the member shell's toast says it was shown.
import { z } from "zod";
import { memberAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { markTrophiesSeen } from "./queries";

const seenSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(50) });

export const markTrophiesSeenAction = memberAction(seenSchema, async ({ station, user, data }): Promise<{ marked: number }> => ({
  marked: await markTrophiesSeen(await getDb(), station.id, user.id, data.ids),
}));
