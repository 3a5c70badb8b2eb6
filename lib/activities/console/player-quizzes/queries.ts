// The console's read of the station's player quizzes: each as the editor opens it (answers one per
// line, the end in São Paulo time) with its question count and whether members see it now.
import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { saoPauloParts } from "@/lib/format/local-time";
import { parsePlayerQuestions } from "@/lib/activities/research/queries";
import { playerQuizzes } from "@/lib/activities/research/schema";
import type { PlayerQuizFormInput } from "./schemas";

export interface ConsolePlayerQuiz {
  form: PlayerQuizFormInput & { id: number };
  questionCount: number;
  /** Published and not past its end: on the members' list right now. */
  live: boolean;
  expired: boolean;
}

export async function listConsolePlayerQuizzes(db: DbOrTx, stationId: number, now = new Date()): Promise<ConsolePlayerQuiz[]> {
  const rows = await db.select().from(playerQuizzes).where(eq(playerQuizzes.stationId, stationId)).orderBy(asc(playerQuizzes.name), asc(playerQuizzes.id));
  return rows.map((r) => {
    const questions = parsePlayerQuestions(r.questions);
    const end = r.expiration ? saoPauloParts(r.expiration) : null;
    const expired = r.expiration !== null && r.expiration <= now;
    return {
      form: {
        id: r.id,
        name: r.name,
        description: r.description ?? "",
        quizTitle: r.quizTitle,
        quizSynopsis: r.quizSynopsis ?? "",
        expiration: end ? `${end.date}T${end.time}` : "",
        published: r.published,
        questions: questions.map((q) => ({
          question: q.question,
          questionType: q.questionType === "photo" ? "photo" : "text",
          answers: q.answers.join("\n"),
          correctAnswer: Number(q.correctAnswer) || 1,
          explanation: q.explanation ?? "",
          messageForCorrectAnswer: q.messageForCorrectAnswer ?? "",
          messageForIncorrectAnswer: q.messageForIncorrectAnswer ?? "",
        })),
      },
      questionCount: questions.length,
      live: r.published && !expired,
      expired,
    };
  });
}
