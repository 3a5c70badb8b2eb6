// The owner console's activity commands and reads: the list (list.ts, re-exported here), create
// (a draft), edit, publish/unpublish, duplicate (a new draft with its parts), and the research tab
// (questions, options, quiz feedbacks). Every read and write is scoped to the managed station;
// another station's id is "not found". Each write records its audit row in its transaction.
import "server-only";
import { createHash } from "node:crypto";
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { sanitizeHtml } from "@/lib/security/sanitize";
import { recordAudit } from "@/lib/console/audit";
import { stationImage } from "@/lib/console/images";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { formatTime, isoDay } from "@/lib/format/dates";
import { quizFeedbacks, researches, researchOptions, researchQuestions } from "@/lib/activities/research/schema";
import {
  activities,
  activityAgreements,
  activityContents,
  activityCoupons,
  activityPrerequisites,
  activityProducts,
  deliveryLocations,
  lottieFiles,
  presentialCourses,
  redirectLinks,
} from "../schema";
import { fieldsForType, isChoice, researchIssues, type ActivityFields, type ResearchData } from "./schemas";
import { activityStatus, type ActivityStatus } from "./status";
import { isResearchType } from "./tabs";
import { activityExpiryColumn, activityExpiryForm } from "@/lib/wallet/expiry-schema";

export { activityStatus, STATUS_LABELS, type ActivityStatus } from "./status";
export { listConsoleActivities, type ConsoleActivityRow } from "./list";

export const MSG_ACTIVITY_NOT_FOUND = "Atividade não encontrada.";
export const MSG_NAME_TAKEN = "Já existe uma atividade com esse nome nesta estação";
export const MSG_LOTTIE = "Animação não encontrada";
export const MSG_NOT_RESEARCH = "Esta atividade não tem perguntas.";

export interface Actor {
  stationId: number;
  actorId: number;
}

// ---------------------------------------------------------------------------------------------
// Reads

export type ConsoleActivity = typeof activities.$inferSelect & { status: ActivityStatus };

export async function getConsoleActivity(db: DbOrTx, stationId: number, id: number): Promise<ConsoleActivity | null> {
  const [row] = await db.select().from(activities).where(and(eq(activities.id, id), eq(activities.stationId, stationId)));
  return row ? { ...row, status: activityStatus(row) } : null;
}

/** The form's values for an activity: dates as São Paulo datetime-local text. */
export function formValues(a: typeof activities.$inferSelect): ActivityFields {
  const local = (d: Date | null) => (d ? `${isoDay(d)}T${formatTime(d)}` : "");
  return {
    name: a.name,
    description: a.description,
    rules: a.rules ?? "",
    image: a.image && /^\/files\/\d+\//.test(a.image) ? a.image : null,
    featuredImage: a.featuredImage && /^\/files\/\d+\//.test(a.featuredImage) ? a.featuredImage : null,
    points: a.points,
    limitPerUser: a.limitPerUser,
    participationStart: local(a.participationStart),
    participationEnd: local(a.participationEnd),
    feedbackMessage: a.feedbackMessage ?? "",
    feedbackLottieId: a.feedbackLottieId,
    featured: a.featured,
    isPublic: a.isPublic,
    commentsAndLikesEnabled: a.commentsAndLikesEnabled,
    clickMeLabel: a.clickMeLabel ?? "",
    discountDelivery: a.discountDelivery,
    additionalCashback: a.additionalCashback,
    onlyOneProduct: a.onlyOneProduct,
    digitalProduct: a.digitalProduct,
    ...activityExpiryForm(a.pointsExpiryMonths),
  };
}

/** Animations the station may pick: its own and the shared ones. */
export async function lottieChoices(db: DbOrTx, stationId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: lottieFiles.id, name: lottieFiles.name })
    .from(lottieFiles)
    .where(or(eq(lottieFiles.stationId, stationId), isNull(lottieFiles.stationId)))
    .orderBy(asc(lottieFiles.name), asc(lottieFiles.id));
}

// ---------------------------------------------------------------------------------------------
// Writes

/** São Paulo has had no daylight saving since 2019: a datetime-local value is UTC-3. */
function fromLocal(value: string): Date | null {
  return value ? new Date(`${value}:00-03:00`) : null;
}

const digest = (html: string) => ({ length: html.length, sha256: createHash("sha256").update(html).digest("hex").slice(0, 16) });

