"use server";
// Server Actions of the console's "Atividades" screens. Owner only; each command writes its change
// and its audit row in the pipeline's transaction (lib/console/write.ts), then the station's
// activities expire.
import { consoleWrite, OWNER_ONLY, type ConsoleWriteResult } from "@/lib/console/write";
import { createActivity, duplicateActivity, saveResearch, setActivityPublished, updateActivity } from "./commands";
import { activityIdSchema, createActivitySchema, publishSchema, researchBaseSchema, updateActivitySchema } from "./schemas";

/** Every command here records its own audit row on the transaction it is given. */
async function activities<T>(value: Promise<T>): Promise<ConsoleWriteResult<T>> {
  return { value: await value, audit: "by-command", expires: ["activities"] };
}

export const createActivityAction = consoleWrite(createActivitySchema, (tx, { actor, data }) => activities(createActivity(tx, actor, data)), OWNER_ONLY);

export const updateActivityAction = consoleWrite(updateActivitySchema, (tx, { actor, data }) => activities(updateActivity(tx, actor, data)), OWNER_ONLY);

export const setActivityPublishedAction = consoleWrite(publishSchema, (tx, { actor, data }) => activities(setActivityPublished(tx, actor, data)), OWNER_ONLY);

export const duplicateActivityAction = consoleWrite(activityIdSchema, (tx, { actor, data }) => activities(duplicateActivity(tx, actor, data)), OWNER_ONLY);

export const saveResearchAction = consoleWrite(researchBaseSchema, (tx, { actor, data }) => activities(saveResearch(tx, actor, data)), OWNER_ONLY);
