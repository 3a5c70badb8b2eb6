// What the console's landing and about-page actions do, on one station: every read and write is
// filtered by the station id the guard resolved, so another station's id is "not found", never its
// data. Each change and its audit row share one transaction. Cache expiry is the action's job.
import "server-only";
import { and, asc, count, eq, max } from "drizzle-orm";
import { createHash } from "node:crypto";
import { UserFacingError } from "@/lib/actions/result";
import { recordAudit } from "@/lib/console/audit";
import { stationImage } from "@/lib/console/images";
import type { DbOrTx } from "@/lib/db/client";
import { sanitizeHtml } from "@/lib/security/sanitize";
import { aboutSections, landingSectionItems, landingSections, type AboutSectionRow, type LandingSectionItemRow, type LandingSectionRow } from "@/lib/content/schema";
import {
  ORDER_MESSAGE,
  sectionKind,
  youtubeId,
  type AboutInput,
  type ItemData,
  type SectionData,
} from "./schemas";

export interface Actor {
  stationId: number;
  actorId: number;
}

export const SECTION_NOT_FOUND = "Seção não encontrada.";
export const ITEM_NOT_FOUND = "Item não encontrado.";
export const ABOUT_NOT_FOUND = "Página não encontrada.";

const orNull = (v: string) => (v === "" ? null : v);

function sectionValues(stationId: number, data: SectionData, before?: LandingSectionRow) {
  return {
    typeId: data.typeId,
    title: orNull(data.title),
    subtitle: orNull(data.subtitle),
    menuTitle: orNull(data.menuTitle),
    showInMenu: data.showInMenu,
    titleColor: orNull(data.titleColor),
    textColor: orNull(data.textColor),
    backgroundType: data.backgroundType,
    backgroundColor: orNull(data.backgroundColor),
    backgroundImage: stationImage(stationId, data.backgroundImage, { field: "backgroundImage", kept: [before?.backgroundImage] }),
  };
}

/** What the audit keeps of a section: the fields an owner edits, not the row's bookkeeping. */
function sectionAudit(row: LandingSectionRow) {
  return {
    typeId: row.typeId,
    title: row.title,
    subtitle: row.subtitle,
    menuTitle: row.menuTitle,
    showInMenu: row.showInMenu,
    backgroundType: row.backgroundType,
    backgroundColor: row.backgroundColor,
    backgroundImage: row.backgroundImage,
    active: row.active,
  };
}

function itemAudit(row: LandingSectionItemRow) {
  return { sectionId: row.sectionId, name: row.name, description: row.description, image: row.image, videoId: row.videoId, linkType: row.linkType, externalLink: row.externalLink };
}

function aboutAudit(row: AboutSectionRow) {
  const html = row.htmlDescription ?? "";
  return { menuTitle: row.menuTitle, name: row.name, image: row.image, htmlLength: html.length, htmlSha256: createHash("sha256").update(html).digest("hex").slice(0, 16) };
}

async function findSection(db: DbOrTx, stationId: number, id: number): Promise<LandingSectionRow> {
  const [row] = await db.select().from(landingSections).where(and(eq(landingSections.id, id), eq(landingSections.stationId, stationId))).limit(1);
  if (!row) throw new UserFacingError(SECTION_NOT_FOUND, undefined, 404);
  return row;
}

async function findItem(db: DbOrTx, stationId: number, id: number): Promise<LandingSectionItemRow> {
  const [row] = await db.select().from(landingSectionItems).where(and(eq(landingSectionItems.id, id), eq(landingSectionItems.stationId, stationId))).limit(1);
  if (!row) throw new UserFacingError(ITEM_NOT_FOUND, undefined, 404);
  return row;
}

