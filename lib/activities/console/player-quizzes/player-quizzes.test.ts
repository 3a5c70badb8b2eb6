// Player quizzes made in the console: a new quiz is a draft members neither list nor answer; once
// published it is on /homepage/quizzes/quiz with the owner's questions and messages; an edit is what
// members read next; past its end it leaves the list; bad input is refused with pt-BR messages and
// writes nothing; every change leaves its audit row.
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { checkPlayerAnswer } from "@/lib/activities/research/commands";
import { listPlayerQuizzes } from "@/lib/activities/research/queries";
import { playerQuizzes } from "@/lib/activities/research/schema";
import { auditLog } from "@/lib/console/schema";
import { getDb, type Db } from "@/lib/db/client";
import { demoConsole } from "@/lib/db/testing/demo-console";
import { signInConsoleAs } from "@/lib/db/testing/sessions";
import { deletePlayerQuizAction, savePlayerQuizAction, setPlayerQuizPublishedAction } from "./actions";
import { listConsolePlayerQuizzes } from "./queries";
import { MSG_CORRECT_ANSWER, MSG_QUIZ_NAME_TAKEN, type PlayerQuizFormInput } from "./schemas";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined, unstable_cache: (fn: unknown) => fn }));

let db: Db;
let stationId: number;
let owner: number;

const quiz = (over: Partial<PlayerQuizFormInput> = {}): PlayerQuizFormInput => ({
  id: null,
  name: "Quiz do painel",
  description: "Treine antes da prova",
  quizTitle: "Você conhece o clube?",
  quizSynopsis: "Duas perguntas rápidas.",
  expiration: "",
  published: false,
  questions: [
    { question: "Qual é a cor do clube?", questionType: "text", answers: "Azul\nVerde\nRoxo", correctAnswer: 2, explanation: "O verde é a cor da marca.", messageForCorrectAnswer: "Isso mesmo!", messageForIncorrectAnswer: "Quase! Tente outra." },
    { question: "Quantas estações existem?", questionType: "text", answers: "Uma\nDuas", correctAnswer: 2, explanation: "", messageForCorrectAnswer: "", messageForIncorrectAnswer: "" },
  ],
  ...over,
});

const audits = async (action: string) => (await db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.stationId, stationId), eq(auditLog.action, action))))[0]!.n;
const memberList = async () => (await listPlayerQuizzes(db, stationId)).map((q) => q.name);

beforeAll(async () => {
  db = await getDb();
  const fixture = await demoConsole(db);
  stationId = fixture.demo.id;
  owner = fixture.owner;
});

describe("player quizzes in the console", () => {
  it("a new quiz is a draft members cannot see or answer; published, members play the owner's questions", async () => {
    await signInConsoleAs(db, owner, stationId);
    const created = await savePlayerQuizAction({ stationId, ...quiz() });
    expect(created.ok).toBe(true);
    const id = (created as { data: { id: number } }).data.id;
    expect(await memberList()).not.toContain("Quiz do painel");
    await expect(checkPlayerAnswer(db, stationId, { quizId: id, questionIndex: 0, answer: 2 })).rejects.toThrow();

    expect((await setPlayerQuizPublishedAction({ stationId, id, published: true })).ok).toBe(true);
    const listed = (await listPlayerQuizzes(db, stationId)).find((q) => q.id === id);
    expect(listed).toMatchObject({ quizTitle: "Você conhece o clube?", questions: [{ question: "Qual é a cor do clube?", answers: ["Azul", "Verde", "Roxo"] }, { answers: ["Uma", "Duas"] }] });
    expect(await checkPlayerAnswer(db, stationId, { quizId: id, questionIndex: 0, answer: 1 })).toMatchObject({ correct: false, message: "Quase! Tente outra." });
    expect(await checkPlayerAnswer(db, stationId, { quizId: id, questionIndex: 0, answer: 2 })).toMatchObject({ correct: true, message: "Isso mesmo!", explanation: "O verde é a cor da marca." });
    expect(await audits("player-quiz.create")).toBe(1);
    expect(await audits("player-quiz.publish")).toBe(1);

    // The editor opens with what was saved; an edit is what members read next.
    const [editing] = (await listConsolePlayerQuizzes(db, stationId)).filter((q) => q.form.id === id);
    expect(editing!.live).toBe(true);
    const edited = await savePlayerQuizAction({ stationId, ...editing!.form, questions: [{ ...editing!.form.questions[0]!, question: "Qual é a cor da marca?" }] });
    expect(edited.ok).toBe(true);
    expect((await listPlayerQuizzes(db, stationId)).find((q) => q.id === id)!.questions.map((q) => q.question)).toEqual(["Qual é a cor da marca?"]);

    // Past its end it leaves the members' list.
    const ended = await savePlayerQuizAction({ stationId, ...editing!.form, expiration: "2020-01-31T23:59" });
    expect(ended.ok).toBe(true);
    expect(await memberList()).not.toContain("Quiz do painel");

    expect((await deletePlayerQuizAction({ stationId, id })).ok).toBe(true);
    expect(await db.select().from(playerQuizzes).where(eq(playerQuizzes.id, id))).toHaveLength(0);
  });

  it("refuses a right answer that is not among the answers, and a name already used, writing nothing", async () => {
    await signInConsoleAs(db, owner, stationId);
    const before = (await db.select({ n: count() }).from(playerQuizzes).where(eq(playerQuizzes.stationId, stationId)))[0]!.n;
    const bad = await savePlayerQuizAction({ stationId, ...quiz({ name: "Outro quiz", questions: [{ ...quiz().questions[1]!, correctAnswer: 3 }] }) });
    expect(!bad.ok && bad.fieldErrors?.["questions.0.correctAnswer"]).toBe(MSG_CORRECT_ANSWER);
    const existing = (await listPlayerQuizzes(db, stationId))[0]!.name;
    const taken = await savePlayerQuizAction({ stationId, ...quiz({ name: existing }) });
    expect(!taken.ok && taken.fieldErrors?.name).toBe(MSG_QUIZ_NAME_TAKEN);
    expect((await db.select({ n: count() }).from(playerQuizzes).where(eq(playerQuizzes.stationId, stationId)))[0]!.n).toBe(before);
  });
});
