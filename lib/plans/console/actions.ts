"use server";
// Server Actions of the console's "Planos": create, edit, highlight and (soft) delete a plan.
// Owners only; each command writes its change and its audit row in the pipeline's transaction
// (lib/console/write.ts), and the plans expire.
import { consoleWrite, OWNER_ONLY, type ConsoleWriteResult } from "@/lib/console/write";
import * as commands from "./commands";
import { highlightPlanSchema, planIdSchema, planSchema, updatePlanSchema } from "./schemas";

/** Every command here records its own audit row on the transaction it is given. */
async function plans<T>(value: Promise<T>): Promise<ConsoleWriteResult<T>> {
  return { value: await value, audit: "by-command", expires: ["plans"] };
}

export const createPlanAction = consoleWrite(planSchema, (tx, { actor, data }) => plans(commands.createPlan(tx, actor, data)), OWNER_ONLY);

export const updatePlanAction = consoleWrite(updatePlanSchema, (tx, { actor, data }) => plans(commands.updatePlan(tx, actor, data.id, data)), OWNER_ONLY);

export const highlightPlanAction = consoleWrite(
  highlightPlanSchema,
  (tx, { actor, data }) => plans(commands.highlightPlan(tx, actor, data.id, data.highlighted)),
  OWNER_ONLY,
);

export const deletePlanAction = consoleWrite(planIdSchema, (tx, { actor, data }) => plans(commands.deletePlan(tx, actor, data.id)), OWNER_ONLY);
