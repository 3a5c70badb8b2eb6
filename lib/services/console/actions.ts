"use server";
// The console's service-area commands (owner only): an area's settings and the WordPress address
// (merged into the stored settings JSON: every other key stays), and the areas' operational lists:
// appointments (status, date and a message to the member), processes by CPF, political themes.
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { stationImage } from "@/lib/console/images";
import { sanitizeHtml } from "@/lib/security/sanitize";
import { UserFacingError } from "@/lib/actions/result";
import { textDigest } from "@/lib/console/audit";
import { consoleWrite, notFound, OWNER_ONLY } from "@/lib/console/write";
import { idSchema } from "@/lib/console/fields";
import type { DbOrTx } from "@/lib/db/client";
import { stations } from "@/lib/stations/schema";
import { serviceModuleSchema, type ServiceModuleSettings } from "@/lib/stations/settings";
import { politicalThemes, politicalThemeSuggestions, serviceProcesses } from "../schema";
import { answerAppointment } from "./appointments";
import { checkPublicUrl } from "./public-url";
import { MSG_SUGGESTION_NOT_FOUND, suggestionReadSchema, MSG_PROCESS_NOT_FOUND, MSG_THEME_NOT_FOUND, appointmentFormSchema, processFormSchema, serviceAreaFormSchema, themeFormSchema, wordpressFormSchema } from "./schemas";

type StoredSettings = Record<string, unknown>;

async function lockSettings(tx: DbOrTx, stationId: number): Promise<StoredSettings> {
  const [row] = await tx.select({ settings: stations.settings }).from(stations).where(eq(stations.id, stationId)).for("update");
  if (!row) notFound("Estação não encontrada.");
  return (row.settings ?? {}) as StoredSettings;
}

function areaSummary(a: ServiceModuleSettings) {
  return {
    enabled: a.enabled,
    hours: a.hours,
    appointmentWeekdays: a.appointmentWeekdays,
    guidanceHtml: textDigest(a.guidanceHtml),
    infoHtml: textDigest(a.infoHtml),
    team: a.team.map((m) => m.name),
    contactPhone: a.contactPhone,
    contactEmail: a.contactEmail,
    newsTagId: a.newsTagId,
    videos: Object.fromEntries(Object.entries(a.videos).map(([page, list]) => [page, list.length])),
  };
}

/** One area's settings, written into settings.services[area] (the other areas and keys stay). */
export const saveServiceAreaAction = consoleWrite(
  serviceAreaFormSchema,
  async (tx, ctx) => {
    const { station, data } = ctx;
    const { area, ...fields } = data;
    const next = serviceModuleSchema.parse({
      ...fields,
      guidanceHtml: fields.guidanceHtml ? sanitizeHtml(fields.guidanceHtml) : null,
      infoHtml: fields.infoHtml ? sanitizeHtml(fields.infoHtml) : null,
      videos: Object.fromEntries(Object.entries(fields.videos).filter(([, list]) => list.length > 0)),
    });
    const stored = await lockSettings(tx, station.id);
    const services = (stored.services ?? {}) as Record<string, unknown>;
    const before = serviceModuleSchema.safeParse(services[area] ?? {});
    const keptPhotos = before.success ? (before.data.team ?? []).map((m) => m.photoUrl) : [];
    fields.team.forEach((m, i) => stationImage(station.id, m.photoUrl, { field: `team.${i}.photoUrl`, kept: keptPhotos }));
    await tx
      .update(stations)
      .set({ settings: { ...stored, services: { ...services, [area]: next } } as typeof stations.$inferInsert.settings, updatedAt: new Date() })
      .where(eq(stations.id, station.id));
    return {
      value: null,
      audit: { action: "services.area", entity: "service-area", entityId: area, before: before.success ? areaSummary(before.data) : null, after: areaSummary(next) },
      expires: ["services"],
    };
  },
  OWNER_ONLY,
);

/** The address is fetched to check it: before the transaction, which must not wait on the network. */
async function checkedWordpressUrl({ data }: { data: z.output<typeof wordpressFormSchema> }): Promise<string | null> {
  if (!data.wordpressUrl) return null;
  const check = await checkPublicUrl(data.wordpressUrl);
  if (!check.ok) throw new UserFacingError(check.message, { wordpressUrl: check.message });
  return check.url;
}

/** settings.wordpressUrl: empty for the station's own news, or a public https site. */
export const saveWordpressUrlAction = consoleWrite(
  wordpressFormSchema,
  async (tx, { station, prepared: url }) => {
    const stored = await lockSettings(tx, station.id);
    await tx.update(stations).set({ settings: { ...stored, wordpressUrl: url }, updatedAt: new Date() }).where(eq(stations.id, station.id));
    return { value: { wordpressUrl: url }, audit: { action: "services.wordpress", entity: "station", entityId: station.id, before: { wordpressUrl: stored.wordpressUrl ?? null }, after: { wordpressUrl: url } }, expires: ["services"] };
  },
  { ...OWNER_ONLY, prepare: checkedWordpressUrl },
);

export const saveAppointmentAction = consoleWrite(
  appointmentFormSchema,
  async (tx, { station, data }) => ({ value: null, audit: await answerAppointment(tx, station, data), expires: ["services"] }),
  OWNER_ONLY,
);

