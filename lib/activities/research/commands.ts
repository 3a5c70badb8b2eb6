// Answering quizzes and surveys (types 6-12) and the player quiz. Scoring happens here only: the
// browser sends chosen option ids and learns which were right after the answer is stored. The
// survey answer, the participation and its ledger entry are written in one transaction.
import "server-only";
import { and, eq } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { sniffVideoOf } from "@/lib/adapters/storage/videos";
import { participate } from "@/lib/activities/participation";
import { MSG_UNAVAILABLE } from "@/lib/activities/messages";
import { activities } from "@/lib/activities/schema";
import { sanitizeHtml } from "@/lib/security/sanitize";
import type { Db } from "@/lib/db/client";
import { loadFeedbacks, loadLottie, loadQuestions, parsePlayerQuestions } from "./queries";
import { isSurveyVideoKey, putSurveyVideo, surveyVideoExists, surveyVideoKey } from "@/lib/uploads/video-store";
import { playerQuizzes, researches, surveyAnswers, type StoredAnswer } from "./schema";
import type { PlayerAnswerInput, SubmitSurveyInput } from "./schemas";
import {
  chooseRangeFeedback,
  firstInvalidAnswer,
  hasAnswer,
  MSG_UNANSWERED,
  mostFrequentFeedback,
  PAYS_ONLY_WHEN_PASSED,
  PERSONALITY_TYPE,
  SCORED_TYPES,
  scoreQuiz,
  surveyAuthor,
  SURVEY_VIDEO_MAX_BYTES,
} from "./scoring";

export interface FeedbackView {
  /** Sanitised HTML. */
  html: string;
  lottie: unknown;
}

export interface SurveyResult {
  typeId: number;
  /** Types 6, 10, 11 are scored by right answers. */
  scored: boolean;
  passed: boolean;
  correct: number;
  total: number;
  percentage: number;
  pointsAwarded: number;
  replayed: boolean;
  /** Question id -> right or wrong (scored types only, after answering). */
  perQuestion: Record<number, boolean>;
  /** Range feedback (scored types) or personality profile (type 12). */
  feedback: FeedbackView | null;
  /** The activity's own feedback_message and animation for the completion modal. */
  activityFeedback: FeedbackView | null;
}

export interface SubmitSurveyContext {
  stationId: number;
  userId: number;
  establishmentId: number | null;
}

const SURVEY_TYPES = new Set([6, 7, 8, 9, 10, 11, 12]);

export async function submitSurvey(db: Db, ctx: SubmitSurveyContext, input: SubmitSurveyInput): Promise<SurveyResult> {
  const { stationId, userId } = ctx;
  const [activity] = await db
    .select({
      id: activities.id,
      typeId: activities.typeId,
      points: activities.points,
      active: activities.active,
      feedbackMessage: activities.feedbackMessage,
      feedbackLottieId: activities.feedbackLottieId,
    })
    .from(activities)
    .where(and(eq(activities.id, input.activityId), eq(activities.stationId, stationId)));
  if (!activity || !activity.active || !SURVEY_TYPES.has(activity.typeId)) throw new UserFacingError(MSG_UNAVAILABLE);

  const questions = await loadQuestions(db, stationId, input.researchId);
  if (questions.length === 0 || !(await researchBelongsTo(db, stationId, input.researchId, activity.id))) {
    throw new UserFacingError(MSG_UNAVAILABLE);
  }

  const invalid = firstInvalidAnswer(questions, input.answers);
  if (invalid !== null) throw new UserFacingError(MSG_UNANSWERED, { [`question.${invalid}`]: MSG_UNANSWERED });
  for (const a of input.answers) {
    if (a.videoKey && !(isSurveyVideoKey(a.videoKey, stationId, userId) && (await surveyVideoExists(a.videoKey)))) {
      throw new UserFacingError(MSG_UNANSWERED, { [`question.${a.questionId}`]: MSG_UNANSWERED });
    }
  }

  const scored = SCORED_TYPES.has(activity.typeId);
  const score = scoreQuiz(questions, input.answers);
  const feedbacks = await loadFeedbacks(db, stationId, input.researchId);
  const chosen = scored
    ? chooseRangeFeedback(feedbacks, score.correct, score.total)
    : activity.typeId === PERSONALITY_TYPE
      ? mostFrequentFeedback(feedbacks, questions, input.answers)
      : null;
  const passed = scored ? score.passed : true;
  const points = PAYS_ONLY_WHEN_PASSED.has(activity.typeId) && !passed ? 0 : activity.points;

  // Optional questions left out are stored without an answer and do not count as answered.
  const byQuestion = new Map(input.answers.filter(hasAnswer).map((a) => [a.questionId, a]));
  const stored: StoredAnswer[] = questions.map((q) => {
    const a = byQuestion.get(q.id);
    const optionIds = a?.optionIds ?? [];
    return {
      questionId: q.id,
      question: q.question,
      ...(optionIds.length > 0
        ? { optionIds, options: q.options.filter((o) => optionIds.includes(o.id)).map((o) => o.label) }
        : {}),
      ...(a?.text ? { text: a.text.trim() } : {}),
      ...(a?.videoKey ? { videoKey: a.videoKey } : {}),
      ...(scored ? { correct: score.perQuestion[q.id] ?? false } : {}),
    };
  });

  const attemptKey = `${userId}:${input.attemptKey}`;
  const outcome = await db.transaction(async (tx) => {
    const participation = await participate(tx, {
      stationId,
      userId,
      activityId: activity.id,
      idempotencyKey: `survey:${activity.id}:${attemptKey}`,
      points,
      payload: { researchId: input.researchId, correctAnswerPercentage: scored ? score.percentage : null },
    });
    await tx
      .insert(surveyAnswers)
      .values({
        stationId,
        userId,
        author: surveyAuthor(activity.typeId),
        activityId: activity.id,
        establishmentId: ctx.establishmentId,
        researchId: input.researchId,
        typeId: activity.typeId,
        answers: stored,
        answerPercentage: Math.floor((questions.filter((q) => byQuestion.has(q.id)).length * 100) / Math.max(questions.length, 1)),
        correctAnswerPercentage: scored ? score.percentage : null,
        quizFeedbackId: chosen?.id ?? null,
        participationId: participation.participationId,
        passed,
        pointsAwarded: participation.pointsAwarded,
        attemptKey,
      })
      .onConflictDoNothing({ target: [surveyAnswers.stationId, surveyAnswers.attemptKey] });
    return participation;
  });

  return {
    typeId: activity.typeId,
    scored,
    passed,
    correct: score.correct,
    total: score.total,
    percentage: score.percentage,
    pointsAwarded: outcome.pointsAwarded,
    replayed: outcome.replayed,
    perQuestion: scored ? score.perQuestion : {},
    feedback: chosen
      ? { html: sanitizeHtml(chosen.feedback), lottie: await loadLottie(db, stationId, chosen.feedbackLottieId) }
      : null,
    activityFeedback:
      activity.feedbackMessage || activity.feedbackLottieId
        ? {
            html: sanitizeHtml(activity.feedbackMessage ?? ""),
            lottie: await loadLottie(db, stationId, activity.feedbackLottieId),
          }
        : null,
  };
}

