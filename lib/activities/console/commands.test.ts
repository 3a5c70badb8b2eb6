// The console's "Atividades" actions as an owner calls them: each change written with its audit
// row; bad input refused with its pt-BR message and nothing changed; another station's owner and a
// staff account refused on every action (one table, so a new action cannot be forgotten); a quiz
// made here is playable by a member with the right feedback; duplicate copies the research; editing
// points keeps members' history.
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { USER_TYPE_OWNER, USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { submitSurvey } from "@/lib/activities/research/commands";
import { quizFeedbacks, researches, researchOptions, researchQuestions, surveyAnswers } from "@/lib/activities/research/schema";
import { activities, participations } from "@/lib/activities/schema";
import { MSG_IMAGE_NOT_OURS } from "@/lib/console/images";
import { auditLog } from "@/lib/console/schema";
import { grantRole } from "@/lib/auth/console-roles";
import { getDb, type Db } from "@/lib/db/client";
import { ensureUser, seedDemo } from "@/lib/seed/demo";
import { signInConsoleAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { listStatement } from "@/lib/wallet/statement";
import ActivitiesPage from "@/app/console/estacoes/[stationId]/atividades/page";
import NewActivityPage from "@/app/console/estacoes/[stationId]/atividades/nova/page";
import ActivityLayout from "@/app/console/estacoes/[stationId]/atividades/[activityId]/layout";
import ActivityPage from "@/app/console/estacoes/[stationId]/atividades/[activityId]/page";
import ResearchPage from "@/app/console/estacoes/[stationId]/atividades/[activityId]/pesquisa/page";
import { createActivityAction, duplicateActivityAction, saveResearchAction, setActivityPublishedAction, updateActivityAction } from "./actions";
import { getConsoleActivity, getResearchEditor, listConsoleActivities } from "./commands";
import { MSG_MIN_OPTIONS, MSG_ONE_CORRECT, MSG_RANGE_DUPLICATE, MSG_RANGE_TOP, MSG_WINDOW_ORDER, type CreateActivityInput, type ResearchInput } from "./schemas";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined, unstable_cache: (fn: unknown) => fn }));

let db: Db;
let demo: Station;
let vitrine: Station;
let demoOwner: number;
let vitrineOwner: number;
let demoStaff: number;
let member: number;

const fields = (over: Partial<CreateActivityInput> = {}): CreateActivityInput => ({
  typeId: 6,
  name: "Quiz do painel",
  description: "<p>Responda e ganhe.</p><script>alert(1)</script>",
  rules: "",
  image: null,
  featuredImage: null,
  points: 2500,
  limitPerUser: 1,
  participationStart: "",
  participationEnd: "",
  feedbackMessage: "",
  feedbackLottieId: null,
  featured: false,
  isPublic: false,
  commentsAndLikesEnabled: false,
  clickMeLabel: "",
  discountDelivery: 0,
  additionalCashback: 0,
  onlyOneProduct: false,
  digitalProduct: false,
  ...over,
});

const quizResearch = (activityId: number): ResearchInput => ({
  activityId,
  questions: [1, 2, 3].map((n) => ({
    id: null,
    question: `Pergunta ${n}`,
    typeId: 1,
    required: true,
    image: null,
    options: [
      { id: null, label: "Certa", correct: true, color: "", image: null, feedbackKey: "" },
      { id: null, label: "Errada", correct: false, color: "", image: null, feedbackKey: "" },
    ],
  })),
  feedbacks: [
    { id: null, key: "a", range: 49, feedback: "<p>Quase lá</p>", feedbackLottieId: null },
    { id: null, key: "b", range: 100, feedback: "<p>Mandou muito bem</p>", feedbackLottieId: null },
  ],
});

