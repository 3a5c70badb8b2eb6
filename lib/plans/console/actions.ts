"use server";
// Server Actions of the console's "Planos": create, edit, highlight and (soft) delete a plan.
// Owners only; each writes in one transaction with its audit row, then expires the station's pages.
import { consoleAction } from "@/lib/auth/guard";
import { runConsoleCommand } from "@/lib/console/command";
import * as commands from "./commands";
import { highlightPlanSchema, planIdSchema, planSchema, updatePlanSchema } from "./schemas";

const owner = { role: "owner" } as const;

const run = runConsoleCommand;

export const createPlanAction = consoleAction(planSchema, (ctx) => run(ctx, (db, a) => commands.createPlan(db, a, ctx.data)), owner);

export const updatePlanAction = consoleAction(updatePlanSchema, (ctx) => run(ctx, (db, a) => commands.updatePlan(db, a, ctx.data.id, ctx.data)), owner);

export const highlightPlanAction = consoleAction(
  highlightPlanSchema,
  (ctx) => run(ctx, (db, a) => commands.highlightPlan(db, a, ctx.data.id, ctx.data.highlighted)),
  owner,
);

export const deletePlanAction = consoleAction(planIdSchema, (ctx) => run(ctx, (db, a) => commands.deletePlan(db, a, ctx.data.id)), owner);
