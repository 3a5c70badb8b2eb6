// The console's player-quiz form (Conteúdo › Quizzes): the practice quizzes of /homepage/quizzes,
// answered one question at a time until right, that pay nothing. The same schema checks the form
// (zodResolver) and the Server Action. Client-safe: no server imports.
import { z } from "zod";
import { DATE_RE, TIME_RE } from "@/lib/format/local-time";
import { optionalId, optionalText, requiredText } from "@/lib/console/fields";

export const MSG_QUIZ_NOT_FOUND = "Quiz não encontrado.";
export const MSG_QUIZ_NAME_TAKEN = "Já existe um quiz com esse nome.";
export const MSG_ANSWERS_COUNT = "Escreva de 2 a 8 respostas, uma por linha";
export const MSG_CORRECT_ANSWER = "Escolha a resposta certa entre as respostas escritas";
export const MSG_NO_QUESTIONS = "Adicione pelo menos uma pergunta";
export const MSG_PHOTO_ANSWER = "Com fotos, cada resposta é o endereço de uma imagem enviada (/files/...)";
export const MSG_EXPIRATION = "Informe a data e a hora do fim";

const ANSWERS_MAX = 8;

/** "" or a São Paulo datetime-local value ("2027-01-31T23:59"): when the quiz leaves the members' list. */
const expiration = z
  .string()
  .trim()
  .default("")
  .refine((v) => v === "" || (DATE_RE.test(v.slice(0, 10)) && v[10] === "T" && TIME_RE.test(v.slice(11))), { error: MSG_EXPIRATION });

/** The answers, typed one per line (the form) or already a list (the action re-parsing its own output). */
const answers = z.preprocess(
  (v) => (typeof v === "string" ? v.split(/\r?\n/).map((l) => l.trim()).filter(Boolean) : v),
  z.array(z.string().trim().min(1).max(300, "Use no máximo 300 caracteres por resposta")).min(2, MSG_ANSWERS_COUNT).max(ANSWERS_MAX, MSG_ANSWERS_COUNT),
) as unknown as z.ZodType<string[], string | string[]>;

export const playerQuestionSchema = z
  .object({
    question: requiredText(500, "Escreva a pergunta"),
    questionType: z.enum(["text", "photo"]).default("text"),
    answers,
    /** 1-based, as the stored JSON keeps it. */
    correctAnswer: z.coerce.number({ error: MSG_CORRECT_ANSWER }).int({ error: MSG_CORRECT_ANSWER }).min(1, { error: MSG_CORRECT_ANSWER }).max(ANSWERS_MAX, { error: MSG_CORRECT_ANSWER }),
    explanation: optionalText(1000),
    messageForCorrectAnswer: optionalText(200),
    messageForIncorrectAnswer: optionalText(200),
  })
  .superRefine((q, ctx) => {
    if (q.correctAnswer > q.answers.length) ctx.addIssue({ code: "custom", path: ["correctAnswer"], message: MSG_CORRECT_ANSWER });
    if (q.questionType === "photo" && !q.answers.every((a) => /^\/(?!\/)[\w\-./%]+$/.test(a))) ctx.addIssue({ code: "custom", path: ["answers"], message: MSG_PHOTO_ANSWER });
  });

export const playerQuizFormSchema = z.object({
  id: optionalId,
  name: requiredText(120, "Informe o nome do quiz"),
  description: optionalText(1000),
  quizTitle: requiredText(200, "Informe o título que abre o quiz"),
  quizSynopsis: optionalText(1000),
  expiration,
  published: z.boolean().default(false),
  questions: z.array(playerQuestionSchema).min(1, MSG_NO_QUESTIONS).max(50, "No máximo 50 perguntas"),
});
export type PlayerQuizFormInput = z.input<typeof playerQuizFormSchema>;
export type PlayerQuizForm = z.output<typeof playerQuizFormSchema>;

export const publishPlayerQuizSchema = z.object({ id: z.number().int().positive().max(2_147_483_647), published: z.boolean() });

/** An empty question as the editor adds it. */
export const blankPlayerQuestion = (): PlayerQuizFormInput["questions"][number] => ({
  question: "",
  questionType: "text",
  answers: "",
  correctAnswer: 1,
  explanation: "",
  messageForCorrectAnswer: "",
  messageForIncorrectAnswer: "",
});
