// Scoring of quizzes and surveys, pure so it can be tested without a database.
// All comparisons are on integers (correct * 100 vs range * total) so 2 of 4 is exactly 50 %.
import { QUESTION_MULTIPLE, QUESTION_SINGLE, QUESTION_TEXT, QUESTION_VIDEO } from "./question-types";

/** The quiz is won at 50 % of right answers. */
export const QUIZ_WIN_THRESHOLD = 0.5;
/** A free-text answer holds at most 600 characters; a video answer at most 10 MB. */
export const SURVEY_TEXT_MAX = 600;
export const SURVEY_VIDEO_MAX_BYTES = 10_000_000;

export const MSG_QUIZ_PASSED = "Parabéns! Você passou no quiz!";
export const MSG_QUIZ_FAILED =
  "Que pena... Infelizmente você não acertou questões o suficiente para ganhar pontos nesta atividade";
export const MSG_UNANSWERED_TITLE = "Erro no envio";
export const MSG_UNANSWERED = "Uma pergunta não foi respondida!";
export const MSG_ONE_OPTION = "Apenas uma opção por pergunta";
export const MSG_SURVEY_SUCCESS = "Operação realizada com sucesso.";

/** A survey's end: the spec's success line, and what it paid (in the station's currency) when it paid. */
export function surveyCompletedText(amount: string | null): string {
  return amount ? `${MSG_SURVEY_SUCCESS} Você ganhou ${amount}.` : MSG_SURVEY_SUCCESS;
}

/** `amount` in the station's currency ("30,00 Pontos Demo", or "R$ 30,00" where it names none). */
export function quizCompletedToast(amount: string): string {
  return `Parabéns, você completou o Quiz e ganhou ${amount}.`;
}

/** Activity types scored by right answers (quiz, poll quiz, correct-answer checklist). */
export const SCORED_TYPES: ReadonlySet<number> = new Set([6, 10, 11]);
/**
 * Types that pay only when the score reaches the threshold: the quiz (it pays
 * "if at least 50% of answers are right") and the two quiz-like types, whose result modal shows
 * the same passed/failed texts. The other surveys pay "after the survey is answered".
 */
export const PAYS_ONLY_WHEN_PASSED: ReadonlySet<number> = new Set([6, 10, 11]);
/** Quiz types where a single-choice question refuses a second option with a hint. */
export const SINGLE_OPTION_HINT_TYPES: ReadonlySet<number> = new Set([6, 10]);
export const PERSONALITY_TYPE = 12;

export function surveyAuthor(typeId: number): "contact" | "user" {
  return typeId === 7 ? "contact" : "user";
}

export interface ScoringOption {
  id: number;
  correct: boolean;
  quizFeedbackId: number | null;
}

export interface ScoringQuestion extends AnswerableQuestion {
  options: ScoringOption[];
}

/** What validating an answer needs; shared by the server and the survey form, so both agree. */
export interface AnswerableQuestion {
  id: number;
  typeId: number;
  /** Absent means required, like the column's default. */
  required?: boolean;
  options: { id: number }[];
}

export interface SubmittedAnswer {
  questionId: number;
  optionIds?: number[] | undefined;
  text?: string | undefined;
  videoKey?: string | undefined;
}

/** Right when the chosen options are exactly the right ones (one for single choice, all for checklists). */
export function isAnswerCorrect(question: ScoringQuestion, answer: SubmittedAnswer | undefined): boolean {
  const right = new Set(question.options.filter((o) => o.correct).map((o) => o.id));
  const chosen = new Set(answer?.optionIds ?? []);
  if (right.size === 0 || chosen.size !== right.size) return false;
  for (const id of chosen) if (!right.has(id)) return false;
  return true;
}

export interface QuizScore {
  correct: number;
  total: number;
  /** floor(correct / total * 100), for storage and display. */
  percentage: number;
  passed: boolean;
  perQuestion: Record<number, boolean>;
}