/** What an audit row keeps of an activity: its fields, long texts as length and hash. */
function auditView(a: Partial<typeof activities.$inferSelect>) {
  const { description, rules, feedbackMessage, createdAt: _c, updatedAt: _u, ...rest } = a;
  return {
    ...rest,
    ...(description !== undefined ? { description: digest(description) } : {}),
    ...(rules !== undefined ? { rules: digest(rules ?? "") } : {}),
    ...(feedbackMessage !== undefined ? { feedbackMessage: digest(feedbackMessage ?? "") } : {}),
  };
}

async function checkLottie(tx: DbOrTx, stationId: number, id: number | null, field = "feedbackLottieId"): Promise<void> {
  if (id === null) return;
  const [row] = await tx
    .select({ id: lottieFiles.id })
    .from(lottieFiles)
    .where(and(eq(lottieFiles.id, id), or(eq(lottieFiles.stationId, stationId), isNull(lottieFiles.stationId))));
  if (!row) throw new UserFacingError(MSG_LOTTIE, { [field]: MSG_LOTTIE });
}

async function checkNameFree(tx: DbOrTx, stationId: number, name: string, exceptId?: number): Promise<void> {
  const [row] = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.stationId, stationId), eq(activities.name, name)));
  if (row && row.id !== exceptId) throw new UserFacingError(MSG_NAME_TAKEN, { name: MSG_NAME_TAKEN });
}

/** The columns the form writes for a type; fields the type does not show keep their value. */
function columnsFor(stationId: number, typeId: number, data: ActivityFields, previous?: typeof activities.$inferSelect) {
  const shown = fieldsForType(typeId);
  return {
    name: data.name,
    description: sanitizeHtml(data.description),
    ...(shown.rules ? { rules: data.rules.trim() ? sanitizeHtml(data.rules) : null, hasRules: data.rules.trim().length > 0 } : {}),
    image: stationImage(stationId, data.image, { kept: [previous?.image] }),
    featuredImage: stationImage(stationId, data.featuredImage, { field: "featuredImage", kept: [previous?.featuredImage] }),
    ...(shown.points ? { points: data.points } : {}),
    ...(shown.additionalCashback ? { additionalCashback: data.additionalCashback } : {}),
    limitPerUser: data.limitPerUser,
    participationStart: fromLocal(data.participationStart),
    participationEnd: fromLocal(data.participationEnd),
    feedbackMessage: data.feedbackMessage.trim() ? sanitizeHtml(data.feedbackMessage) : null,
    feedbackLottieId: data.feedbackLottieId,
    featured: data.featured,
    isPublic: data.isPublic,
    commentsAndLikesEnabled: data.commentsAndLikesEnabled,
    clickMeLabel: data.clickMeLabel || null,
    ...(shown.delivery ? { discountDelivery: data.discountDelivery, onlyOneProduct: data.onlyOneProduct, digitalProduct: data.digitalProduct } : {}),
    // The override applies to credits written from now on; a lot keeps the date it was given.
    ...(data.pointsExpiryMode === undefined ? {} : { pointsExpiryMonths: activityExpiryColumn(data.pointsExpiryMode, data.pointsExpiryMonths ?? null) }),
  };
}

/** A new activity, as a draft (unpublished) until the owner publishes it. */
export async function createActivity(db: DbOrTx, actor: Actor, data: ActivityFields & { typeId: number }): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await checkNameFree(tx, actor.stationId, data.name);
    await checkLottie(tx, actor.stationId, data.feedbackLottieId);
    const values = { stationId: actor.stationId, typeId: data.typeId, active: false, ...columnsFor(actor.stationId, data.typeId, data) };
    const [row] = await tx.insert(activities).values(values).returning();
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "activity.create", entity: "activity", entityId: row!.id, after: auditView(row!) });
    return { id: row!.id };
  });
}

async function lockActivity(tx: Tx, stationId: number, id: number): Promise<typeof activities.$inferSelect> {
  const [row] = await tx.select().from(activities).where(and(eq(activities.id, id), eq(activities.stationId, stationId))).for("update");
  if (!row) throw new UserFacingError(MSG_ACTIVITY_NOT_FOUND);
  return row;
}

/**
 * Edits the activity row. Members' history stays as it was: a participation and its ledger entry
 * recorded the points paid and the activity's name when they happened, and read neither back.
 */