async function findAbout(db: DbOrTx, stationId: number, id: number): Promise<AboutSectionRow> {
  const [row] = await db.select().from(aboutSections).where(and(eq(aboutSections.id, id), eq(aboutSections.stationId, stationId))).limit(1);
  if (!row) throw new UserFacingError(ABOUT_NOT_FOUND, undefined, 404);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Reads for the console screens (hidden sections included).

export interface ConsoleSection extends LandingSectionRow {
  itemCount: number;
}

export async function listConsoleSections(db: DbOrTx, stationId: number): Promise<ConsoleSection[]> {
  const rows = await db.select().from(landingSections).where(eq(landingSections.stationId, stationId)).orderBy(asc(landingSections.position), asc(landingSections.id));
  const counts = await db
    .select({ sectionId: landingSectionItems.sectionId, n: count() })
    .from(landingSectionItems)
    .where(eq(landingSectionItems.stationId, stationId))
    .groupBy(landingSectionItems.sectionId);
  const byId = new Map(counts.map((c) => [c.sectionId, Number(c.n)]));
  return rows.map((r) => ({ ...r, itemCount: byId.get(r.id) ?? 0 }));
}

export async function getConsoleSection(db: DbOrTx, stationId: number, id: number): Promise<{ section: LandingSectionRow; items: LandingSectionItemRow[] } | null> {
  const [section] = await db.select().from(landingSections).where(and(eq(landingSections.id, id), eq(landingSections.stationId, stationId))).limit(1);
  if (!section) return null;
  const items = await db
    .select()
    .from(landingSectionItems)
    .where(and(eq(landingSectionItems.sectionId, id), eq(landingSectionItems.stationId, stationId)))
    .orderBy(asc(landingSectionItems.position), asc(landingSectionItems.id));
  return { section, items };
}

export async function listConsoleAbout(db: DbOrTx, stationId: number): Promise<AboutSectionRow[]> {
  return db.select().from(aboutSections).where(eq(aboutSections.stationId, stationId)).orderBy(asc(aboutSections.position), asc(aboutSections.id));
}

export async function getConsoleAbout(db: DbOrTx, stationId: number, id: number): Promise<AboutSectionRow | null> {
  const [row] = await db.select().from(aboutSections).where(and(eq(aboutSections.id, id), eq(aboutSections.stationId, stationId))).limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Sections.

/** The "Fale conosco" kind: it closes the page, so new sections go above it. */
const CONTACT_SECTION = 8;

/**
 * A new section goes to the end of the page's content, visible: above its "Fale conosco" (the
 * contact form closes the page; an owner adding a section means content, not something under it),
 * or last when there is none.
 */
export async function createSection(db: DbOrTx, actor: Actor, data: SectionData): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: landingSections.id, typeId: landingSections.typeId, position: landingSections.position })
      .from(landingSections)
      .where(eq(landingSections.stationId, actor.stationId))
      .orderBy(asc(landingSections.position), asc(landingSections.id))
      .for("update");
    const contact = data.typeId === CONTACT_SECTION ? -1 : current.findIndex((row) => row.typeId === CONTACT_SECTION);
    const closing = contact === -1 ? current.length : contact;
    const position = closing < current.length ? current[closing]!.position : (current.at(-1)?.position ?? -1) + 1;
    for (const row of current.slice(closing)) {
      await tx.update(landingSections).set({ position: row.position + 1 }).where(and(eq(landingSections.id, row.id), eq(landingSections.stationId, actor.stationId)));
    }
    const [row] = await tx
      .insert(landingSections)
      .values({ stationId: actor.stationId, position, active: true, ...sectionValues(actor.stationId, data) })
      .returning();
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "landing.section.create", entity: "landing_section", entityId: row!.id, after: sectionAudit(row!) });
    return { id: row!.id };
  });
}

export async function updateSection(db: DbOrTx, actor: Actor, id: number, data: SectionData): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await findSection(tx, actor.stationId, id);
    const [after] = await tx
      .update(landingSections)
      .set(sectionValues(actor.stationId, data, before))
      .where(and(eq(landingSections.id, id), eq(landingSections.stationId, actor.stationId)))
      .returning();
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "landing.section.update", entity: "landing_section", entityId: id, before: sectionAudit(before), after: sectionAudit(after!) });
    return { id };
  });
}

/** Hidden sections stay in the console and the preview; the public page leaves them out. */
export async function setSectionVisibility(db: DbOrTx, actor: Actor, id: number, active: boolean): Promise<{ id: number; active: boolean }> {
  return db.transaction(async (tx) => {
    const before = await findSection(tx, actor.stationId, id);
    await tx.update(landingSections).set({ active }).where(and(eq(landingSections.id, id), eq(landingSections.stationId, actor.stationId)));
    await recordAudit(tx, {
      stationId: actor.stationId,
      actorId: actor.actorId,
      action: active ? "landing.section.show" : "landing.section.hide",
      entity: "landing_section",
      entityId: id,
      before: { title: before.title, active: before.active },
      after: { title: before.title, active },
    });
    return { id, active };
  });
}

