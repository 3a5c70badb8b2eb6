import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "@/lib/db/client";
import { getBalance } from "@/lib/wallet/ledger";
import { MSG_LIMIT } from "@/lib/activities/messages";
import { createResearch } from "./builders";
import { checkPlayerAnswer, submitSurvey } from "./commands";
import { getPublicResearch, listPlayerQuizzes } from "./queries";
import { playerQuizzes, surveyAnswers } from "./schema";
import { MSG_UNANSWERED } from "./scoring";
import { createActivity, demoMember } from "./test-fixtures";

// Seeding takes a while on a busy machine: do it under the hook timeout, not a test's.
beforeAll(async () => {
  await demoMember(await getDb());
});

async function quizActivity(db: Db, stationId: number, limitPerUser: number | null = 1) {
  const activityId = await createActivity(db, stationId, { typeId: 6, points: 5000, limitPerUser });
  const researchId = await createResearch(db, {
    stationId,
    activityId,
    name: "Quiz de teste",
    feedbacks: [
      { range: 49, feedback: "<p>Estude mais um pouco.</p><script>alert(1)</script>" },
      { range: 100, feedback: "<p>Mandou bem!</p>" },
    ],
    questions: [1, 2, 3, 4].map((n) => ({
      question: `Pergunta ${n}`,
      typeId: 1,
      options: [{ label: "Certa", correct: true }, { label: "Errada" }],
    })),
  });
  const research = await getPublicResearch(db, stationId, researchId, activityId);
  const right = research!.questions.map((q) => ({ questionId: q.id, optionIds: [q.options[0]!.id] }));
  const wrong = research!.questions.map((q) => ({ questionId: q.id, optionIds: [q.options[1]!.id] }));
  return { activityId, researchId, research: research!, right, wrong };
}

describe("server-scored quiz", () => {
  it("never sends correct flags to the browser", async () => {
    const db = await getDb();
    const { stationId } = await demoMember(db);
    const { research } = await quizActivity(db, stationId);
    expect(JSON.stringify(research)).not.toMatch(/correct|quizFeedback/);
  });

  it("pays the activity's points at >= 50 % right, exactly once, and refuses a second attempt past the limit", async () => {
    const db = await getDb();
    const ctx = { ...(await demoMember(db)), establishmentId: null };
    const { activityId, researchId, right, wrong } = await quizActivity(db, ctx.stationId, 1);
    const before = await getBalance(db, ctx.stationId, ctx.userId);
    const answers = [right[0]!, right[1]!, wrong[2]!, wrong[3]!];
    const result = await submitSurvey(db, ctx, { activityId, researchId, attemptKey: "attempt-0001", answers });
    expect(result).toMatchObject({ scored: true, passed: true, correct: 2, total: 4, percentage: 50, pointsAwarded: 5000 });
    expect(result.feedback?.html).toBe("<p>Mandou bem!</p>");
    expect(await getBalance(db, ctx.stationId, ctx.userId)).toBe(before + 5000);

    // The same attempt retried (double click, network retry) replays without paying again.
    const replay = await submitSurvey(db, ctx, { activityId, researchId, attemptKey: "attempt-0001", answers });
    expect(replay.replayed).toBe(true);
    expect(await getBalance(db, ctx.stationId, ctx.userId)).toBe(before + 5000);

    await expect(
      submitSurvey(db, ctx, { activityId, researchId, attemptKey: "attempt-0002", answers: right }),
    ).rejects.toThrow(MSG_LIMIT);
    expect(await getBalance(db, ctx.stationId, ctx.userId)).toBe(before + 5000);
    const stored = await db.select().from(surveyAnswers).where(eq(surveyAnswers.activityId, activityId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ author: "user", correctAnswerPercentage: 50, answerPercentage: 100, passed: true });
  });

  it("pays once when several attempts of a limit-1 quiz arrive at the same time", async () => {
    const db = await getDb();
    const ctx = { ...(await demoMember(db)), establishmentId: null };
    const { activityId, researchId, right } = await quizActivity(db, ctx.stationId, 1);
    const before = await getBalance(db, ctx.stationId, ctx.userId);
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map((n) => submitSurvey(db, ctx, { activityId, researchId, attemptKey: `parallel-${n}-x`, answers: right })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await getBalance(db, ctx.stationId, ctx.userId)).toBe(before + 5000);
  });

  it("pays nothing under 50 % and picks the low-range feedback, sanitised", async () => {
    const db = await getDb();
    const ctx = { ...(await demoMember(db)), establishmentId: null };
    const { activityId, researchId, right, wrong } = await quizActivity(db, ctx.stationId, 1);
    const before = await getBalance(db, ctx.stationId, ctx.userId);
    const result = await submitSurvey(db, ctx, {
      activityId,
      researchId,
      attemptKey: "attempt-low1",
      answers: [right[0]!, wrong[1]!, wrong[2]!, wrong[3]!],
    });
    expect(result).toMatchObject({ passed: false, percentage: 25, pointsAwarded: 0 });
    expect(result.feedback?.html).toBe("<p>Estude mais um pouco.</p>");
    expect(result.perQuestion).toEqual({ [right[0]!.questionId]: true, [right[1]!.questionId]: false, [right[2]!.questionId]: false, [right[3]!.questionId]: false });
    expect(await getBalance(db, ctx.stationId, ctx.userId)).toBe(before);
  });

  it("refuses a survey with an unanswered question", async () => {
    const db = await getDb();
    const ctx = { ...(await demoMember(db)), establishmentId: null };
    const { activityId, researchId, right } = await quizActivity(db, ctx.stationId, null);
    await expect(
      submitSurvey(db, ctx, { activityId, researchId, attemptKey: "attempt-miss", answers: right.slice(0, 3) }),
    ).rejects.toThrow(MSG_UNANSWERED);
  });
});

