"use server";
// Server Actions of the console's "Atividades" screens. Owner only; each runs one command (its own
// transaction with the audit row) and then expires the station's public pages.
import { consoleAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { revalidateStationSite } from "@/lib/stations/revalidate";
import { createActivity, duplicateActivity, saveResearch, setActivityPublished, updateActivity } from "./commands";
import { activityIdSchema, createActivitySchema, publishSchema, researchBaseSchema, updateActivitySchema } from "./schemas";

const owner = { role: "owner" } as const;

export const createActivityAction = consoleAction(
  createActivitySchema,
  async ({ account, station, data }) => {
    const result = await createActivity(await getDb(), { stationId: station.id, actorId: account.id }, data);
    await revalidateStationSite(station);
    return result;
  },
  owner,
);

export const updateActivityAction = consoleAction(
  updateActivitySchema,
  async ({ account, station, data }) => {
    await updateActivity(await getDb(), { stationId: station.id, actorId: account.id }, data);
    await revalidateStationSite(station);
  },
  owner,
);

export const setActivityPublishedAction = consoleAction(
  publishSchema,
  async ({ account, station, data }) => {
    await setActivityPublished(await getDb(), { stationId: station.id, actorId: account.id }, data);
    await revalidateStationSite(station);
  },
  owner,
);

export const duplicateActivityAction = consoleAction(
  activityIdSchema,
  async ({ account, station, data }) => {
    const result = await duplicateActivity(await getDb(), { stationId: station.id, actorId: account.id }, data);
    await revalidateStationSite(station);
    return result;
  },
  owner,
);

export const saveResearchAction = consoleAction(
  researchBaseSchema,
  async ({ account, station, data }) => {
    const result = await saveResearch(await getDb(), { stationId: station.id, actorId: account.id }, data);
    await revalidateStationSite(station);
    return result;
  },
  owner,
);