async function asOwner(station: Station = demo, userId = demoOwner) {
  await signInConsoleAs(db, userId, station.id);
}
const audits = async (stationId: number, action: string) =>
  (await db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.stationId, stationId), eq(auditLog.action, action))))[0]!.n;

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  demoOwner = await userIdByEmail(db, demo.id, "dono@demo.test");
  member = await userIdByEmail(db, demo.id, "membro@demo.test");
  vitrineOwner = await ensureUser(db, vitrine.id, vitrine.establishment!.id, { email: "dona@vitrine.test", name: "Dona Vitrine", typeId: USER_TYPE_OWNER });
  await grantRole(db, { userId: vitrineOwner, stationId: vitrine.id, role: "owner" });
  demoStaff = await ensureUser(db, demo.id, demo.establishment!.id, { email: "equipe@demo.test", name: "Equipe Demo", typeId: USER_TYPE_PARTICIPANT });
  await grantRole(db, { userId: demoStaff, stationId: demo.id, role: "staff" });
});

describe("create, publish, play", () => {
  it("creates a draft with sanitised HTML and an audit row; a member plays the quiz made here and sees the feedback of their score", async () => {
    await asOwner();
    const created = await createActivityAction({ stationId: demo.id, ...fields() });
    expect(created.ok).toBe(true);
    const id = (created as { data: { id: number } }).data.id;
    const row = await getConsoleActivity(db, demo.id, id);
    expect(row).toMatchObject({ active: false, status: "rascunho", typeId: 6, points: 2500 });
    expect(row!.description).not.toContain("script");
    expect(await audits(demo.id, "activity.create")).toBeGreaterThan(0);

    expect((await saveResearchAction({ stationId: demo.id, ...quizResearch(id) })).ok).toBe(true);
    expect((await setActivityPublishedAction({ stationId: demo.id, id, published: true })).ok).toBe(true);
    expect((await getConsoleActivity(db, demo.id, id))!.status).toBe("publicada");
    expect(await audits(demo.id, "activity.publish")).toBeGreaterThan(0);

    const editor = await getResearchEditor(db, demo.id, id);
    expect(editor.questions).toHaveLength(3);
    // One right of three (33 %) falls in the "up to 49 %" range.
    const answers = editor.questions.map((q, i) => ({ questionId: q.id!, optionIds: [q.options[i === 0 ? 0 : 1]!.id!] }));
    const result = await submitSurvey(db, { stationId: demo.id, userId: member, establishmentId: null }, { activityId: id, researchId: editor.researchId!, attemptKey: "attempt-console-1", answers });
    expect(result.feedback?.html).toContain("Quase lá");
    expect(result.passed).toBe(false);

    const list = await listConsoleActivities(db, demo.id, { search: "Quiz do painel" });
    expect(list.find((a) => a.id === id)).toMatchObject({ participations: 1, status: "publicada", typeName: "Quiz" });
  });

  it("flags in the list a quiz whose text promises attempts while every passed attempt pays", async () => {
    await asOwner();
    const description = "<p>Acerte pelo menos duas e ganhe. Você tem até 3 tentativas.</p>";
    const create = async (name: string, over: Partial<CreateActivityInput>) =>
      ((await createActivityAction({ stationId: demo.id, ...fields({ name, description, ...over }) })) as { data: { id: number } }).data.id;
    const blank = await create("Quiz das tentativas sem limite", { limitPerUser: null });
    const three = await create("Quiz das tentativas com limite 3", { limitPerUser: 3 });
    const honest = await create("Quiz das tentativas honesto", { limitPerUser: 1, description: "<p>Acerte pelo menos duas e ganhe.</p>" });
    const list = await listConsoleActivities(db, demo.id, { search: "Quiz das tentativas" });
    const warningOf = (id: number) => list.find((a) => a.id === id)?.attemptsWarning;
    expect(warningOf(blank), "blank limit").toBe(
      "O texto promete até 3 tentativas, mas o limite por membro está em branco: cada tentativa aprovada paga os pontos, sem fim. Defina o limite como 1 ou mude o texto.",
    );
    expect(warningOf(three), "limit 3").toContain("até 3 vezes por membro");
    expect(warningOf(honest), "no promise, limit 1").toBeNull();
  });

  it("edits the research in place: a question removed and an option reordered keep the others' ids", async () => {
    await asOwner();
    const id = ((await createActivityAction({ stationId: demo.id, ...fields({ name: "Quiz editável" }) })) as { data: { id: number } }).data.id;
    await saveResearchAction({ stationId: demo.id, ...quizResearch(id) });
    const first = await getResearchEditor(db, demo.id, id);
    const [q1, , q3] = first.questions;
    const edited = { activityId: id, feedbacks: first.feedbacks, questions: [{ ...q3!, options: [...q3!.options].reverse() }, q1!] };
    expect((await saveResearchAction({ stationId: demo.id, ...edited })).ok).toBe(true);
    const second = await getResearchEditor(db, demo.id, id);
    expect(second.questions.map((q) => q.id)).toEqual([q3!.id, q1!.id]);
    expect(second.questions[0]!.options.map((o) => o.label)).toEqual(["Errada", "Certa"]);
  });
});