export function scoreQuiz(questions: ScoringQuestion[], answers: SubmittedAnswer[]): QuizScore {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const perQuestion: Record<number, boolean> = {};
  let correct = 0;
  for (const q of questions) {
    const ok = isAnswerCorrect(q, byQuestion.get(q.id));
    perQuestion[q.id] = ok;
    if (ok) correct += 1;
  }
  const total = questions.length;
  return {
    correct,
    total,
    percentage: total === 0 ? 0 : Math.floor((correct * 100) / total),
    // correct / total >= 0.5, in integers.
    passed: total > 0 && correct * 2 >= total,
    perQuestion,
  };
}

export interface RangeFeedback {
  id: number;
  range: number;
  position: number;
}

/** The feedback chosen is the first whose range is at least the percentage. */
export function chooseRangeFeedback<F extends RangeFeedback>(feedbacks: F[], correct: number, total: number): F | null {
  if (total === 0) return null;
  const ordered = [...feedbacks].sort((a, b) => a.range - b.range || a.position - b.position || a.id - b.id);
  return ordered.find((f) => f.range * total >= correct * 100) ?? null;
}

/** The personality checklist shows the most frequent feedback among chosen options. */
export function mostFrequentFeedback<F extends { id: number; position: number }>(
  feedbacks: F[],
  questions: ScoringQuestion[],
  answers: SubmittedAnswer[],
): F | null {
  const optionFeedback = new Map<number, number | null>();
  for (const q of questions) for (const o of q.options) optionFeedback.set(o.id, o.quizFeedbackId);
  const counts = new Map<number, number>();
  for (const a of answers) {
    for (const optionId of a.optionIds ?? []) {
      const feedbackId = optionFeedback.get(optionId);
      if (feedbackId != null) counts.set(feedbackId, (counts.get(feedbackId) ?? 0) + 1);
    }
  }
  // Ties go to the feedback the owner listed first.
  const ordered = [...feedbacks].sort((a, b) => a.position - b.position || a.id - b.id);
  let best: F | null = null;
  let bestCount = 0;
  for (const f of ordered) {
    const c = counts.get(f.id) ?? 0;
    if (c > bestCount) {
      best = f;
      bestCount = c;
    }
  }
  return best;
}

/** Whether the member gave this question any answer at all (a choice, some text, a video). */
export function hasAnswer(answer: SubmittedAnswer | undefined): boolean {
  return Boolean(answer && ((answer.optionIds?.length ?? 0) > 0 || (answer.text?.trim() ?? "") !== "" || answer.videoKey));
}

/**
 * Every required question must be answered; an optional one may be left out, but an
 * answer given to it must still be valid. Returns the id of the first question that fails, or
 * null when the set is complete. Options must belong to their question; single choice takes
 * exactly one option.
 */
export function firstInvalidAnswer(questions: AnswerableQuestion[], answers: SubmittedAnswer[]): number | null {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  for (const q of questions) {
    const a = byQuestion.get(q.id);
    if (!a || !hasAnswer(a)) {
      if (q.required === false) continue;
      return q.id;
    }
    if (q.typeId === QUESTION_SINGLE || q.typeId === QUESTION_MULTIPLE) {
      const ids = a.optionIds ?? [];
      const valid = new Set(q.options.map((o) => o.id));
      if (ids.length === 0 || ids.some((id) => !valid.has(id)) || new Set(ids).size !== ids.length) return q.id;
      if (q.typeId === QUESTION_SINGLE && ids.length !== 1) return q.id;
    } else if (q.typeId === QUESTION_TEXT) {
      const text = a.text?.trim() ?? "";
      if (text.length === 0 || text.length > SURVEY_TEXT_MAX) return q.id;
    } else if (q.typeId === QUESTION_VIDEO) {
      if (!a.videoKey) return q.id;
    }
  }
  return null;
}