export async function deleteSection(db: DbOrTx, actor: Actor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await findSection(tx, actor.stationId, id);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(landingSectionItems).where(and(eq(landingSectionItems.sectionId, id), eq(landingSectionItems.stationId, actor.stationId)));
    // Items go with their section (on delete cascade).
    await tx.delete(landingSections).where(and(eq(landingSections.id, id), eq(landingSections.stationId, actor.stationId)));
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "landing.section.delete", entity: "landing_section", entityId: id, before: { ...sectionAudit(before), items: Number(n) } });
    return { id };
  });
}

/**
 * The page's new order: `ids` must be exactly the station's sections (a list edited in another tab
 * is refused rather than half-applied). Positions 0..n-1 written in one transaction.
 */
export async function reorderSections(db: DbOrTx, actor: Actor, ids: number[]): Promise<{ ids: number[] }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: landingSections.id, title: landingSections.title })
      .from(landingSections)
      .where(eq(landingSections.stationId, actor.stationId))
      .orderBy(asc(landingSections.position), asc(landingSections.id));
    assertSameSet(rows.map((r) => r.id), ids);
    for (const [position, id] of ids.entries()) {
      await tx.update(landingSections).set({ position }).where(and(eq(landingSections.id, id), eq(landingSections.stationId, actor.stationId)));
    }
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "landing.section.reorder", entity: "landing_section", before: rows.map((r) => r.id), after: ids });
    return { ids };
  });
}

function assertSameSet(current: number[], next: number[]): void {
  const have = new Set(current);
  if (current.length !== next.length || next.some((id) => !have.has(id))) throw new UserFacingError(ORDER_MESSAGE, undefined, 409);
}

// ---------------------------------------------------------------------------------------------
// Items of a section.

async function itemValues(tx: DbOrTx, stationId: number, data: ItemData, before?: LandingSectionItemRow) {
  const kind = sectionKind((await findSection(tx, stationId, data.sectionId)).typeId);
  if (kind.maxItems === 0) throw new UserFacingError(`Uma seção "${kind.name}" não tem itens.`);
  let aboutSectionId: number | null = null;
  if (data.linkType === "additional" && data.aboutSectionId !== "") {
    aboutSectionId = (await findAbout(tx, stationId, data.aboutSectionId).catch(() => {
      throw new UserFacingError(ABOUT_NOT_FOUND, { aboutSectionId: ABOUT_NOT_FOUND });
    })).id;
  }
  const linkable = kind.itemFields.link;
  return {
    kind,
    values: {
      name: orNull(data.name),
      description: kind.itemFields.text ? orNull(data.description) : null,
      image: stationImage(stationId, data.image, { kept: [before?.image] }),
      videoId: kind.itemFields.video && data.video ? youtubeId(data.video) : null,
      linkType: linkable ? data.linkType : ("nolink" as const),
      externalLink: linkable && data.linkType === "external" ? data.externalLink : null,
      buttonLabel: linkable && data.linkType !== "nolink" ? orNull(data.buttonLabel) : null,
      imageLeft: kind.itemFields.imageSide ? data.imageLeft : false,
      aboutSectionId: linkable ? aboutSectionId : null,
    },
  };
}

export async function createItem(db: DbOrTx, actor: Actor, data: ItemData): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const { kind, values } = await itemValues(tx, actor.stationId, data);
    const where = and(eq(landingSectionItems.sectionId, data.sectionId), eq(landingSectionItems.stationId, actor.stationId));
    const [{ n, last } = { n: 0, last: null }] = await tx.select({ n: count(), last: max(landingSectionItems.position) }).from(landingSectionItems).where(where);
    if (kind.maxItems === 1 && Number(n) >= 1) throw new UserFacingError(`Uma seção "${kind.name}" tem um item só: edite o que já existe.`);
    const [row] = await tx
      .insert(landingSectionItems)
      .values({ stationId: actor.stationId, sectionId: data.sectionId, position: (last ?? -1) + 1, ...values })
      .returning();
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "landing.item.create", entity: "landing_section_item", entityId: row!.id, after: itemAudit(row!) });
    return { id: row!.id };
  });
}