describe("validation", () => {
  it("refuses bad activity input with pt-BR messages and writes nothing", async () => {
    await asOwner();
    const before = (await db.select({ n: count() }).from(activities).where(eq(activities.stationId, demo.id)))[0]!.n;
    const noName = await createActivityAction({ stationId: demo.id, ...fields({ name: " " }) });
    expect(noName).toMatchObject({ ok: false, fieldErrors: { name: "Esse campo é obrigatório" } });
    const window = await createActivityAction({ stationId: demo.id, ...fields({ name: "Janela", participationStart: "2026-12-10T10:00", participationEnd: "2026-12-01T10:00" }) });
    expect(window).toMatchObject({ ok: false, fieldErrors: { participationEnd: MSG_WINDOW_ORDER } });
    const foreignImage = await createActivityAction({ stationId: demo.id, ...fields({ name: "Imagem alheia", image: `/files/${vitrine.id}/content/x.png` }) });
    expect(foreignImage).toMatchObject({ ok: false, message: MSG_IMAGE_NOT_OURS });
    const taken = await createActivityAction({ stationId: demo.id, ...fields({ name: "Quiz do painel" }) });
    expect(taken).toMatchObject({ ok: false, fieldErrors: { name: "Já existe uma atividade com esse nome nesta estação" } });
    expect((await db.select({ n: count() }).from(activities).where(eq(activities.stationId, demo.id)))[0]!.n).toBe(before);
  });

  it("refuses a quiz question without two options or exactly one right, and overlapping or short ranges", async () => {
    await asOwner();
    const id = ((await createActivityAction({ stationId: demo.id, ...fields({ name: "Quiz inválido" }) })) as { data: { id: number } }).data.id;
    const base = quizResearch(id);
    const oneOption = { ...base, questions: [{ ...base.questions[0]!, options: [base.questions[0]!.options[0]!] }] };
    expect(await saveResearchAction({ stationId: demo.id, ...oneOption })).toMatchObject({ ok: false, fieldErrors: { "questions.0.options": MSG_MIN_OPTIONS } });
    const twoRight = { ...base, questions: [{ ...base.questions[0]!, options: base.questions[0]!.options.map((o) => ({ ...o, correct: true })) }] };
    expect(await saveResearchAction({ stationId: demo.id, ...twoRight })).toMatchObject({ ok: false, fieldErrors: { "questions.0.options": MSG_ONE_CORRECT } });
    const sameRange = { ...base, feedbacks: base.feedbacks.map((f) => ({ ...f, range: 100 })) };
    expect(await saveResearchAction({ stationId: demo.id, ...sameRange })).toMatchObject({ ok: false, fieldErrors: { "feedbacks.1.range": MSG_RANGE_DUPLICATE } });
    const short = { ...base, feedbacks: [{ ...base.feedbacks[0]! }] };
    expect(await saveResearchAction({ stationId: demo.id, ...short })).toMatchObject({ ok: false, message: MSG_RANGE_TOP });
    expect(await db.select().from(researches).where(eq(researches.activityId, id))).toHaveLength(0);
  });
});

