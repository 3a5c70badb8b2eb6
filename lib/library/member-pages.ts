// Request-level reads for the calendar, downloads and service-area events pages.
import "server-only";
import { getDb } from "@/lib/db/client";
import { SERVICE_MODULE_KEYS, type ServiceModule } from "@/lib/services/modules";
import type { Station } from "@/lib/stations/queries";
import { getDownload, listDownloads } from "./downloads";
import { getSchedule, listSchedules } from "./schedules";

/** The service areas this station has turned on. */
export function enabledServices(station: Pick<Station, "settings">): ServiceModule[] {
  return SERVICE_MODULE_KEYS.filter((m) => station.settings.services[m].enabled);
}

export async function loadStationCalendar(station: Station) {
  return listSchedules(await getDb(), station.id, { kind: "station", enabledServices: enabledServices(station) });
}

export async function loadServiceCalendar(station: Station, service: ServiceModule) {
  return listSchedules(await getDb(), station.id, { kind: "service", service });
}

export async function loadSchedule(stationId: number, id: number) {
  return getSchedule(await getDb(), stationId, id);
}

export async function loadDownloads(stationId: number) {
  return listDownloads(await getDb(), stationId);
}

export async function loadDownload(stationId: number, id: number) {
  return getDownload(await getDb(), stationId, id);
}

/** A route segment's id: a positive integer, or null (the page answers not found). */
export function parseId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}
