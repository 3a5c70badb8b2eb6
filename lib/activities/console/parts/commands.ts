// Writes of the owner console over an activity's parts and prerequisites (the station's organising
// lists and featured carousel are ./lists.ts, which shares the helpers exported here). Every
// command runs in one transaction with its audit row, scoped to the actor's station: an id of
// another station (activity, part, category, activity to link) is "not found" and changes nothing.
import "server-only";
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { UserFacingError } from "@/lib/actions/result";
import {
  activities,
  activityAgreements,
  activityContents,
  activityCoupons,
  activityPrerequisites,
  activityProducts,
  deliveryLocations,
  memberGetMemberRules,
  presentialCourses,
  redirectLinks,
} from "@/lib/activities/schema";
import { activityVideos } from "@/lib/activities/videos/schema";
import { sanitizeHtml } from "@/lib/security/sanitize";
import { recordAudit } from "@/lib/console/audit";
import { stationImage } from "@/lib/console/images";
import type { DbOrTx, Tx } from "@/lib/db/client";
import type {
  agreementSchema,
  contentSchema,
  couponSchema,
  courseSchema,
  deletePartSchema,
  deliveryLocationSchema,
  inviteRuleSchema,
  linkSchema,
  prerequisitesSchema,
  productSchema,
  reorderPartsSchema,
  videoSchema,
} from "./schemas";
import { hasPartTab, type PartTab } from "./tabs";

export interface Actor {
  stationId: number;
  actorId: number;
}

export const MSG_ACTIVITY_NOT_FOUND = "Atividade não encontrada.";
export const MSG_ITEM_NOT_FOUND = "Item não encontrado. Atualize a página e tente de novo.";
export const MSG_LIST_NOT_FOUND = "Lista não encontrada. Atualize a página e tente de novo.";
export const MSG_CODE_TAKEN = "Este código já é usado por outra regra desta estação";
export const MSG_GROUP_NAME_TAKEN = "Já existe uma lista com este nome";
export const MSG_PREREQ_SELF = "Uma atividade não pode ser pré-requisito dela mesma";
export const MSG_PREREQ_CYCLE = "Esta escolha criaria um ciclo: uma das atividades escolhidas já exige esta";
export const MSG_ORDER_STALE = "A lista mudou enquanto você organizava. Atualize a página e tente de novo.";

export const notFound = (message = MSG_ITEM_NOT_FOUND) => new UserFacingError(message, undefined, 404);

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

/** Audit payloads keep short fields as they are and long texts as their length. */
export function brief(row: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === "stationId") continue;
    out[k] = typeof v === "string" && v.length > 160 ? { length: v.length } : v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/** The activity, locked for this transaction, when it is the station's and its type has `tab`. */
async function activityFor(tx: Tx, actor: Actor, activityId: number, tab: PartTab): Promise<{ id: number; typeId: number; name: string }> {
  const [row] = await tx
    .select({ id: activities.id, typeId: activities.typeId, name: activities.name })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.stationId, actor.stationId)))
    .for("no key update");
  if (!row || !hasPartTab(row.typeId, tab)) throw notFound(MSG_ACTIVITY_NOT_FOUND);
  return row;
}

// ---------------------------------------------------------------------------------------------
// One generic save/delete for the per-activity list tables (all have id, station_id, activity_id).

type PartTable =
  | typeof activityProducts
  | typeof activityCoupons
  | typeof presentialCourses
  | typeof memberGetMemberRules
  | typeof activityContents
  | typeof activityVideos
  | typeof redirectLinks
  | typeof deliveryLocations;

export const PART_KINDS = {
  product: { table: activityProducts, tab: "produtos", audit: "activity.product" },
  coupon: { table: activityCoupons, tab: "cupons", audit: "activity.coupon" },
  course: { table: presentialCourses, tab: "curso", audit: "activity.course" },
  inviteRule: { table: memberGetMemberRules, tab: "indicacao", audit: "activity.invite-rule" },
  content: { table: activityContents, tab: "conteudos", audit: "activity.content" },
  video: { table: activityVideos, tab: "videos", audit: "activity.video" },
  link: { table: redirectLinks, tab: "link", audit: "activity.link" },
  delivery: { table: deliveryLocations, tab: "entregas", audit: "activity.delivery-location" },
} as const satisfies Record<string, { table: PartTable; tab: PartTab; audit: string }>;
export type PartKind = keyof typeof PART_KINDS;