describe("duplicate", () => {
  it("copies the activity as a draft 'Cópia de ...' with its questions, options and feedbacks", async () => {
    await asOwner();
    const id = ((await createActivityAction({ stationId: demo.id, ...fields({ name: "Quiz original" }) })) as { data: { id: number } }).data.id;
    await saveResearchAction({ stationId: demo.id, ...quizResearch(id) });
    await setActivityPublishedAction({ stationId: demo.id, id, published: true });
    const copy = await duplicateActivityAction({ stationId: demo.id, id });
    expect(copy).toMatchObject({ ok: true, data: { name: "Cópia de Quiz original" } });
    const copyId = (copy as { data: { id: number } }).data.id;
    expect(await getConsoleActivity(db, demo.id, copyId)).toMatchObject({ active: false, typeId: 6, points: 2500 });
    const editor = await getResearchEditor(db, demo.id, copyId);
    expect(editor.questions).toHaveLength(3);
    expect(editor.questions.every((q) => q.options.filter((o) => o.correct).length === 1)).toBe(true);
    expect(editor.feedbacks.map((f) => f.range)).toEqual([49, 100]);
    const again = await duplicateActivityAction({ stationId: demo.id, id });
    expect(again).toMatchObject({ ok: true, data: { name: "Cópia de Quiz original (2)" } });
    expect(await audits(demo.id, "activity.duplicate")).toBeGreaterThanOrEqual(2);
  });
});

describe("history", () => {
  it("editing points after a member took part keeps their participation and statement at the old value", async () => {
    await asOwner();
    const id = ((await createActivityAction({ stationId: demo.id, ...fields({ name: "Quiz com história", points: 3000 }) })) as { data: { id: number } }).data.id;
    await saveResearchAction({ stationId: demo.id, ...quizResearch(id) });
    await setActivityPublishedAction({ stationId: demo.id, id, published: true });
    const editor = await getResearchEditor(db, demo.id, id);
    const right = editor.questions.map((q) => ({ questionId: q.id!, optionIds: [q.options[0]!.id!] }));
    const result = await submitSurvey(db, { stationId: demo.id, userId: member, establishmentId: null }, { activityId: id, researchId: editor.researchId!, attemptKey: "attempt-history-1", answers: right });
    expect(result.pointsAwarded).toBe(3000);
    expect(result.feedback?.html).toContain("Mandou muito bem");

    const row = await getConsoleActivity(db, demo.id, id);
    const { id: _id, ...rest } = { ...(await import("./commands")).formValues(row!), id };
    expect((await updateActivityAction({ stationId: demo.id, id, ...rest, points: 9900, name: "Quiz com história renomeado" })).ok).toBe(true);
    expect((await getConsoleActivity(db, demo.id, id))!.points).toBe(9900);

    const [participation] = await db.select().from(participations).where(and(eq(participations.activityId, id), eq(participations.userId, member)));
    expect(participation!.pointsAwarded).toBe(3000);
    const [answer] = await db.select().from(surveyAnswers).where(and(eq(surveyAnswers.activityId, id), eq(surveyAnswers.userId, member)));
    expect(answer!.pointsAwarded).toBe(3000);
    const statement = await listStatement(db, { stationId: demo.id, userId: member }, { side: "earned", pageSize: 50 });
    const entry = statement.rows.find((r) => r.actionName.includes("Quiz com história"));
    expect(entry).toMatchObject({ points: 3000, actionName: expect.stringContaining("Quiz com história") });
    expect(entry!.actionName).not.toContain("renomeado");
    expect(await audits(demo.id, "activity.update")).toBeGreaterThan(0);
  });
});

