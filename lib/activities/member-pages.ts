// The data each member page needs, in one call per page (pages stay thin: session, station, call).
import "server-only";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import type { Station } from "@/lib/stations/queries";
import type { StationCurrency } from "@/lib/format";
import { getPublicActivity } from "./public";
import { getActivityForMember, getCategory, getHomeForMember, listActivitiesForMember } from "./queries";

export function currencyOf(station: Station): StationCurrency {
  return { currencyName: station.currencyName, currencyMultiplier: station.currencyMultiplier, currencyNamePosition: station.currencyNamePosition };
}

export async function loadHome(stationId: number, userId: number) {
  return getHomeForMember(await getDb(), stationId, userId);
}

export async function loadActivityList(stationId: number, userId: number, search?: string) {
  return listActivitiesForMember(await getDb(), stationId, userId, { search });
}

export async function loadCategory(stationId: number, userId: number, categoryId: number) {
  const db = await getDb();
  const category = await getCategory(db, stationId, categoryId);
  if (!category) return null;
  return { category, cards: await listActivitiesForMember(db, stationId, userId, { categoryId }) };
}

/** Deduplicated within one render: the page and its metadata ask for the same activity. */
export const loadActivityDetail = cache(async (stationId: number, userId: number, activityId: number) =>
  getActivityForMember(await getDb(), stationId, userId, activityId),
);

export async function loadPublicActivity(stationId: number, activityId: number) {
  return getPublicActivity(await getDb(), stationId, activityId);
}