// Drizzle's builders are typed per table; the generic path works on the columns every part table
// shares, through this one view of them.
const asShared = (table: PartTable) => table as unknown as typeof activityContents;

async function findPart(tx: Tx, actor: Actor, kind: PartKind, activityId: number, id: number): Promise<Record<string, unknown>> {
  const t = asShared(PART_KINDS[kind].table);
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.stationId, actor.stationId), eq(t.activityId, activityId)))
    .for("no key update");
  if (!row) throw notFound();
  return row as Record<string, unknown>;
}

async function nextPosition(tx: Tx, table: typeof activityVideos | typeof redirectLinks, actor: Actor, activityId: number): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${table.position}), -1)`.mapWith(Number) })
    .from(table)
    .where(and(eq(table.stationId, actor.stationId), eq(table.activityId, activityId)));
  return (row?.max ?? -1) + 1;
}

async function savePartRow(
  db: DbOrTx,
  actor: Actor,
  kind: PartKind,
  data: { activityId: number; id?: number },
  values: Record<string, unknown>,
  uniqueMessage?: { field: string; message: string },
): Promise<{ id: number }> {
  const { table, tab, audit } = PART_KINDS[kind];
  const t = asShared(table);
  try {
    return await db.transaction(async (tx) => {
      await activityFor(tx, actor, data.activityId, tab);
      if (data.id) {
        const before = await findPart(tx, actor, kind, data.activityId, data.id);
        const [after] = await tx
          .update(t)
          .set(values as never)
          .where(and(eq(t.id, data.id), eq(t.stationId, actor.stationId)))
          .returning();
        await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: `${audit}.update`, entity: kind, entityId: data.id, before: brief(pick(before, values)), after: brief(pick(after as Record<string, unknown>, values)) });
        return { id: data.id };
      }
      const position = kind === "video" || kind === "link" ? { position: await nextPosition(tx, table as typeof redirectLinks, actor, data.activityId) } : {};
      const [created] = await tx
        .insert(t)
        .values({ ...values, ...position, stationId: actor.stationId, activityId: data.activityId } as never)
        .returning();
      await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: `${audit}.create`, entity: kind, entityId: created!.id, after: brief(created as Record<string, unknown>) });
      return { id: created!.id };
    });
  } catch (error) {
    if (uniqueMessage && isUniqueViolation(error)) throw new UserFacingError(uniqueMessage.message, { [uniqueMessage.field]: uniqueMessage.message }, 409);
    throw error;
  }
}

/** The fields of `row` named by `keys`: the audit's "before" of what a save changes. */
export const pick = (row: Record<string, unknown>, keys: Record<string, unknown>) => Object.fromEntries(Object.keys(keys).map((k) => [k, row[k]]));

export async function deletePart(db: DbOrTx, actor: Actor, kind: PartKind, data: z.output<typeof deletePartSchema>): Promise<void> {
  const { table, tab, audit } = PART_KINDS[kind];
  const t = asShared(table);
  await db.transaction(async (tx) => {
    await activityFor(tx, actor, data.activityId, tab);
    const before = await findPart(tx, actor, kind, data.activityId, data.id);
    await tx.delete(t).where(and(eq(t.id, data.id), eq(t.stationId, actor.stationId)));
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: `${audit}.delete`, entity: kind, entityId: data.id, before: brief(before) });
  });
}

// ---------------------------------------------------------------------------------------------
// Products and coupons: the stock is what is left to sell, and checkouts take from it while the
// owner edits. A save never writes the number the form read back over the database's: it adds the
// owner's change (typed stock − the stock the form showed) to the current stock in one UPDATE,
// which waits for a checkout holding the row and then applies to what that checkout left. Prices
// change the part only: order items keep the price they were sold at (commerce/schema.ts).

/**
 * The stock a save writes: the owner's change added to the row's current `column`, floored at 0;
 * the typed figure itself when there is no figure to compare with (a coupon made or left unlimited).
 */
function stockChange(column: AnyColumn, stock: number | null, seen: number | null): number | null | SQL {
  if (stock === null || seen === null) return stock;
  return sql`greatest(0, coalesce(${column}, ${seen}) + ${stock - seen})`;
}

export async function saveProduct(db: DbOrTx, actor: Actor, data: z.output<typeof productSchema>): Promise<{ id: number }> {
  const fields = { name: data.name, value: data.value, discountValue: data.discountValue, limit: data.limit };
  if (!data.id) return savePartRow(db, actor, "product", data, { ...fields, image: stationImage(actor.stationId, data.image), stock: data.stock });
  const productId = data.id;
  return db.transaction(async (tx) => {
    await activityFor(tx, actor, data.activityId, "produtos");
    const before = await findPart(tx, actor, "product", data.activityId, productId);
    const base = { ...fields, image: stationImage(actor.stationId, data.image, { kept: [before.image as string | null] }) };
    const [after] = await tx
      .update(activityProducts)
      .set({ ...base, stock: stockChange(activityProducts.stock, data.stock, data.stockSeen) as number })
      .where(and(eq(activityProducts.id, productId), eq(activityProducts.stationId, actor.stationId)))
      .returning();
    const keys = { ...base, stock: 0 };
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "activity.product.update", entity: "product", entityId: productId, before: brief(pick(before, keys)), after: brief(pick(after as Record<string, unknown>, keys)) });
    return { id: productId };
  });
}

export const saveCoupon = (db: DbOrTx, actor: Actor, d: z.output<typeof couponSchema>) =>
  savePartRow(db, actor, "coupon", d, { newPrice: d.newPrice, stock: d.id ? stockChange(activityCoupons.stock, d.stock, d.stockSeen) : d.stock });

/** A datetime-local value read as Brasília time (no daylight saving since 2019). */
const brasilia = (local: string | null) => (local ? new Date(`${local}:00-03:00`) : null);

export const saveCourse = (db: DbOrTx, actor: Actor, d: z.output<typeof courseSchema>) =>
  savePartRow(db, actor, "course", d, { price: d.price, discountPrice: d.discountPrice, date: brasilia(d.date), rules: d.rules ? sanitizeHtml(d.rules) : null });

/** Points are typed whole; the table keeps hundredths of a point. */
export const saveInviteRule = (db: DbOrTx, actor: Actor, d: z.output<typeof inviteRuleSchema>) =>
  savePartRow(db, actor, "inviteRule", d, { code: d.code, pointsInviter: d.pointsInviter * 100, pointsInvited: d.pointsInvited * 100 }, { field: "code", message: MSG_CODE_TAKEN });

export const saveContent = (db: DbOrTx, actor: Actor, d: z.output<typeof contentSchema>) => savePartRow(db, actor, "content", d, { text: sanitizeHtml(d.text), link: d.link });

export const saveVideo = (db: DbOrTx, actor: Actor, d: z.output<typeof videoSchema>) =>
  savePartRow(db, actor, "video", d, { name: d.name, description: d.description, required: d.required, provider: d.provider, source: d.source });

export const saveLink = (db: DbOrTx, actor: Actor, d: z.output<typeof linkSchema>) => savePartRow(db, actor, "link", d, { url: d.url });

export const saveDeliveryLocation = (db: DbOrTx, actor: Actor, d: z.output<typeof deliveryLocationSchema>) =>
  savePartRow(db, actor, "delivery", d, {
    name: d.name,
    price: d.price,
    delivery: d.delivery,
    street: d.street,
    streetNumber: d.streetNumber,
    zipcode: d.zipcode,
    helperLabelField1: d.helperLabelField1,
    helperLabelField2: d.helperLabelField2,
    cepRanges: d.cepRanges,
    cities: d.cities,
  });

/** The agreement is one per activity: the save writes the first row or creates it. */
export async function saveAgreement(db: DbOrTx, actor: Actor, d: z.output<typeof agreementSchema>): Promise<void> {
  await db.transaction(async (tx) => {
    await activityFor(tx, actor, d.activityId, "termo");
    const [before] = await tx
      .select()
      .from(activityAgreements)
      .where(and(eq(activityAgreements.stationId, actor.stationId), eq(activityAgreements.activityId, d.activityId)))
      .orderBy(asc(activityAgreements.id))
      .limit(1);
    const values = { button: d.button, checkbox: sanitizeHtml(d.checkbox) };
    if (before) await tx.update(activityAgreements).set(values).where(eq(activityAgreements.id, before.id));
    else await tx.insert(activityAgreements).values({ ...values, stationId: actor.stationId, activityId: d.activityId });
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "activity.agreement.update", entity: "agreement", entityId: d.activityId, before: brief(before ? pick(before, values) : null), after: brief(values) });
  });
}

/** New order of an activity's videos or links: `ids` must be exactly its items. */
export async function reorderParts(db: DbOrTx, actor: Actor, d: z.output<typeof reorderPartsSchema>): Promise<void> {
  const table = d.kind === "video" ? activityVideos : redirectLinks;
  await db.transaction(async (tx) => {
    await activityFor(tx, actor, d.activityId, PART_KINDS[d.kind].tab);
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.stationId, actor.stationId), eq(table.activityId, d.activityId)))
      .orderBy(asc(table.position), asc(table.id));
    const before = rows.map((r) => r.id);
    if (!sameSet(before, d.ids)) throw new UserFacingError(MSG_ORDER_STALE, undefined, 409);
    for (const [i, itemId] of d.ids.entries()) await tx.update(table).set({ position: i }).where(and(eq(table.id, itemId), eq(table.stationId, actor.stationId)));
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: `${PART_KINDS[d.kind].audit}.reorder`, entity: d.kind, entityId: d.activityId, before: { order: before }, after: { order: d.ids } });
  });
}

/** Whether `b` is `a` reordered: the same ids, each once. */
export const sameSet = (a: number[], b: number[]) => a.length === b.length && new Set(b).size === b.length && b.every((x) => a.includes(x));

// ---------------------------------------------------------------------------------------------
// Prerequisites: other activities of the same station, no self, no cycle. One lock per station
// serialises prerequisite edits, so two saves cannot each add half of a cycle.

export async function setPrerequisites(db: DbOrTx, actor: Actor, d: z.output<typeof prerequisitesSchema>): Promise<void> {
  const required = [...new Set(d.requiredIds)];
  if (required.includes(d.activityId)) throw new UserFacingError(MSG_PREREQ_SELF, { requiredIds: MSG_PREREQ_SELF });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(16016, ${actor.stationId})`);
    await activityFor(tx, actor, d.activityId, "requisitos");
    if (required.length > 0) {
      const found = await tx
        .select({ id: activities.id })
        .from(activities)
        .where(and(eq(activities.stationId, actor.stationId), inArray(activities.id, required)));
      if (found.length !== required.length) throw notFound(MSG_ACTIVITY_NOT_FOUND);
    }
    const edges = await tx
      .select({ from: activityPrerequisites.activityId, to: activityPrerequisites.requiredActivityId })
      .from(activityPrerequisites)
      .where(eq(activityPrerequisites.stationId, actor.stationId));
    const before = edges.filter((e) => e.from === d.activityId).map((e) => e.to);
    const graph = new Map<number, number[]>();
    for (const e of edges) if (e.from !== d.activityId) graph.set(e.from, [...(graph.get(e.from) ?? []), e.to]);
    // A cycle: some chosen activity already requires (directly or not) this one.
    const seen = new Set<number>();
    const stack = [...required];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node === d.activityId) throw new UserFacingError(MSG_PREREQ_CYCLE, { requiredIds: MSG_PREREQ_CYCLE }, 409);
      if (seen.has(node)) continue;
      seen.add(node);
      stack.push(...(graph.get(node) ?? []));
    }
    await tx.delete(activityPrerequisites).where(and(eq(activityPrerequisites.stationId, actor.stationId), eq(activityPrerequisites.activityId, d.activityId)));
    if (required.length > 0) {
      await tx.insert(activityPrerequisites).values(required.map((r) => ({ stationId: actor.stationId, activityId: d.activityId, requiredActivityId: r })));
    }
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "activity.prerequisites", entity: "activity", entityId: d.activityId, before: { required: before }, after: { required } });
  });
}