describe("surveys", () => {
  it("stores a contact survey with author 'contact' and pays on answering", async () => {
    const db = await getDb();
    const ctx = { ...(await demoMember(db)), establishmentId: null };
    const activityId = await createActivity(db, ctx.stationId, { typeId: 7, points: 1000, limitPerUser: 1 });
    const researchId = await createResearch(db, {
      stationId: ctx.stationId,
      activityId,
      name: "Contato",
      questions: [
        { question: "Como prefere ser contatado?", typeId: 1, options: [{ label: "E-mail" }, { label: "WhatsApp" }] },
        { question: "Conte mais", typeId: 3 },
      ],
    });
    const research = (await getPublicResearch(db, ctx.stationId, researchId, activityId))!;
    const before = await getBalance(db, ctx.stationId, ctx.userId);
    const result = await submitSurvey(db, ctx, {
      activityId,
      researchId,
      attemptKey: "contact-0001",
      answers: [
        { questionId: research.questions[0]!.id, optionIds: [research.questions[0]!.options[1]!.id] },
        { questionId: research.questions[1]!.id, text: "Prefiro à noite." },
      ],
    });
    expect(result).toMatchObject({ scored: false, pointsAwarded: 1000 });
    expect(await getBalance(db, ctx.stationId, ctx.userId)).toBe(before + 1000);
    const [row] = await db.select().from(surveyAnswers).where(and(eq(surveyAnswers.activityId, activityId)));
    expect(row?.author).toBe("contact");
    expect(row?.answers[0]?.options).toEqual(["WhatsApp"]);
    expect(row?.answers[1]?.text).toBe("Prefiro à noite.");
  });

  it("finishes without an optional video, but still refuses a required question left out", async () => {
    const db = await getDb();
    const ctx = { ...(await demoMember(db)), establishmentId: null };
    const activityId = await createActivity(db, ctx.stationId, { typeId: 8, points: 700, limitPerUser: 1 });
    const researchId = await createResearch(db, {
      stationId: ctx.stationId,
      activityId,
      name: "Satisfação",
      questions: [
        { question: "Recomendaria?", typeId: 1, options: [{ label: "Sim" }, { label: "Não" }] },
        { question: "Sugestão", typeId: 3 },
        { question: "Grave um vídeo", typeId: 6, required: false },
      ],
    });
    const r = (await getPublicResearch(db, ctx.stationId, researchId, activityId))!;
    expect(r.questions.map((q) => q.required)).toEqual([true, true, false]);
    const choice = { questionId: r.questions[0]!.id, optionIds: [r.questions[0]!.options[0]!.id] };
    const before = await getBalance(db, ctx.stationId, ctx.userId);

    // A required question left out (or blank) is still refused, and nothing is paid.
    await expect(
      submitSurvey(db, ctx, { activityId, researchId, attemptKey: "optional-miss", answers: [choice, { questionId: r.questions[1]!.id, text: "  " }] }),
    ).rejects.toThrow(MSG_UNANSWERED);
    expect(await getBalance(db, ctx.stationId, ctx.userId)).toBe(before);

    // A video key that was never uploaded is refused even on an optional question.
    await expect(
      submitSurvey(db, ctx, {
        activityId,
        researchId,
        attemptKey: "optional-fake",
        answers: [choice, { questionId: r.questions[1]!.id, text: "Mais cursos" }, { questionId: r.questions[2]!.id, videoKey: "nao-existe.mp4" }],
      }),
    ).rejects.toThrow(MSG_UNANSWERED);

    const result = await submitSurvey(db, ctx, {
      activityId,
      researchId,
      attemptKey: "optional-0001",
      answers: [choice, { questionId: r.questions[1]!.id, text: "Mais cursos" }],
    });
    expect(result).toMatchObject({ scored: false, pointsAwarded: 700 });
    expect(await getBalance(db, ctx.stationId, ctx.userId)).toBe(before + 700);
    const [row] = await db.select().from(surveyAnswers).where(eq(surveyAnswers.activityId, activityId));
    expect(row?.answerPercentage).toBe(66);
    expect(row?.answers.map((a) => a.videoKey ?? null)).toEqual([null, null, null]);
  });

  it("gives the personality profile most chosen", async () => {
    const db = await getDb();
    const ctx = { ...(await demoMember(db)), establishmentId: null };
    const activityId = await createActivity(db, ctx.stationId, { typeId: 12, points: 300 });
    const researchId = await createResearch(db, {
      stationId: ctx.stationId,
      activityId,
      name: "Perfil",
      feedbacks: [{ feedback: "<p>Aventureiro</p>" }, { feedback: "<p>Caseiro</p>" }],
      questions: [
        { question: "Fim de semana", typeId: 2, options: [{ label: "Trilha", feedback: 0 }, { label: "Série", feedback: 1 }] },
        { question: "Férias", typeId: 2, options: [{ label: "Mochilão", feedback: 0 }, { label: "Casa", feedback: 1 }] },
      ],
    });
    const r = (await getPublicResearch(db, ctx.stationId, researchId, activityId))!;
    const result = await submitSurvey(db, ctx, {
      activityId,
      researchId,
      attemptKey: "perfil-0001",
      answers: [
        { questionId: r.questions[0]!.id, optionIds: [r.questions[0]!.options[1]!.id] },
        { questionId: r.questions[1]!.id, optionIds: [r.questions[1]!.options[0]!.id, r.questions[1]!.options[1]!.id] },
      ],
    });
    expect(result.feedback?.html).toBe("<p>Caseiro</p>");
  });
});