export async function updateActivity(db: DbOrTx, actor: Actor, data: ActivityFields & { id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockActivity(tx, actor.stationId, data.id);
    await checkNameFree(tx, actor.stationId, data.name, before.id);
    await checkLottie(tx, actor.stationId, data.feedbackLottieId);
    const changes = columnsFor(actor.stationId, before.typeId, data, before);
    const [after] = await tx
      .update(activities)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(activities.id, before.id), eq(activities.stationId, actor.stationId)))
      .returning();
    const keys = Object.keys(changes) as (keyof typeof changes)[];
    const changed = keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after![k]));
    const pick = (row: typeof activities.$inferSelect) => Object.fromEntries(changed.map((k) => [k, row[k]]));
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "activity.update", entity: "activity", entityId: before.id, before: auditView(pick(before)), after: auditView(pick(after!)) });
  });
}

export async function setActivityPublished(db: DbOrTx, actor: Actor, data: { id: number; published: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockActivity(tx, actor.stationId, data.id);
    if (before.active === data.published) return;
    await tx.update(activities).set({ active: data.published, updatedAt: new Date() }).where(and(eq(activities.id, before.id), eq(activities.stationId, actor.stationId)));
    await recordAudit(tx, {
      stationId: actor.stationId,
      actorId: actor.actorId,
      action: data.published ? "activity.publish" : "activity.unpublish",
      entity: "activity",
      entityId: before.id,
      before: { active: before.active },
      after: { active: data.published },
    });
  });
}

/** Tables whose rows belong to one activity and copy as they are (codes and members' data do not). */
const COPIED_PARTS = [activityProducts, activityCoupons, presentialCourses, activityContents, activityAgreements, redirectLinks, deliveryLocations, activityPrerequisites] as const;

/** A copy of the activity and its parts as a new draft named "Cópia de ...". */
export async function duplicateActivity(db: DbOrTx, actor: Actor, data: { id: number }): Promise<{ id: number; name: string }> {
  return db.transaction(async (tx) => {
    const source = await lockActivity(tx, actor.stationId, data.id);
    const base = `Cópia de ${source.name}`.slice(0, 120);
    let name = base;
    for (let n = 2; ; n++) {
      const [taken] = await tx.select({ id: activities.id }).from(activities).where(and(eq(activities.stationId, actor.stationId), eq(activities.name, name)));
      if (!taken) break;
      name = `${base} (${n})`;
    }
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = source;
    const [copy] = await tx.insert(activities).values({ ...fields, name, active: false, featured: false }).returning({ id: activities.id });
    const copyId = copy!.id;
    for (const table of COPIED_PARTS) {
      const rows = (await tx.select().from(table).where(and(eq(table.activityId, source.id), eq(table.stationId, actor.stationId)))) as { id: number }[];
      if (rows.length) await tx.insert(table).values(rows.map(({ id: _rid, ...r }) => ({ ...r, activityId: copyId })) as never);
    }
    await copyResearches(tx, actor.stationId, source.id, copyId);
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "activity.duplicate", entity: "activity", entityId: copyId, before: { from: source.id }, after: { id: copyId, name } });
    return { id: copyId, name };
  });
}

