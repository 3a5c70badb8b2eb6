// Reading researches for the member: questions and options WITHOUT their correct flags or feedback
// links (those stay on the server until an answer is scored), and the station's player quizzes
// without their right answers.
import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { activities, lottieFiles } from "@/lib/activities/schema";
import type { DbOrTx } from "@/lib/db/client";
import {
  playerQuizzes,
  quizFeedbacks,
  researches,
  researchOptions,
  researchQuestions,
  type PlayerQuizQuestion,
} from "./schema";
import type { ScoringQuestion } from "./scoring";

export interface PublicOption {
  id: number;
  label: string;
  color: string | null;
  textColor: string | null;
  image: string | null;
}

export interface PublicQuestion {
  id: number;
  question: string;
  typeId: number;
  required: boolean;
  color: string | null;
  textColor: string | null;
  image: string | null;
  options: PublicOption[];
}

export interface PublicResearch {
  id: number;
  name: string;
  activityId: number;
  activityTypeId: number;
  activityName: string;
  activityPoints: number;
  questions: PublicQuestion[];
}

/** The research of an activity (the first one when an owner attached several), or null. */
export async function firstResearchIdOfActivity(db: DbOrTx, stationId: number, activityId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: researches.id })
    .from(researches)
    .where(and(eq(researches.stationId, stationId), eq(researches.activityId, activityId)))
    .orderBy(asc(researches.id))
    .limit(1);
  return row?.id ?? null;
}

/** A research of `activityId` on this station, safe to send to the browser. */
export async function getPublicResearch(
  db: DbOrTx,
  stationId: number,
  researchId: number,
  activityId: number,
): Promise<PublicResearch | null> {
  const [research] = await db
    .select({
      id: researches.id,
      name: researches.name,
      activityId: activities.id,
      activityTypeId: activities.typeId,
      activityName: activities.name,
      activityPoints: activities.points,
    })
    .from(researches)
    .innerJoin(activities, eq(activities.id, researches.activityId))
    .where(
      and(
        eq(researches.id, researchId),
        eq(researches.stationId, stationId),
        eq(researches.activityId, activityId),
        eq(activities.stationId, stationId),
      ),
    );
  if (!research) return null;
  const full = await loadQuestions(db, stationId, researchId);
  return {
    ...research,
    questions: full.map((q) => ({
      id: q.id,
      question: q.question,
      typeId: q.typeId,
      required: q.required,
      color: q.color,
      textColor: q.textColor,
      image: q.image,
      options: q.options.map((o) => ({ id: o.id, label: o.label, color: o.color, textColor: o.textColor, image: o.image })),
    })),
  };
}

export interface FullQuestion extends ScoringQuestion {
  question: string;
  required: boolean;
  color: string | null;
  textColor: string | null;
  image: string | null;
  options: (ScoringQuestion["options"][number] & {
    label: string;
    color: string | null;
    textColor: string | null;
    image: string | null;
  })[];
}

/** Questions with every option field, correct flags included: server use only. */
export async function loadQuestions(db: DbOrTx, stationId: number, researchId: number): Promise<FullQuestion[]> {
  const questions = await db
    .select()
    .from(researchQuestions)
    .where(and(eq(researchQuestions.stationId, stationId), eq(researchQuestions.researchId, researchId)))
    .orderBy(asc(researchQuestions.position), asc(researchQuestions.id));
  if (questions.length === 0) return [];
  const options = await db
    .select()
    .from(researchOptions)
    .where(
      and(
        eq(researchOptions.stationId, stationId),
        inArray(
          researchOptions.questionId,
          questions.map((q) => q.id),
        ),
      ),
    )
    .orderBy(asc(researchOptions.position), asc(researchOptions.id));
  return questions.map((q) => ({
    id: q.id,
    question: q.question,
    typeId: q.typeId,
    required: q.required,
    color: q.color,
    textColor: q.textColor,
    image: q.image,
    options: options
      .filter((o) => o.questionId === q.id)
      .map((o) => ({
        id: o.id,
        label: o.label,
        color: o.color,
        textColor: o.textColor,
        image: o.image,
        correct: o.correct,
        quizFeedbackId: o.quizFeedbackId,
      })),
  }));
}

export async function loadFeedbacks(db: DbOrTx, stationId: number, researchId: number) {
  return db
    .select()
    .from(quizFeedbacks)
    .where(and(eq(quizFeedbacks.stationId, stationId), eq(quizFeedbacks.researchId, researchId)))
    .orderBy(asc(quizFeedbacks.position), asc(quizFeedbacks.id));
}

/** A lottie animation usable on this station (its own or a shared one), or null. */
export async function loadLottie(db: DbOrTx, stationId: number, lottieId: number | null): Promise<unknown> {
  if (lottieId === null) return null;
  const [row] = await db.select({ json: lottieFiles.json, stationId: lottieFiles.stationId }).from(lottieFiles).where(eq(lottieFiles.id, lottieId));
  if (!row || (row.stationId !== null && row.stationId !== stationId)) return null;
  return row.json;
}

export interface PublicPlayerQuestion {
  question: string;
  questionType: "text" | "photo";
  answers: string[];
}

export interface PublicPlayerQuiz {
  id: number;
  name: string;
  description: string | null;
  quizTitle: string;
  quizSynopsis: string | null;
  questions: PublicPlayerQuestion[];
}

export function parsePlayerQuestions(json: string): PlayerQuizQuestion[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as PlayerQuizQuestion[]) : [];
  } catch {
    return [];
  }
}

/** The station's published player quizzes that have not expired, without their answers' verdicts. */
export async function listPlayerQuizzes(db: DbOrTx, stationId: number, now = new Date()): Promise<PublicPlayerQuiz[]> {
  const rows = await db
    .select()
    .from(playerQuizzes)
    .where(and(eq(playerQuizzes.stationId, stationId), eq(playerQuizzes.published, true)))
    .orderBy(asc(playerQuizzes.id));
  return rows
    .filter((r) => !r.expiration || r.expiration > now)
    .map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      quizTitle: r.quizTitle,
      quizSynopsis: r.quizSynopsis,
      questions: parsePlayerQuestions(r.questions).map((q) => ({
        question: q.question,
        questionType: q.questionType === "photo" ? "photo" : "text",
        answers: q.answers,
      })),
    }));
}