describe("player quiz", () => {
  it("checks answers on the server and hides the right answer from the listing", async () => {
    const db = await getDb();
    const { stationId } = await demoMember(db);
    const [quiz] = await db
      .insert(playerQuizzes)
      .values({
        stationId,
        name: "Teste player",
        quizTitle: "Teste",
        questions: JSON.stringify([
          {
            question: "2 + 2?",
            questionType: "text",
            answers: ["3", "4"],
            correctAnswer: "2",
            explanation: "Quatro.",
            messageForCorrectAnswer: "Isso!",
            messageForIncorrectAnswer: "Tente de novo.",
          },
        ]),
      })
      .returning({ id: playerQuizzes.id });
    const listed = await listPlayerQuizzes(db, stationId);
    expect(JSON.stringify(listed)).not.toMatch(/correctAnswer|Quatro|Isso!/);
    expect(await checkPlayerAnswer(db, stationId, { quizId: quiz!.id, questionIndex: 0, answer: 1 })).toEqual({
      correct: false,
      message: "Tente de novo.",
      explanation: null,
    });
    expect(await checkPlayerAnswer(db, stationId, { quizId: quiz!.id, questionIndex: 0, answer: 2 })).toMatchObject({
      correct: true,
      explanation: "Quatro.",
    });
  });
});
