// What the owner console's "Marca e dados" screens change on a station: its data and legal entity,
// its access switches and per-station variants, its brand, its legal texts. Each command runs in
// one transaction that locks the station row, writes only what changed and records the audit row
// (before/after of the changed fields only). The caller (a console action) revalidates the site.
import "server-only";
import { createHash } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { recordAudit } from "@/lib/console/audit";
import { stationImage } from "@/lib/console/images";
import { sanitizeHtml } from "@/lib/security/sanitize";
import type { DbOrTx } from "@/lib/db/client";
import { establishments, stations, type EstablishmentRow, type StationRow } from "@/lib/stations/schema";
import { stationSettingsSchema } from "@/lib/stations/settings";
import {
  BRANDING_COLUMNS,
  EDITED_SETTINGS_KEYS,
  ESTABLISHMENT_COLUMNS,
  isUnderRootDomain,
  SITE_MESSAGES,
  STATION_ACCESS_COLUMNS,
  STATION_DATA_COLUMNS,
  type Branding,
  type LegalKind,
  type StationAccess,
  type StationData,
} from "./schemas";

export const STATION_NOT_FOUND = "Estação não encontrada.";

interface Actor {
  stationId: number;
  actorId: number;
}

type Changes = { before: Record<string, unknown>; after: Record<string, unknown> };

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
function stable(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

function same(a: unknown, b: unknown): boolean {
  return stable(a) === stable(b);
}

/** The fields of `next` whose value differs from `current`, as before/after pairs. */
function diff(current: Record<string, unknown>, next: Record<string, unknown>, keys: readonly string[]): Changes {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of keys) {
    if (same(current[key], next[key])) continue;
    before[key] = current[key] ?? null;
    after[key] = next[key] ?? null;
  }
  return { before, after };
}

const isEmpty = (c: Changes) => Object.keys(c.after).length === 0;

async function lockStation(tx: DbOrTx, stationId: number): Promise<StationRow> {
  const [row] = await tx.select().from(stations).where(eq(stations.id, stationId)).for("update");
  if (!row) throw new UserFacingError(STATION_NOT_FOUND, undefined, 404);
  return row;
}

/** Numeric columns come back as "1.0000": compare multipliers by value, store them as typed. */
function sameMultiplier(a: string, b: string): boolean {
  return Number(a) === Number(b);
}

// ---------------------------------------------------------------------------------------------

export interface SaveResult {
  changed: string[];
}

/** Dados da estação: its public data and its legal entity (the establishment row). */
export async function updateStationData(db: DbOrTx, actor: Actor, data: Omit<StationData, "stationId">, rootDomain: string): Promise<SaveResult> {
  const domain = data.domain ?? null;
  if (domain && isUnderRootDomain(domain, rootDomain)) throw new UserFacingError(SITE_MESSAGES.domainUnderRoot, { domain: SITE_MESSAGES.domainUnderRoot });
  return db.transaction(async (tx) => {
    const row = await lockStation(tx, actor.stationId);
    if (domain) {
      const [taken] = await tx.select({ id: stations.id }).from(stations).where(and(eq(stations.domain, domain), ne(stations.id, row.id))).limit(1);
      if (taken) throw new UserFacingError(SITE_MESSAGES.domainTaken, { domain: SITE_MESSAGES.domainTaken });
    }
    const nextStation: Record<string, unknown> = {};
    for (const key of STATION_DATA_COLUMNS) nextStation[key] = data[key] ?? null;
    nextStation.hasApp = data.hasApp;
    if (sameMultiplier(row.currencyMultiplier, data.currencyMultiplier)) nextStation.currencyMultiplier = row.currencyMultiplier;
    const stationChanges = diff(row, nextStation, STATION_DATA_COLUMNS);

    const [current] = await tx.select().from(establishments).where(eq(establishments.stationId, row.id)).limit(1);
    const nextEstablishment: Record<string, unknown> = {};
    for (const key of ESTABLISHMENT_COLUMNS) nextEstablishment[key] = data[key] ?? null;
    const establishmentChanges = diff((current ?? {}) as Partial<EstablishmentRow>, nextEstablishment, ESTABLISHMENT_COLUMNS);

    if (isEmpty(stationChanges) && isEmpty(establishmentChanges)) return { changed: [] };
    if (!isEmpty(stationChanges)) {
      await tx.update(stations).set({ ...(stationChanges.after as Partial<StationRow>), updatedAt: new Date() }).where(eq(stations.id, row.id));
    } else {
      // The legal pages read the establishment through the station: its cache key moves too.
      await tx.update(stations).set({ updatedAt: new Date() }).where(eq(stations.id, row.id));
    }
    if (!isEmpty(establishmentChanges)) {
      const values = establishmentChanges.after as Partial<EstablishmentRow>;
      if (current) await tx.update(establishments).set(values).where(and(eq(establishments.id, current.id), eq(establishments.stationId, row.id)));
      else await tx.insert(establishments).values({ stationId: row.id, ...values });
    }
    await recordAudit(tx, {
      stationId: row.id,
      actorId: actor.actorId,
      action: "site.data",
      entity: "station",
      entityId: row.id,
      before: { ...stationChanges.before, ...prefixed(establishmentChanges.before) },
      after: { ...stationChanges.after, ...prefixed(establishmentChanges.after) },
    });
    return { changed: [...Object.keys(stationChanges.after), ...Object.keys(establishmentChanges.after)] };
  });
}

function prefixed(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [`establishment.${k}`, v]));
}

// ---------------------------------------------------------------------------------------------

