// Zod schemas of the quiz and survey forms, shared by the client forms and the Server Actions.
import { z } from "zod";
import { idSchema } from "@/lib/validation";
import { MSG_UNANSWERED, SURVEY_TEXT_MAX } from "./scoring";

const id = idSchema;

export const surveyAnswerSchema = z.object({
  questionId: id,
  optionIds: z.array(id).max(50).optional(),
  text: z.string().trim().max(SURVEY_TEXT_MAX, `Máximo de ${SURVEY_TEXT_MAX} caracteres`).optional(),
  videoKey: z.string().max(200).optional(),
});

export const submitSurveySchema = z.object({
  activityId: id,
  researchId: id,
  /** Chosen by the browser when the form opens: a retried submit replays instead of paying twice. */
  attemptKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  answers: z.array(surveyAnswerSchema).min(1, MSG_UNANSWERED).max(200),
});
export type SubmitSurveyInput = z.infer<typeof submitSurveySchema>;

export const playerAnswerSchema = z.object({
  quizId: id,
  questionIndex: z.coerce.number().int().min(0).max(500),
  /** 1-based, like correctAnswer in the stored JSON. */
  answer: z.coerce.number().int().min(1).max(50),
});
export type PlayerAnswerInput = z.infer<typeof playerAnswerSchema>;