export async function updateItem(db: DbOrTx, actor: Actor, id: number, data: ItemData): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await findItem(tx, actor.stationId, id);
    if (before.sectionId !== data.sectionId) throw new UserFacingError(ITEM_NOT_FOUND, undefined, 404);
    const { values } = await itemValues(tx, actor.stationId, data, before);
    const [after] = await tx
      .update(landingSectionItems)
      .set(values)
      .where(and(eq(landingSectionItems.id, id), eq(landingSectionItems.stationId, actor.stationId)))
      .returning();
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "landing.item.update", entity: "landing_section_item", entityId: id, before: itemAudit(before), after: itemAudit(after!) });
    return { id };
  });
}

export async function deleteItem(db: DbOrTx, actor: Actor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await findItem(tx, actor.stationId, id);
    await tx.delete(landingSectionItems).where(and(eq(landingSectionItems.id, id), eq(landingSectionItems.stationId, actor.stationId)));
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "landing.item.delete", entity: "landing_section_item", entityId: id, before: itemAudit(before) });
    return { id };
  });
}

export async function reorderItems(db: DbOrTx, actor: Actor, sectionId: number, ids: number[]): Promise<{ ids: number[] }> {
  return db.transaction(async (tx) => {
    await findSection(tx, actor.stationId, sectionId);
    const rows = await tx
      .select({ id: landingSectionItems.id })
      .from(landingSectionItems)
      .where(and(eq(landingSectionItems.sectionId, sectionId), eq(landingSectionItems.stationId, actor.stationId)))
      .orderBy(asc(landingSectionItems.position), asc(landingSectionItems.id));
    assertSameSet(rows.map((r) => r.id), ids);
    for (const [position, id] of ids.entries()) {
      await tx
        .update(landingSectionItems)
        .set({ position })
        .where(and(eq(landingSectionItems.id, id), eq(landingSectionItems.sectionId, sectionId), eq(landingSectionItems.stationId, actor.stationId)));
    }
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "landing.item.reorder", entity: "landing_section", entityId: sectionId, before: rows.map((r) => r.id), after: ids });
    return { ids };
  });
}

// ---------------------------------------------------------------------------------------------
// About pages.

function aboutValues(stationId: number, data: AboutInput, before?: AboutSectionRow) {
  const html = sanitizeHtml(data.htmlDescription).trim();
  return {
    menuTitle: data.menuTitle.trim(),
    name: data.name.trim(),
    htmlDescription: html === "" ? null : html,
    image: stationImage(stationId, data.image, { kept: [before?.image] }),
    backgroundColor: orNull((data.backgroundColor ?? "").trim()),
  };
}

export async function createAbout(db: DbOrTx, actor: Actor, data: AboutInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [{ last } = { last: null }] = await tx.select({ last: max(aboutSections.position) }).from(aboutSections).where(eq(aboutSections.stationId, actor.stationId));
    const [row] = await tx
      .insert(aboutSections)
      .values({ stationId: actor.stationId, position: (last ?? -1) + 1, ...aboutValues(actor.stationId, data) })
      .returning();
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "landing.about.create", entity: "about_section", entityId: row!.id, after: aboutAudit(row!) });
    return { id: row!.id };
  });
}

export async function updateAbout(db: DbOrTx, actor: Actor, id: number, data: AboutInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await findAbout(tx, actor.stationId, id);
    const [after] = await tx
      .update(aboutSections)
      .set(aboutValues(actor.stationId, data, before))
      .where(and(eq(aboutSections.id, id), eq(aboutSections.stationId, actor.stationId)))
      .returning();
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "landing.about.update", entity: "about_section", entityId: id, before: aboutAudit(before), after: aboutAudit(after!) });
    return { id };
  });
}

/** Items that linked to the page lose the link (the schema sets it null); they fall back to no button. */
export async function deleteAbout(db: DbOrTx, actor: Actor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await findAbout(tx, actor.stationId, id);
    await tx
      .update(landingSectionItems)
      .set({ linkType: "nolink", buttonLabel: null })
      .where(and(eq(landingSectionItems.stationId, actor.stationId), eq(landingSectionItems.aboutSectionId, id)));
    await tx.delete(aboutSections).where(and(eq(aboutSections.id, id), eq(aboutSections.stationId, actor.stationId)));
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "landing.about.delete", entity: "about_section", entityId: id, before: aboutAudit(before) });
    return { id };
  });
}

