"use server";
// The console's player-quiz commands (owner only): create, edit, publish or hide, delete. A quiz
// starts as a draft unless the owner publishes it on save; members list and answer only published
// quizzes before their end. Deleting is safe: answers are checked on the fly and nothing is stored
// per member.
import { and, eq, ne } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { idSchema } from "@/lib/console/fields";
import { consoleWrite, notFound, OWNER_ONLY } from "@/lib/console/write";
import type { DbOrTx } from "@/lib/db/client";
import { saoPauloInstant } from "@/lib/format/local-time";
import { playerQuizzes, type PlayerQuizQuestion } from "@/lib/activities/research/schema";
import { MSG_QUIZ_NAME_TAKEN, MSG_QUIZ_NOT_FOUND, playerQuizFormSchema, publishPlayerQuizSchema, type PlayerQuizForm } from "./schemas";

const summary = (q: { name: string; published: boolean; expiration: Date | null; questions: number }) => ({
  name: q.name,
  published: q.published,
  endsAt: q.expiration?.toISOString() ?? null,
  questions: q.questions,
});

function storedQuestions(form: PlayerQuizForm): PlayerQuizQuestion[] {
  return form.questions.map((q) => ({
    question: q.question,
    questionType: q.questionType,
    answers: q.answers,
    correctAnswer: String(q.correctAnswer),
    ...(q.explanation ? { explanation: q.explanation } : {}),
    ...(q.messageForCorrectAnswer ? { messageForCorrectAnswer: q.messageForCorrectAnswer } : {}),
    ...(q.messageForIncorrectAnswer ? { messageForIncorrectAnswer: q.messageForIncorrectAnswer } : {}),
  }));
}

async function checkNameFree(tx: DbOrTx, stationId: number, name: string, exceptId: number | null): Promise<void> {
  const [taken] = await tx
    .select({ id: playerQuizzes.id })
    .from(playerQuizzes)
    .where(and(eq(playerQuizzes.stationId, stationId), eq(playerQuizzes.name, name), exceptId === null ? undefined : ne(playerQuizzes.id, exceptId)));
  if (taken) throw new UserFacingError(MSG_QUIZ_NAME_TAKEN, { name: MSG_QUIZ_NAME_TAKEN }, 409);
}

export const savePlayerQuizAction = consoleWrite(
  playerQuizFormSchema,
  async (tx, { station, data }) => {
    await checkNameFree(tx, station.id, data.name, data.id);
    const values = {
      name: data.name,
      description: data.description || null,
      quizTitle: data.quizTitle,
      quizSynopsis: data.quizSynopsis || null,
      expiration: data.expiration ? saoPauloInstant(data.expiration.slice(0, 10), data.expiration.slice(11)) : null,
      published: data.published,
      questions: JSON.stringify(storedQuestions(data)),
    };
    const after = summary({ ...values, questions: data.questions.length });
    if (data.id == null) {
      const [row] = await tx.insert(playerQuizzes).values({ stationId: station.id, ...values }).returning({ id: playerQuizzes.id });
      return { value: { id: row!.id }, audit: { action: "player-quiz.create", entity: "player-quiz", entityId: row!.id, after }, expires: ["activities"] };
    }
    const where = and(eq(playerQuizzes.id, data.id), eq(playerQuizzes.stationId, station.id));
    const [before] = await tx.select().from(playerQuizzes).where(where).for("update");
    if (!before) notFound(MSG_QUIZ_NOT_FOUND);
    await tx.update(playerQuizzes).set(values).where(where);
    const beforeCount = (JSON.parse(before.questions) as unknown[]).length;
    return {
      value: { id: data.id },
      audit: { action: "player-quiz.update", entity: "player-quiz", entityId: data.id, before: summary({ ...before, questions: beforeCount }), after },
      expires: ["activities"],
    };
  },
  OWNER_ONLY,
);

export const setPlayerQuizPublishedAction = consoleWrite(
  publishPlayerQuizSchema,
  async (tx, { station, data }) => {
    const where = and(eq(playerQuizzes.id, data.id), eq(playerQuizzes.stationId, station.id));
    const [before] = await tx.select({ name: playerQuizzes.name, published: playerQuizzes.published }).from(playerQuizzes).where(where).for("update");
    if (!before) notFound(MSG_QUIZ_NOT_FOUND);
    if (before.published !== data.published) await tx.update(playerQuizzes).set({ published: data.published }).where(where);
    return {
      value: null,
      audit: {
        action: data.published ? "player-quiz.publish" : "player-quiz.unpublish",
        entity: "player-quiz",
        entityId: data.id,
        before: { name: before.name, published: before.published },
        after: { name: before.name, published: data.published },
      },
      expires: ["activities"],
    };
  },
  OWNER_ONLY,
);

export const deletePlayerQuizAction = consoleWrite(
  idSchema,
  async (tx, { station, data }) => {
    const [row] = await tx.delete(playerQuizzes).where(and(eq(playerQuizzes.id, data.id), eq(playerQuizzes.stationId, station.id))).returning();
    if (!row) notFound(MSG_QUIZ_NOT_FOUND);
    return { value: null, audit: { action: "player-quiz.delete", entity: "player-quiz", entityId: row.id, before: { name: row.name } }, expires: ["activities"] };
  },
  OWNER_ONLY,
);