describe("every action refuses other stations and staff, and changes nothing", () => {
  type Call = (stationId: number, activityId: number) => Promise<{ ok: boolean; message?: string }>;
  const ACTIONS: Record<string, Call> = {
    createActivityAction: (stationId) => createActivityAction({ stationId, ...fields({ name: "Intrusa" }) }),
    updateActivityAction: (stationId, id) => updateActivityAction({ stationId, id, ...fields({ name: "Intrusa" }) }),
    setActivityPublishedAction: (stationId, id) => setActivityPublishedAction({ stationId, id, published: false }),
    duplicateActivityAction: (stationId, id) => duplicateActivityAction({ stationId, id }),
    saveResearchAction: (stationId, id) => saveResearchAction({ stationId, ...quizResearch(id) }),
  };

  const snapshot = async () => ({
    activities: await db.select().from(activities).orderBy(activities.id),
    researches: (await db.select({ n: count() }).from(researches))[0]!.n,
    questions: (await db.select({ n: count() }).from(researchQuestions))[0]!.n,
    options: (await db.select({ n: count() }).from(researchOptions))[0]!.n,
    feedbacks: (await db.select({ n: count() }).from(quizFeedbacks))[0]!.n,
  });

  for (const [name, call] of Object.entries(ACTIONS)) {
    it(name, async () => {
      // A published quiz of demo with its research: the target of every intrusion.
      await asOwner();
      const target = ((await createActivityAction({ stationId: demo.id, ...fields({ name: `Alvo ${name}` }) })) as { data: { id: number } }).data.id;
      await saveResearchAction({ stationId: demo.id, ...quizResearch(target) });
      await setActivityPublishedAction({ stationId: demo.id, id: target, published: true });
      const before = await snapshot();

      await asOwner(vitrine, vitrineOwner);
      expect(await call(demo.id, target)).toMatchObject({ ok: false, message: "Estação não encontrada." });
      const crossed = await call(vitrine.id, target);
      if (name === "createActivityAction") {
        // Creating names no demo entity: it lands on vitrine, the caller's own station. Undo it.
        expect(crossed.ok).toBe(true);
        await db.delete(activities).where(and(eq(activities.stationId, vitrine.id), eq(activities.name, "Intrusa")));
      } else expect(crossed).toMatchObject({ ok: false, message: "Atividade não encontrada." });

      await signInConsoleAs(db, demoStaff, demo.id);
      expect(await call(demo.id, target)).toMatchObject({ ok: false, message: "Seu acesso a esta estação não permite esta ação. Fale com o dono da estação." });

      expect(await snapshot()).toEqual(before);
    });
  }
});

describe("pages", () => {
  const outcome = (p: unknown) => Promise.resolve(p).then(() => "rendered", (e: { digest?: string }) => String(e?.digest ?? e));
  const pages = (stationId: number, activityId: number) => {
    const station = Promise.resolve({ stationId: String(stationId) });
    const both = Promise.resolve({ stationId: String(stationId), activityId: String(activityId) });
    const none = Promise.resolve({});
    return {
      list: () => ActivitiesPage({ params: station, searchParams: none }),
      new: () => NewActivityPage({ params: station, searchParams: Promise.resolve({ tipo: "6" }) }),
      layout: () => ActivityLayout({ params: both, children: null }),
      form: () => ActivityPage({ params: both }),
      research: () => ResearchPage({ params: both }),
    };
  };

  it("open for demo's owner; 404 for demo's staff and for another station's owner, on demo or with a demo activity", async () => {
    await asOwner();
    const id = ((await createActivityAction({ stationId: demo.id, ...fields({ name: "Quiz das páginas" }) })) as { data: { id: number } }).data.id;
    for (const [name, render] of Object.entries(pages(demo.id, id))) expect([name, await outcome(render())]).toEqual([name, "rendered"]);
    await signInConsoleAs(db, demoStaff, demo.id);
    for (const [name, render] of Object.entries(pages(demo.id, id))) expect([name, await outcome(render())]).toEqual([name, "NEXT_HTTP_ERROR_FALLBACK;404"]);
    await asOwner(vitrine, vitrineOwner);
    for (const [name, render] of Object.entries(pages(demo.id, id))) expect([name, await outcome(render())]).toEqual([name, "NEXT_HTTP_ERROR_FALLBACK;404"]);
    for (const name of ["layout", "form", "research"] as const) expect([name, await outcome(pages(vitrine.id, id)[name]())]).toEqual([name, "NEXT_HTTP_ERROR_FALLBACK;404"]);
  });
});
