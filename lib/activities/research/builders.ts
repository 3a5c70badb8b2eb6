// Creating a research with its questions, options and feedbacks in one call: used by the demo
// seed and the tests today, by the admin console later.
import "server-only";
import type { DbOrTx } from "@/lib/db/client";
import { quizFeedbacks, researches, researchOptions, researchQuestions } from "./schema";

export interface ResearchSpec {
  stationId: number;
  activityId: number;
  name: string;
  feedbacks?: { range?: number; feedback: string; feedbackLottieId?: number | null }[];
  questions: {
    question: string;
    typeId: number;
    /** Defaults to true: every question answered. */
    required?: boolean;
    image?: string | null;
    color?: string | null;
    textColor?: string | null;
    /** `feedback` is an index into `feedbacks` (personality checklists). */
    options?: { label: string; correct?: boolean; feedback?: number; image?: string | null }[];
  }[];
}

export async function createResearch(db: DbOrTx, spec: ResearchSpec): Promise<number> {
  const [research] = await db
    .insert(researches)
    .values({ stationId: spec.stationId, activityId: spec.activityId, name: spec.name })
    .returning({ id: researches.id });
  const researchId = research!.id;
  const feedbackIds: number[] = [];
  for (const [position, f] of (spec.feedbacks ?? []).entries()) {
    const [row] = await db
      .insert(quizFeedbacks)
      .values({
        stationId: spec.stationId,
        researchId,
        position,
        range: f.range ?? 100,
        feedback: f.feedback,
        feedbackLottieId: f.feedbackLottieId ?? null,
      })
      .returning({ id: quizFeedbacks.id });
    feedbackIds.push(row!.id);
  }
  for (const [position, q] of spec.questions.entries()) {
    const [question] = await db
      .insert(researchQuestions)
      .values({
        stationId: spec.stationId,
        researchId,
        position,
        question: q.question,
        typeId: q.typeId,
        required: q.required ?? true,
        image: q.image ?? null,
        color: q.color ?? null,
        textColor: q.textColor ?? null,
      })
      .returning({ id: researchQuestions.id });
    const options = q.options ?? [];
    if (options.length > 0) {
      await db.insert(researchOptions).values(
        options.map((o, i) => ({
          stationId: spec.stationId,
          questionId: question!.id,
          position: i,
          label: o.label,
          image: o.image ?? null,
          correct: o.correct ?? false,
          quizFeedbackId: o.feedback === undefined ? null : (feedbackIds[o.feedback] ?? null),
        })),
      );
    }
  }
  return researchId;
}