export const saveProcessAction = consoleWrite(
  processFormSchema,
  async (tx, ctx) => {
    const { station, data } = ctx;
    const values = {
      area: data.area,
      collective: data.collective,
      cpf: data.collective ? null : data.cpf.replace(/\D/g, ""),
      title: data.title || null,
      kind: data.kind,
      number: data.number,
      filedOn: data.filedOn || null,
      status: data.status,
      court: data.court || null,
      claimValueCents: data.claimValueCents,
      link: data.link || null,
    };
    const summary = (v: typeof values) => ({ area: v.area, collective: v.collective, cpf: v.cpf ? `***${v.cpf.slice(3, 9)}**` : null, number: v.number, status: v.status });
    if (data.id == null) {
      const [row] = await tx.insert(serviceProcesses).values({ stationId: station.id, ...values }).returning({ id: serviceProcesses.id });
      return { value: { id: row!.id }, audit: { action: "services.process.create", entity: "service-process", entityId: row!.id, after: summary(values) }, expires: ["services"] };
    }
    const where = and(eq(serviceProcesses.id, data.id), eq(serviceProcesses.stationId, station.id));
    const [before] = await tx.select().from(serviceProcesses).where(where).for("update");
    if (!before) notFound(MSG_PROCESS_NOT_FOUND);
    await tx.update(serviceProcesses).set(values).where(where);
    return { value: { id: data.id }, audit: { action: "services.process.update", entity: "service-process", entityId: data.id, before: summary(before), after: summary(values) }, expires: ["services"] };
  },
  OWNER_ONLY,
);

export const deleteProcessAction = consoleWrite(
  idSchema,
  async (tx, ctx) => {
    const [row] = await tx.delete(serviceProcesses).where(and(eq(serviceProcesses.id, ctx.data.id), eq(serviceProcesses.stationId, ctx.station.id))).returning();
    if (!row) notFound(MSG_PROCESS_NOT_FOUND);
    return { value: null, audit: { action: "services.process.delete", entity: "service-process", entityId: row.id, before: { area: row.area, number: row.number } }, expires: ["services"] };
  },
  OWNER_ONLY,
);

export const saveThemeAction = consoleWrite(
  themeFormSchema,
  async (tx, ctx) => {
    const { station, data } = ctx;
    const values = {
      kind: data.kind,
      title: data.title,
      description: data.description,
      stakeholders: data.stakeholders,
      highlights: data.highlights.map((h, i) => ({ id: i + 1, ...h })),
      actions: data.actions.map((a, i) => ({ id: i + 1, ...a })),
      processes: data.processes.map((p, i) => ({ id: i + 1, ...p })),
    };
    const summary = (v: typeof values) => ({ kind: v.kind, title: v.title, highlights: v.highlights.length, actions: v.actions.length, processes: v.processes.length });
    if (data.id == null) {
      const [row] = await tx.insert(politicalThemes).values({ stationId: station.id, ...values }).returning({ id: politicalThemes.id });
      return { value: { id: row!.id }, audit: { action: "services.theme.create", entity: "political-theme", entityId: row!.id, after: summary(values) }, expires: ["services"] };
    }
    const where = and(eq(politicalThemes.id, data.id), eq(politicalThemes.stationId, station.id));
    const [before] = await tx.select().from(politicalThemes).where(where).for("update");
    if (!before) notFound(MSG_THEME_NOT_FOUND);
    await tx.update(politicalThemes).set(values).where(where);
    return { value: { id: data.id }, audit: { action: "services.theme.update", entity: "political-theme", entityId: data.id, before: summary(before), after: summary(values) }, expires: ["services"] };
  },
  OWNER_ONLY,
);

export const deleteThemeAction = consoleWrite(
  idSchema,
  async (tx, ctx) => {
    const [row] = await tx.delete(politicalThemes).where(and(eq(politicalThemes.id, ctx.data.id), eq(politicalThemes.stationId, ctx.station.id))).returning();
    if (!row) notFound(MSG_THEME_NOT_FOUND);
    return { value: null, audit: { action: "services.theme.delete", entity: "political-theme", entityId: row.id, before: { title: row.title } }, expires: ["services"] };
  },
  OWNER_ONLY,
);

/** A member's theme suggestion marked read (or new again). */
export const markSuggestionReadAction = consoleWrite(
  suggestionReadSchema,
  async (tx, ctx) => {
    const { station, data } = ctx;
    const where = and(eq(politicalThemeSuggestions.id, data.id), eq(politicalThemeSuggestions.stationId, station.id));
    const [before] = await tx.select({ readAt: politicalThemeSuggestions.readAt }).from(politicalThemeSuggestions).where(where).for("update");
    if (!before) notFound(MSG_SUGGESTION_NOT_FOUND);
    const readAt = data.read ? (before.readAt ?? new Date()) : null;
    await tx.update(politicalThemeSuggestions).set({ readAt }).where(where);
    return { value: null, audit: { action: "services.suggestion", entity: "theme-suggestion", entityId: data.id, before: { read: before.readAt != null }, after: { read: data.read } }, expires: ["services"] };
  },
  OWNER_ONLY,
);