async function researchBelongsTo(db: Db, stationId: number, researchId: number, activityId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: researches.id })
    .from(researches)
    .where(and(eq(researches.id, researchId), eq(researches.stationId, stationId), eq(researches.activityId, activityId)));
  return Boolean(row);
}

export interface PlayerVerdict {
  correct: boolean;
  message: string;
  /** Only after a right answer, so retrying cannot read it. */
  explanation: string | null;
}

export const PLAYER_DEFAULT_RIGHT = "Resposta certa!";
export const PLAYER_DEFAULT_WRONG = "Resposta errada. Tente novamente!";

export async function checkPlayerAnswer(db: Db, stationId: number, input: PlayerAnswerInput): Promise<PlayerVerdict> {
  const [quiz] = await db
    .select({ questions: playerQuizzes.questions, expiration: playerQuizzes.expiration })
    .from(playerQuizzes)
    // A draft (unpublished) quiz cannot be answered, even by a member who guesses its id.
    .where(and(eq(playerQuizzes.id, input.quizId), eq(playerQuizzes.stationId, stationId), eq(playerQuizzes.published, true)));
  const question = quiz ? parsePlayerQuestions(quiz.questions)[input.questionIndex] : undefined;
  if (!quiz || !question || (quiz.expiration && quiz.expiration <= new Date())) throw new UserFacingError(MSG_UNAVAILABLE);
  if (input.answer > question.answers.length) throw new UserFacingError(MSG_UNAVAILABLE);
  const correct = String(input.answer) === String(question.correctAnswer).trim();
  return correct
    ? { correct, message: question.messageForCorrectAnswer || PLAYER_DEFAULT_RIGHT, explanation: question.explanation ?? null }
    : { correct, message: question.messageForIncorrectAnswer || PLAYER_DEFAULT_WRONG, explanation: null };
}

export const MSG_VIDEO_TOO_LARGE = "O vídeo deve ter no máximo 10 MB.";
export const MSG_VIDEO_TYPE = "Envie um vídeo MP4, MOV ou WEBM.";

/** Survey answers accept these containers, recognised by their first bytes. */
function sniffSurveyVideo(bytes: Uint8Array) {
  return sniffVideoOf(bytes, ["mp4", "mov", "webm"] as const);
}

/** Stores a survey video answer (<= 10 MB) and answers its key for the survey submit. */
export async function storeSurveyVideo(stationId: number, userId: number, bytes: Uint8Array): Promise<string> {
  if (bytes.length === 0) throw new UserFacingError(MSG_VIDEO_TYPE);
  if (bytes.length > SURVEY_VIDEO_MAX_BYTES) throw new UserFacingError(MSG_VIDEO_TOO_LARGE);
  const kind = sniffSurveyVideo(bytes);
  if (!kind) throw new UserFacingError(MSG_VIDEO_TYPE);
  const key = surveyVideoKey(stationId, userId, kind.ext);
  await putSurveyVideo(key, bytes);
  return key;
}