/**
 * Acesso, recursos e variantes: the station's switches, and the settings keys this screen edits,
 * merged into the stored JSON (keys it does not edit, such as `services`, stay as they are).
 */
export async function updateStationAccess(db: DbOrTx, actor: Actor, data: Omit<StationAccess, "stationId">): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    const row = await lockStation(tx, actor.stationId);
    const columns = diff(row, data, STATION_ACCESS_COLUMNS);
    const stored = (row.settings ?? {}) as Record<string, unknown>;
    const current = stationSettingsSchema.safeParse(stored);
    const effective: Record<string, unknown> = current.success ? current.data : stationSettingsSchema.parse({});
    const settingChanges = diff(effective, data.settings, EDITED_SETTINGS_KEYS);
    if (isEmpty(columns) && isEmpty(settingChanges)) return { changed: [] };

    const merged = { ...stored, ...settingChanges.after };
    // The merged JSON must still read as settings; a broken stored key is not ours to fix here.
    const check = stationSettingsSchema.safeParse(merged);
    if (!check.success && current.success) throw new UserFacingError("Não foi possível salvar estas configurações.");
    await tx
      .update(stations)
      .set({
        ...(columns.after as Partial<StationRow>),
        // Merged in SQL too, so a concurrent save of another key (services) is not lost.
        ...(isEmpty(settingChanges) ? {} : { settings: sql`${stations.settings} || ${JSON.stringify(settingChanges.after)}::jsonb` }),
        updatedAt: new Date(),
      })
      .where(eq(stations.id, row.id));
    await recordAudit(tx, {
      stationId: row.id,
      actorId: actor.actorId,
      action: "site.access",
      entity: "station",
      entityId: row.id,
      before: { ...columns.before, ...prefixedSettings(settingChanges.before) },
      after: { ...columns.after, ...prefixedSettings(settingChanges.after) },
    });
    return { changed: [...Object.keys(columns.after), ...Object.keys(settingChanges.after).map((k) => `settings.${k}`)] };
  });
}

function prefixedSettings(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [`settings.${k}`, v]));
}

// ---------------------------------------------------------------------------------------------

/** Marca: colour, font, logos, favicon, header images (ordered) and background image. */
export async function updateBranding(db: DbOrTx, actor: Actor, data: Omit<Branding, "stationId">): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    const row = await lockStation(tx, actor.stationId);
    const kept = [row.mainBrandImage, row.secondaryBrandImage, row.faviconImage, row.backgroundImage, ...row.headerImages];
    const images: Array<[string, string | null]> = [
      ["mainBrandImage", data.mainBrandImage],
      ["secondaryBrandImage", data.secondaryBrandImage],
      ["faviconImage", data.faviconImage],
      ["backgroundImage", data.backgroundImage],
      ...data.headerImages.map((url, i) => [`headerImages.${i}`, url] as [string, string]),
    ];
    for (const [field, url] of images) stationImage(row.id, url, { field, kept });
    const changes = diff(row, data, BRANDING_COLUMNS);
    if (isEmpty(changes)) return { changed: [] };
    await tx.update(stations).set({ ...(changes.after as Partial<StationRow>), updatedAt: new Date() }).where(eq(stations.id, row.id));
    await recordAudit(tx, { stationId: row.id, actorId: actor.actorId, action: "site.branding", entity: "station", entityId: row.id, ...changes });
    return { changed: Object.keys(changes.after) };
  });
}

// ---------------------------------------------------------------------------------------------

const LEGAL_COLUMN = { terms: "termsOfUseHtml", privacy: "privacyPolicyHtml" } as const;

/** What the audit keeps of a long text: its length and a short fingerprint, never the text. */
export function textFingerprint(html: string | null): { length: number; sha256: string } | null {
  return html === null ? null : { length: html.length, sha256: createHash("sha256").update(html).digest("hex").slice(0, 16) };
}

/** Whether sanitised HTML has anything a reader would see (text or an image). */
function hasContent(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "").length > 0;
}

/** Textos legais: the station's own terms or privacy text, sanitised before it is stored. */
export async function saveLegalText(db: DbOrTx, actor: Actor, kind: LegalKind, html: string): Promise<SaveResult & { html: string }> {
  const clean = sanitizeHtml(html).trim();
  if (!hasContent(clean)) throw new UserFacingError(SITE_MESSAGES.legalEmpty, { html: SITE_MESSAGES.legalEmpty });
  return writeLegal(db, actor, kind, clean, "site.legal");
}

/** "Restaurar texto padrão": the column back to null, so the default text shows again. */
export async function restoreLegalText(db: DbOrTx, actor: Actor, kind: LegalKind): Promise<SaveResult> {
  return writeLegal(db, actor, kind, null, "site.legal-restore");
}

async function writeLegal(db: DbOrTx, actor: Actor, kind: LegalKind, html: string | null, action: string): Promise<SaveResult & { html: string }> {
  const column = LEGAL_COLUMN[kind];
  return db.transaction(async (tx) => {
    const row = await lockStation(tx, actor.stationId);
    const current = row[column];
    if (current === html) return { changed: [], html: html ?? "" };
    await tx.update(stations).set({ [column]: html, updatedAt: new Date() }).where(eq(stations.id, row.id));
    await recordAudit(tx, {
      stationId: row.id,
      actorId: actor.actorId,
      action,
      entity: "station",
      entityId: row.id,
      before: { [column]: textFingerprint(current) },
      after: { [column]: textFingerprint(html) },
    });
    return { changed: [column], html: html ?? "" };
  });
}