async function copyResearches(tx: Tx, stationId: number, fromActivity: number, toActivity: number): Promise<void> {
  const list = await tx.select().from(researches).where(and(eq(researches.stationId, stationId), eq(researches.activityId, fromActivity))).orderBy(asc(researches.id));
  for (const r of list) {
    const [nr] = await tx.insert(researches).values({ stationId, activityId: toActivity, name: r.name }).returning({ id: researches.id });
    const feedbackIds = new Map<number, number>();
    for (const f of await tx.select().from(quizFeedbacks).where(and(eq(quizFeedbacks.stationId, stationId), eq(quizFeedbacks.researchId, r.id)))) {
      const { id, ...rest } = f;
      const [nf] = await tx.insert(quizFeedbacks).values({ ...rest, researchId: nr!.id }).returning({ id: quizFeedbacks.id });
      feedbackIds.set(id, nf!.id);
    }
    for (const q of await tx.select().from(researchQuestions).where(and(eq(researchQuestions.stationId, stationId), eq(researchQuestions.researchId, r.id)))) {
      const { id, ...rest } = q;
      const [nq] = await tx.insert(researchQuestions).values({ ...rest, researchId: nr!.id }).returning({ id: researchQuestions.id });
      const options = await tx.select().from(researchOptions).where(and(eq(researchOptions.stationId, stationId), eq(researchOptions.questionId, id)));
      if (options.length) {
        await tx.insert(researchOptions).values(
          options.map(({ id: _oid, ...o }) => ({ ...o, questionId: nq!.id, quizFeedbackId: o.quizFeedbackId ? (feedbackIds.get(o.quizFeedbackId) ?? null) : null })),
        );
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Research tab

export interface ResearchEditor {
  researchId: number | null;
  questions: ResearchData["questions"];
  feedbacks: ResearchData["feedbacks"];
}

/** The activity's research (the first, which the member side plays) as the editor's values. */
export async function getResearchEditor(db: DbOrTx, stationId: number, activityId: number): Promise<ResearchEditor> {
  const [research] = await db
    .select({ id: researches.id })
    .from(researches)
    .where(and(eq(researches.stationId, stationId), eq(researches.activityId, activityId)))
    .orderBy(asc(researches.id))
    .limit(1);
  if (!research) return { researchId: null, questions: [], feedbacks: [] };
  const feedbacks = await db
    .select()
    .from(quizFeedbacks)
    .where(and(eq(quizFeedbacks.stationId, stationId), eq(quizFeedbacks.researchId, research.id)))
    .orderBy(asc(quizFeedbacks.position), asc(quizFeedbacks.id));
  const questions = await db
    .select()
    .from(researchQuestions)
    .where(and(eq(researchQuestions.stationId, stationId), eq(researchQuestions.researchId, research.id)))
    .orderBy(asc(researchQuestions.position), asc(researchQuestions.id));
  const options = questions.length
    ? await db
        .select()
        .from(researchOptions)
        .where(and(eq(researchOptions.stationId, stationId), inArray(researchOptions.questionId, questions.map((q) => q.id))))
        .orderBy(asc(researchOptions.position), asc(researchOptions.id))
    : [];
  return {
    researchId: research.id,
    feedbacks: feedbacks.map((f) => ({ id: f.id, key: `f${f.id}`, range: f.range, feedback: f.feedback, feedbackLottieId: f.feedbackLottieId })),
    questions: questions.map((q) => ({
      id: q.id,
      question: q.question,
      typeId: q.typeId,
      required: q.required,
      image: q.image,
      options: options
        .filter((o) => o.questionId === q.id)
        .map((o) => ({ id: o.id, label: o.label, correct: o.correct, color: o.color ?? "", image: o.image, feedbackKey: o.quizFeedbackId ? `f${o.quizFeedbackId}` : "" })),
    })),
  };
}

/**
 * Saves the whole research of an activity: rows with an id are updated in place (so past answers
 * keep pointing at the same questions and options), rows without one are added, and the rest are
 * deleted. Positions follow the order given.
 */
export async function saveResearch(db: DbOrTx, actor: Actor, data: ResearchData): Promise<{ researchId: number }> {
  return db.transaction(async (tx) => {
    const activity = await lockActivity(tx, actor.stationId, data.activityId);
    if (!isResearchType(activity.typeId)) throw new UserFacingError(MSG_NOT_RESEARCH);
    const issues = researchIssues(activity.typeId, data);
    if (issues.length) {
      const fieldErrors = Object.fromEntries(issues.map((i) => [i.path.join("."), i.message]));
      throw new UserFacingError(issues[0]!.message, fieldErrors);
    }
    const sid = actor.stationId;
    for (const f of data.feedbacks) await checkLottie(tx, sid, f.feedbackLottieId, "feedbacks");
    const current = await getResearchEditor(tx, sid, activity.id);
    let researchId = current.researchId;
    if (researchId === null) {
      const [r] = await tx.insert(researches).values({ stationId: sid, activityId: activity.id, name: activity.name }).returning({ id: researches.id });
      researchId = r!.id;
    }
    const rid = researchId;
    const known = <T extends { id: number | null }>(ids: Set<number>, rows: T[]) => {
      for (const row of rows) if (row.id !== null && !ids.has(row.id)) throw new UserFacingError("Esta pergunta foi alterada em outra aba. Recarregue a página.");
    };
    const feedbackIds = new Set(current.feedbacks.map((f) => f.id!));
    const questionIds = new Set(current.questions.map((q) => q.id!));
    const optionIds = new Map(current.questions.flatMap((q) => q.options.map((o) => [o.id!, q.id!] as const)));
    known(feedbackIds, data.feedbacks);
    known(questionIds, data.questions);
    for (const q of data.questions) {
      for (const o of q.options) {
        // An option moves only within its own question.
        if (o.id !== null && optionIds.get(o.id) !== q.id) throw new UserFacingError("Esta pergunta foi alterada em outra aba. Recarregue a página.");
      }
    }
    // Pictures of questions and options: this station's uploads, or one the research already shows.
    const keptImages = current.questions.flatMap((q) => [q.image, ...q.options.map((o) => o.image)]);
    const imageOk = (url: string | null) => stationImage(sid, url, { kept: keptImages });

    // Feedbacks first: options point at them (personality).
    const keepFeedbacks = new Set(data.feedbacks.filter((f) => f.id !== null).map((f) => f.id!));
    const goneFeedbacks = [...feedbackIds].filter((id) => !keepFeedbacks.has(id));
    const byKey = new Map<string, number>();
    for (const [position, f] of data.feedbacks.entries()) {
      const values = { range: f.range, feedback: sanitizeHtml(f.feedback), feedbackLottieId: f.feedbackLottieId, position };
      if (f.id !== null) {
        await tx.update(quizFeedbacks).set(values).where(and(eq(quizFeedbacks.id, f.id), eq(quizFeedbacks.stationId, sid)));
        byKey.set(f.key, f.id);
      } else {
        const [row] = await tx.insert(quizFeedbacks).values({ ...values, stationId: sid, researchId: rid }).returning({ id: quizFeedbacks.id });
        byKey.set(f.key, row!.id);
      }
    }

    const keepQuestions = new Set(data.questions.filter((q) => q.id !== null).map((q) => q.id!));
    const goneQuestions = [...questionIds].filter((id) => !keepQuestions.has(id));
    if (goneQuestions.length) await tx.delete(researchQuestions).where(and(eq(researchQuestions.stationId, sid), inArray(researchQuestions.id, goneQuestions)));
    const keptOptions = new Set(data.questions.flatMap((q) => q.options.filter((o) => o.id !== null).map((o) => o.id!)));
    const goneOptions = [...optionIds.keys()].filter((id) => !keptOptions.has(id) && keepQuestions.has(optionIds.get(id)!));
    if (goneOptions.length) await tx.delete(researchOptions).where(and(eq(researchOptions.stationId, sid), inArray(researchOptions.id, goneOptions)));

    for (const [position, q] of data.questions.entries()) {
      const values = { question: q.question, typeId: q.typeId, required: q.required, image: imageOk(q.image), position };
      let questionId = q.id;
      if (questionId !== null) {
        await tx.update(researchQuestions).set(values).where(and(eq(researchQuestions.id, questionId), eq(researchQuestions.stationId, sid)));
      } else {
        const [row] = await tx.insert(researchQuestions).values({ ...values, stationId: sid, researchId: rid }).returning({ id: researchQuestions.id });
        questionId = row!.id;
      }
      const options = isChoice(q.typeId) ? q.options : [];
      if (!isChoice(q.typeId)) await tx.delete(researchOptions).where(and(eq(researchOptions.stationId, sid), eq(researchOptions.questionId, questionId)));
      for (const [optPosition, o] of options.entries()) {
        const ov = {
          label: o.label,
          correct: o.correct,
          color: o.color || null,
          image: imageOk(o.image),
          position: optPosition,
          quizFeedbackId: byKey.get(o.feedbackKey) ?? null,
        };
        if (o.id !== null) await tx.update(researchOptions).set(ov).where(and(eq(researchOptions.id, o.id), eq(researchOptions.stationId, sid)));
        else await tx.insert(researchOptions).values({ ...ov, stationId: sid, questionId });
      }
    }
    if (goneFeedbacks.length) await tx.delete(quizFeedbacks).where(and(eq(quizFeedbacks.stationId, sid), inArray(quizFeedbacks.id, goneFeedbacks)));

    const summary = (d: { questions: { options: unknown[] }[]; feedbacks: { range: number }[] }) => ({
      questions: d.questions.length,
      options: d.questions.reduce((n, q) => n + q.options.length, 0),
      feedbackRanges: d.feedbacks.map((f) => f.range),
    });
    await recordAudit(tx, {
      stationId: sid,
      actorId: actor.actorId,
      action: "activity.research",
      entity: "research",
      entityId: rid,
      before: current.researchId === null ? null : summary(current),
      after: summary(data),
    });
    return { researchId: rid };
  });
}
