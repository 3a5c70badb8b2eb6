"use server";
// The console's calendar and file library commands (owner only), and the switches that show the
// calendar, the downloads and the fuel club to members. The upload of a new download is a route
// (app/console/estacoes/[stationId]/conteudo/downloads/arquivo/route.ts): it carries the file.
import { and, eq } from "drizzle-orm";
import { storage } from "@/lib/adapters/storage";
import { stationImage } from "@/lib/console/images";
import { sanitizeHtml } from "@/lib/security/sanitize";
import { idSchema } from "@/lib/console/fields";
import { textDigest } from "@/lib/console/audit";
import { consoleWrite, notFound, OWNER_ONLY } from "@/lib/console/write";
import { stations } from "@/lib/stations/schema";
import { readStationSettings } from "@/lib/stations/settings";
import { downloads, schedules } from "../schema";
import { nextDay, saoPauloInstant } from "@/lib/format/local-time";
import { MSG_DOWNLOAD_NOT_FOUND, MSG_SCHEDULE_NOT_FOUND, downloadFormSchema, featureSwitchSchema, scheduleFormSchema } from "./schemas";

export const saveScheduleAction = consoleWrite(
  scheduleFormSchema,
  async (tx, ctx) => {
    const { station, data } = ctx;
    const values = {
      name: data.name,
      description: data.description,
      image: data.image || null,
      allDay: data.allDay,
      startsAt: saoPauloInstant(data.date, data.allDay ? "00:00" : data.startTime),
      endsAt: data.allDay ? saoPauloInstant(nextDay(data.date)) : saoPauloInstant(data.date, data.endTime),
      service: data.service,
    };
    const summary = (v: Omit<typeof values, "service"> & { service: string | null }) => ({ name: v.name, allDay: v.allDay, startsAt: v.startsAt.toISOString(), endsAt: v.endsAt.toISOString(), service: v.service, image: v.image });
    if (data.id == null) {
      stationImage(station.id, data.image);
      const [row] = await tx.insert(schedules).values({ stationId: station.id, ...values }).returning({ id: schedules.id });
      return { value: { id: row!.id }, audit: { action: "schedule.create", entity: "schedule", entityId: row!.id, after: summary(values) }, expires: ["library"] };
    }
    const where = and(eq(schedules.id, data.id), eq(schedules.stationId, station.id));
    const [before] = await tx.select().from(schedules).where(where).for("update");
    if (!before) notFound(MSG_SCHEDULE_NOT_FOUND);
    // A picture the row already shows (a seeded one, say) may stay; a new one must be this station's upload.
    stationImage(station.id, data.image, { kept: [before.image] });
    await tx.update(schedules).set(values).where(where);
    return { value: { id: data.id }, audit: { action: "schedule.update", entity: "schedule", entityId: data.id, before: summary(before), after: summary(values) }, expires: ["library"] };
  },
  OWNER_ONLY,
);

export const deleteScheduleAction = consoleWrite(
  idSchema,
  async (tx, ctx) => {
    const [row] = await tx.delete(schedules).where(and(eq(schedules.id, ctx.data.id), eq(schedules.stationId, ctx.station.id))).returning();
    if (!row) notFound(MSG_SCHEDULE_NOT_FOUND);
    return { value: null, audit: { action: "schedule.delete", entity: "schedule", entityId: row.id, before: { name: row.name, startsAt: row.startsAt.toISOString() } }, expires: ["library"] };
  },
  OWNER_ONLY,
);

/** A download's texts; the file stays (a new file is a new download). */
export const updateDownloadAction = consoleWrite(
  downloadFormSchema.extend({ id: idSchema.shape.id }),
  async (tx, ctx) => {
    const { station, data } = ctx;
    const values = { name: data.title, title: data.title, description: data.description, body: data.body ? sanitizeHtml(data.body) : null };
    const where = and(eq(downloads.id, data.id), eq(downloads.stationId, station.id));
    const [before] = await tx.select().from(downloads).where(where).for("update");
    if (!before) notFound(MSG_DOWNLOAD_NOT_FOUND);
    await tx.update(downloads).set(values).where(where);
    return {
      value: { id: data.id },
      audit: {
        action: "download.update",
        entity: "download",
        entityId: data.id,
        before: { title: before.title, description: before.description, body: textDigest(before.body) },
        after: { title: values.title, description: values.description, body: textDigest(values.body) },
      },
      expires: ["library"],
    };
  },
  OWNER_ONLY,
);

export const deleteDownloadAction = consoleWrite(
  idSchema,
  async (tx, ctx) => {
    const [row] = await tx.delete(downloads).where(and(eq(downloads.id, ctx.data.id), eq(downloads.stationId, ctx.station.id))).returning();
    if (!row) notFound(MSG_DOWNLOAD_NOT_FOUND);
    return {
      value: null,
      audit: { action: "download.delete", entity: "download", entityId: row.id, before: { title: row.title, fileName: row.fileName, size: row.size } },
      expires: ["library"],
      // The row is gone: its private file serves no one any more.
      afterCommit: () =>
        storage()
          .delete(row.fileKey)
          .catch(() => undefined),
    };
  },
  OWNER_ONLY,
);

/** Shows or hides the calendar, the downloads or the fuel club in the member area. */
export const setContentFeatureAction = consoleWrite(
  featureSwitchSchema,
  async (tx, ctx) => {
    const { station, data } = ctx;
    const [row] = await tx.select({ events: stations.eventsAccess, files: stations.filesAccess, settings: stations.settings }).from(stations).where(eq(stations.id, station.id)).for("update");
    if (!row) notFound("Estação não encontrada.");
    let before: boolean;
    if (data.feature === "events") {
      before = row.events;
      await tx.update(stations).set({ eventsAccess: data.on, updatedAt: new Date() }).where(eq(stations.id, station.id));
    } else if (data.feature === "files") {
      before = row.files;
      await tx.update(stations).set({ filesAccess: data.on, updatedAt: new Date() }).where(eq(stations.id, station.id));
    } else {
      before = readStationSettings(row.settings).fuelClub;
      // Merge into the stored JSON: every other key stays as it was.
      await tx.update(stations).set({ settings: { ...(row.settings ?? {}), fuelClub: data.on }, updatedAt: new Date() }).where(eq(stations.id, station.id));
    }
    return { value: null, audit: { action: "content.feature", entity: "station", entityId: station.id, before: { [data.feature]: before }, after: { [data.feature]: data.on } }, expires: ["library"] };
  },
  OWNER_ONLY,
);
