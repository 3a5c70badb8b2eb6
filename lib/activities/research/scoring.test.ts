import { describe, expect, it } from "vitest";
import { submitSurveySchema } from "./schemas";
import {
  chooseRangeFeedback,
  firstInvalidAnswer,
  isAnswerCorrect,
  mostFrequentFeedback,
  scoreQuiz,
  surveyAuthor,
  type ScoringQuestion,
} from "./scoring";

const single = (id: number, right: number, others: number[]): ScoringQuestion => ({
  id,
  typeId: 1,
  options: [right, ...others].map((o) => ({ id: o, correct: o === right, quizFeedbackId: null })),
});

const quiz = [single(1, 11, [12, 13]), single(2, 21, [22]), single(3, 31, [32]), single(4, 41, [42])];

describe("quiz scoring", () => {
  it("passes at exactly half right and fails below", () => {
    const half = scoreQuiz(quiz, [
      { questionId: 1, optionIds: [11] },
      { questionId: 2, optionIds: [21] },
      { questionId: 3, optionIds: [32] },
      { questionId: 4, optionIds: [42] },
    ]);
    expect(half).toMatchObject({ correct: 2, total: 4, percentage: 50, passed: true });
    const quarter = scoreQuiz(quiz, [
      { questionId: 1, optionIds: [11] },
      { questionId: 2, optionIds: [22] },
      { questionId: 3, optionIds: [32] },
      { questionId: 4, optionIds: [42] },
    ]);
    expect(quarter).toMatchObject({ correct: 1, percentage: 25, passed: false });
    const three = [single(9, 1, [2]), single(8, 3, [4]), single(7, 5, [6])];
    expect(scoreQuiz(three, [{ questionId: 9, optionIds: [1] }])).toMatchObject({ correct: 1, total: 3, percentage: 33, passed: false });
  });

  it("a checklist question is right only with exactly the right options", () => {
    const q: ScoringQuestion = {
      id: 5,
      typeId: 2,
      options: [
        { id: 1, correct: true, quizFeedbackId: null },
        { id: 2, correct: true, quizFeedbackId: null },
        { id: 3, correct: false, quizFeedbackId: null },
      ],
    };
    expect(isAnswerCorrect(q, { questionId: 5, optionIds: [2, 1] })).toBe(true);
    expect(isAnswerCorrect(q, { questionId: 5, optionIds: [1] })).toBe(false);
    expect(isAnswerCorrect(q, { questionId: 5, optionIds: [1, 2, 3] })).toBe(false);
  });

  it("chooses the first feedback whose range covers the score", () => {
    const feedbacks = [
      { id: 3, range: 100, position: 2 },
      { id: 1, range: 49, position: 0 },
      { id: 2, range: 75, position: 1 },
    ];
    expect(chooseRangeFeedback(feedbacks, 1, 4)?.id).toBe(1);
    expect(chooseRangeFeedback(feedbacks, 2, 4)?.id).toBe(2);
    expect(chooseRangeFeedback(feedbacks, 3, 4)?.id).toBe(2);
    expect(chooseRangeFeedback(feedbacks, 4, 4)?.id).toBe(3);
    expect(chooseRangeFeedback([], 4, 4)).toBeNull();
  });
});

describe("personality checklist", () => {
  const questions: ScoringQuestion[] = [
    { id: 1, typeId: 2, options: [{ id: 10, correct: false, quizFeedbackId: 100 }, { id: 11, correct: false, quizFeedbackId: 200 }] },
    { id: 2, typeId: 2, options: [{ id: 20, correct: false, quizFeedbackId: 200 }, { id: 21, correct: false, quizFeedbackId: 300 }] },
  ];
  const feedbacks = [
    { id: 100, position: 0 },
    { id: 200, position: 1 },
    { id: 300, position: 2 },
  ];

  it("picks the most frequent feedback among the chosen options", () => {
    const answers = [
      { questionId: 1, optionIds: [11] },
      { questionId: 2, optionIds: [20, 21] },
    ];
    expect(mostFrequentFeedback(feedbacks, questions, answers)?.id).toBe(200);
  });

  it("breaks a tie in favour of the feedback listed first", () => {
    const answers = [
      { questionId: 1, optionIds: [11] },
      { questionId: 2, optionIds: [21] },
    ];
    expect(mostFrequentFeedback(feedbacks, questions, answers)?.id).toBe(200);
    expect(mostFrequentFeedback(feedbacks, questions, [{ questionId: 1, optionIds: [10] }, { questionId: 2, optionIds: [21] }])?.id).toBe(100);
  });
});

