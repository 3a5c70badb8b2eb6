// Researches: the questions, options and quiz feedbacks behind quiz and survey
// activities (types 6-12), the answers members send, and the station's player quizzes
// (/homepage/quizzes/quiz). Correct flags live only here and never travel to the browser before an
// answer is scored.
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { activities } from "@/lib/activities/schema";
import { stations } from "@/lib/stations/schema";

export const researches = pgTable(
  "researches",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("researches_station_activity_idx").on(t.stationId, t.activityId)],
);

export const researchQuestions = pgTable(
  "research_questions",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    researchId: integer("research_id")
      .notNull()
      .references(() => researches.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    question: text("question").notNull(),
    /** QUESTION_SINGLE, QUESTION_MULTIPLE, QUESTION_TEXT or QUESTION_VIDEO. */
    typeId: smallint("type_id").notNull(),
    /** A required question must be answered to finish; optional ones may be left out. */
    required: boolean("required").notNull().default(true),
    color: text("color"),
    textColor: text("text_color"),
    image: text("image"),
  },
  (t) => [index("research_questions_research_idx").on(t.stationId, t.researchId)],
);

/** Feedback shown after a quiz (by score range) or a personality checklist (by the most chosen). */
export const quizFeedbacks = pgTable(
  "quiz_feedbacks",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    researchId: integer("research_id")
      .notNull()
      .references(() => researches.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    /** Upper bound of the score in percent (0-100): the first feedback whose range >= score is chosen. */
    range: integer("range").notNull().default(100),
    /** Owner HTML, sanitised before render. */
    feedback: text("feedback").notNull(),
    feedbackLottieId: integer("feedback_lottie_id"),
  },
  (t) => [index("quiz_feedbacks_research_idx").on(t.stationId, t.researchId)],
);

export const researchOptions = pgTable(
  "research_options",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => researchQuestions.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    label: text("label").notNull(),
    color: text("color"),
    textColor: text("text_color"),
    image: text("image"),
    correct: boolean("correct").notNull().default(false),
    quizFeedbackId: integer("quiz_feedback_id").references(() => quizFeedbacks.id, { onDelete: "set null" }),
  },
  (t) => [index("research_options_question_idx").on(t.stationId, t.questionId)],
);

/** One answered question as stored: the chosen options or the text / uploaded video. */
export interface StoredAnswer {
  questionId: number;
  question: string;
  optionIds?: number[];
  options?: string[];
  text?: string;
  videoKey?: string;
  correct?: boolean;
}

export const surveyAnswers = pgTable(
  "survey_answers",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "contact" for type 7, "user" otherwise. */
    author: text("author", { enum: ["contact", "user"] }).notNull(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    establishmentId: integer("establishment_id"),
    researchId: integer("research_id")
      .notNull()
      .references(() => researches.id, { onDelete: "cascade" }),
    typeId: smallint("type_id").notNull(),
    answers: jsonb("answers").$type<StoredAnswer[]>().notNull(),
    /** Share of questions answered, in percent. */
    answerPercentage: integer("answer_percentage").notNull(),
    /** Share of questions answered right, in percent (null for types without right answers). */
    correctAnswerPercentage: integer("correct_answer_percentage"),
    quizFeedbackId: integer("quiz_feedback_id"),
    participationId: integer("participation_id"),
    passed: boolean("passed").notNull().default(false),
    pointsAwarded: integer("points_awarded").notNull().default(0),
    /** The client's attempt id: a retried submit of the same attempt answers the stored result. */
    attemptKey: text("attempt_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("survey_answers_attempt_key").on(t.stationId, t.attemptKey),
    index("survey_answers_user_activity_idx").on(t.stationId, t.userId, t.activityId),
  ],
);

/** One question of a player quiz, as stored in its JSON text (spec: Quiz (player)). */
export interface PlayerQuizQuestion {
  question: string;
  questionType: "text" | "photo";
  answers: string[];
  /** 1-based index of the right answer, as in the original JSON. */
  correctAnswer: string;
  explanation?: string;
  messageForCorrectAnswer?: string;
  messageForIncorrectAnswer?: string;
}

export const playerQuizzes = pgTable(
  "player_quizzes",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    /** Hundredths of a point; informational (the player quiz does not pay, see the module README). */
    points: integer("points").notNull().default(0),
    expiration: timestamp("expiration", { withTimezone: true }),
    quizTitle: text("quiz_title").notNull(),
    quizSynopsis: text("quiz_synopsis"),
    /** JSON text of PlayerQuizQuestion[], as the spec stores it. */
    questions: text("questions").notNull(),
    /** Members see (and may answer) only published quizzes; the console creates drafts. */
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("player_quizzes_station_name_key").on(t.stationId, t.name)],
);

export type ResearchRow = typeof researches.$inferSelect;
export type ResearchQuestionRow = typeof researchQuestions.$inferSelect;
export type ResearchOptionRow = typeof researchOptions.$inferSelect;
export type QuizFeedbackRow = typeof quizFeedbacks.$inferSelect;
export type SurveyAnswerRow = typeof surveyAnswers.$inferSelect;
export type PlayerQuizRow = typeof playerQuizzes.$inferSelect;