describe("survey validation", () => {
  const questions: ScoringQuestion[] = [
    single(1, 11, [12]),
    { id: 2, typeId: 2, options: [{ id: 21, correct: false, quizFeedbackId: null }, { id: 22, correct: false, quizFeedbackId: null }] },
    { id: 3, typeId: 3, options: [] },
    { id: 4, typeId: 6, options: [] },
  ];
  const complete = [
    { questionId: 1, optionIds: [12] },
    { questionId: 2, optionIds: [21, 22] },
    { questionId: 3, text: "Gostei muito do atendimento." },
    { questionId: 4, videoKey: "1/survey-videos/u1/abc.mp4" },
  ];

  it("accepts a survey with every question answered", () => {
    expect(firstInvalidAnswer(questions, complete)).toBeNull();
  });

  it("names the first unanswered or malformed question", () => {
    expect(firstInvalidAnswer(questions, complete.slice(1))).toBe(1);
    expect(firstInvalidAnswer(questions, [{ questionId: 1, optionIds: [11, 12] }, ...complete.slice(1)])).toBe(1);
    expect(firstInvalidAnswer(questions, [complete[0]!, { questionId: 2, optionIds: [] }, ...complete.slice(2)])).toBe(2);
    expect(firstInvalidAnswer(questions, [complete[0]!, { questionId: 2, optionIds: [99] }, ...complete.slice(2)])).toBe(2);
    expect(firstInvalidAnswer(questions, [...complete.slice(0, 2), { questionId: 3, text: "   " }, complete[3]!])).toBe(3);
    expect(firstInvalidAnswer(questions, complete.slice(0, 3))).toBe(4);
  });

  it("lets an optional question be left out, but checks it when it is answered", () => {
    const optionalVideo = questions.map((q) => (q.id === 4 ? { ...q, required: false } : q));
    expect(firstInvalidAnswer(optionalVideo, complete.slice(0, 3))).toBeNull();
    expect(firstInvalidAnswer(optionalVideo, [...complete.slice(0, 3), { questionId: 4, videoKey: "" }])).toBeNull();
    const optionalChoice = questions.map((q) => (q.id === 1 ? { ...q, required: false } : q));
    expect(firstInvalidAnswer(optionalChoice, complete.slice(1))).toBeNull();
    expect(firstInvalidAnswer(optionalChoice, [{ questionId: 1, optionIds: [99] }, ...complete.slice(1)])).toBe(1);
    expect(firstInvalidAnswer(optionalChoice, [{ questionId: 1, optionIds: [11, 12] }, ...complete.slice(1)])).toBe(1);
    // Required is the default: the same set without the flag is refused.
    expect(firstInvalidAnswer(questions, complete.slice(0, 3))).toBe(4);
  });

  it("refuses free text over 600 characters in the form schema", () => {
    const input = { activityId: 1, researchId: 1, attemptKey: "abcdefgh12", answers: [{ questionId: 3, text: "a".repeat(601) }] };
    expect(submitSurveySchema.safeParse(input).success).toBe(false);
    expect(submitSurveySchema.safeParse({ ...input, answers: [{ questionId: 3, text: "a".repeat(600) }] }).success).toBe(true);
  });

  it("names the author 'contact' for type 7 only", () => {
    expect(surveyAuthor(7)).toBe("contact");
    expect(surveyAuthor(8)).toBe("user");
    expect(surveyAuthor(12)).toBe("user");
  });
});
