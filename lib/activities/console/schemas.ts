// The console's activity forms (owner side): which fields each type shows, and the zod schemas the
// form (zodResolver) and the Server Action both parse. Client-safe: no server imports.
import { z } from "zod";
import { QUESTION_MULTIPLE, QUESTION_SINGLE, QUESTION_TEXT, QUESTION_VIDEO } from "@/lib/activities/research/question-types";
import { idSchema, maxLen, messages, requiredString } from "@/lib/validation";
import { expiryMonths, MSG_EXPIRY_MONTHS } from "@/lib/wallet/expiry-schema";
import { ACTIVITY_TYPE_NAMES } from "../types";
import { isResearchType } from "./tabs";

/** One line per type for the type picker. */
export const ACTIVITY_TYPE_DESCRIPTIONS: Record<number, string> = {
  1: "O membro convida amigos por link ou e-mail e ganha quando eles se cadastram.",
  2: "Recompensa quem confirma o cadastro.",
  3: "Uma loja com produtos e estoque, ou um voucher ou cupom pago com saldo, cartão ou PIX.",
  4: "Inscrição em curso ou evento presencial, com voucher validado na hora.",
  5: "O membro compartilha nas redes e ganha quando alguém se cadastra pelo link.",
  6: "Perguntas com resposta certa; paga quem acerta pelo menos 50%.",
  7: "Formulário de contato em etapas, uma pergunta por vez.",
  8: "Pesquisa de opinião em etapas; paga quem responde.",
  9: "Enquete de escolha única ou múltipla.",
  10: "Enquete com resposta certa, pontuada como um quiz.",
  11: "Lista de itens a marcar; acerta quem marca exatamente os certos.",
  12: "Cada opção aponta para um perfil; o mais escolhido é o resultado.",
  13: "Leva o membro a um endereço externo e registra a participação.",
  14: "Pedido de produtos com entrega em um dos locais atendidos.",
  15: "O membro lê e aceita um termo marcando a caixa de concordância.",
  16: "Texto informativo; o membro lê e conclui.",
  17: "O membro doa parte do seu saldo (de R$ 0,50 a R$ 10.000,00).",
  18: "Sequência de vídeos; conclui quem assiste a todos os obrigatórios.",
  19: "Gera um link de convite pessoal (outra numeração de Indique e ganhe).",
  20: "Doação de saldo (outra numeração de Doação).",
};

export const ACTIVITY_TYPE_IDS = Array.from({ length: 20 }, (_, i) => i + 1);

export const typeLabel = (typeId: number): string => `${ACTIVITY_TYPE_NAMES[typeId] ?? "Atividade"}${typeId === 19 || typeId === 20 ? " (link)" : ""}`;

/** The fields a type's form shows beyond the common ones (name, description, image, window, limit...). */
export interface TypeFields {
  points: boolean;
  rules: boolean;
  delivery: boolean;
  /** Shops: cashback on top of the reward, paid with the order. */
  additionalCashback: boolean;
  clickMeLabel: boolean;
}

export function fieldsForType(typeId: number): TypeFields {
  const donation = typeId === 17 || typeId === 20;
  return {
    // Donations move the member's own amount; everything else may pay a reward.
    points: !donation,
    // Type 16 has no tabs, so no "Regulamento".
    rules: typeId !== 16,
    delivery: typeId === 3 || typeId === 14,
    additionalCashback: typeId === 3 || typeId === 14,
    clickMeLabel: true,
  };
}

export const POINTS_MAX = 100_000_000;
export const NAME_MAX = 120;
export const HTML_MAX = 20_000;

export const MSG_WINDOW_ORDER = "O fim precisa ser depois do início";
export const MSG_POINTS_RANGE = "Informe um valor entre R$ 0,00 e R$ 1.000.000,00";
export const MSG_ADDITIONAL_CASHBACK_RANGE = "Informe um valor entre R$ 0,00 e R$ 10.000,00";
export const MSG_LIMIT = "Informe um número entre 1 e 9999, ou deixe em branco para sem limite";

/** "" or a datetime-local value ("2026-11-24T10:00"), read in São Paulo time by the command. */
const localDateTime = z.union([z.literal(""), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: "Data inválida" })]);
const imageUrl = z.string().max(500).regex(/^\/files\/\d+\/[\w./-]+$/, { error: "Imagem inválida" }).nullable();

const cents = (message: string, max = POINTS_MAX) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: message });

const limitPerUser = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? null : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: MSG_LIMIT }).int({ error: MSG_LIMIT }).min(1, { error: MSG_LIMIT }).max(9999, { error: MSG_LIMIT }).nullable(),
);

const optionalId = z.preprocess((v) => (v === "" || v === undefined ? null : v), idSchema.nullable());

/** Every field of the main form; the command ignores (keeps) fields the type does not show. */
const activityFieldsObject = z.object({
    name: requiredString().check(maxLen(NAME_MAX)),
    description: z.string().check(maxLen(HTML_MAX)),
    rules: z.string().check(maxLen(HTML_MAX)),
    image: imageUrl,
    featuredImage: imageUrl,
    points: cents(MSG_POINTS_RANGE),
    limitPerUser,
    participationStart: localDateTime,
    participationEnd: localDateTime,
    feedbackMessage: z.string().check(maxLen(1000)),
    feedbackLottieId: optionalId,
    featured: z.boolean(),
    isPublic: z.boolean(),
    commentsAndLikesEnabled: z.boolean(),
    clickMeLabel: z.string().trim().check(maxLen(40)),
    discountDelivery: cents("Informe um valor entre R$ 0,00 e R$ 500,00", 50_000),
    /** A shop's cashback on top of its reward: credited once per activity of a paid order. */
    additionalCashback: cents(MSG_ADDITIONAL_CASHBACK_RANGE, 1_000_000),
    onlyOneProduct: z.boolean(),
    digitalProduct: z.boolean(),
    /** When its points expire: the station's rule, never, or N months after the credit. Absent: kept as it is. */
    pointsExpiryMode: z.enum(["station", "never", "months"]).optional(),
    pointsExpiryMonths: expiryMonths.optional(),
});

const windowInOrder = (v: { participationStart: string; participationEnd: string }) =>
  !v.participationStart || !v.participationEnd || v.participationEnd > v.participationStart;
const windowIssue = { error: MSG_WINDOW_ORDER, path: ["participationEnd"] };
const expiryMonthsGiven = (v: { pointsExpiryMode?: string; pointsExpiryMonths?: number | null }) =>
  v.pointsExpiryMode !== "months" || (v.pointsExpiryMonths !== null && v.pointsExpiryMonths !== undefined);
const expiryIssue = { error: MSG_EXPIRY_MONTHS, path: ["pointsExpiryMonths"] };

export const activityFieldsSchema = activityFieldsObject.refine(windowInOrder, windowIssue).refine(expiryMonthsGiven, expiryIssue);
export type ActivityFields = z.output<typeof activityFieldsSchema>;

const typeIdSchema = z.number({ error: "Escolha o tipo da atividade" }).int().min(1, { error: "Escolha o tipo da atividade" }).max(20, { error: "Escolha o tipo da atividade" });

export const createActivitySchema = activityFieldsObject.extend({ typeId: typeIdSchema }).refine(windowInOrder, windowIssue).refine(expiryMonthsGiven, expiryIssue);
export const updateActivitySchema = activityFieldsObject.extend({ id: idSchema }).refine(windowInOrder, windowIssue).refine(expiryMonthsGiven, expiryIssue);
export const activityIdSchema = z.object({ id: idSchema });
export const publishSchema = z.object({ id: idSchema, published: z.boolean() });

export type CreateActivityInput = z.input<typeof createActivitySchema>;
export type UpdateActivityInput = z.input<typeof updateActivitySchema>;

// ---------------------------------------------------------------------------------------------
// Research tab (types 6-12)

export const QUESTION_TYPE_LABELS: Record<number, string> = {
  [QUESTION_SINGLE]: "Escolha única",
  [QUESTION_MULTIPLE]: "Múltipla escolha",
  [QUESTION_TEXT]: "Resposta em texto",
  [QUESTION_VIDEO]: "Envio de vídeo",
};

/** Types whose answers are right or wrong (scored, with feedback ranges). */
export const isScoredType = (typeId: number): boolean => typeId === 6 || typeId === 10 || typeId === 11;
export const isPersonalityType = (typeId: number): boolean => typeId === 12;

/** The question kinds a research type may hold (what its player and scoring can read). */
export function questionTypesFor(typeId: number): number[] {
  if (typeId === 6 || typeId === 10) return [QUESTION_SINGLE];
  if (typeId === 11) return [QUESTION_MULTIPLE];
  if (typeId === 9 || typeId === 12) return [QUESTION_SINGLE, QUESTION_MULTIPLE];
  return [QUESTION_SINGLE, QUESTION_MULTIPLE, QUESTION_TEXT, QUESTION_VIDEO];
}

export const isChoice = (questionType: number): boolean => questionType === QUESTION_SINGLE || questionType === QUESTION_MULTIPLE;

export const MSG_MIN_OPTIONS = "Uma pergunta de escolha precisa de pelo menos 2 opções";
export const MSG_ONE_CORRECT = "Marque exatamente uma opção correta";
export const MSG_SOME_CORRECT = "Marque pelo menos uma opção correta";
export const MSG_NO_QUESTIONS = "Adicione pelo menos uma pergunta";
export const MSG_RANGE_DUPLICATE = "Duas faixas não podem terminar na mesma porcentagem";
export const MSG_RANGE_TOP = "A última faixa precisa ir até 100%";
export const MSG_NO_FEEDBACKS = "Adicione pelo menos uma faixa de resultado";
export const MSG_NO_PROFILES = "Adicione pelo menos um perfil";
export const MSG_OPTION_PROFILE = "Escolha o perfil desta opção";
export const MSG_QUESTION_TYPE = "Tipo de pergunta não aceito nesta atividade";
export const MSG_RANGE = "Informe uma porcentagem entre 0 e 100";

const colour = z.union([z.literal(""), z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: "Use uma cor no formato #RRGGBB" })]);
/** A client key: ties an option to a feedback (personality) before either has a database id. */
const key = z.string().min(1).max(40);

export const researchOptionSchema = z.object({
  id: idSchema.nullable(),
  label: requiredString().check(maxLen(200)),
  correct: z.boolean(),
  color: colour,
  image: imageUrl,
  feedbackKey: z.string().max(40),
});

export const researchQuestionSchema = z.object({
  id: idSchema.nullable(),
  question: requiredString().check(maxLen(300)),
  typeId: z.number().int().refine((t) => t in QUESTION_TYPE_LABELS, { error: MSG_QUESTION_TYPE }),
  required: z.boolean(),
  image: imageUrl,
  options: z.array(researchOptionSchema).max(20, { error: "No máximo 20 opções por pergunta" }),
});

export const quizFeedbackSchema = z.object({
  id: idSchema.nullable(),
  key,
  range: z.number({ error: MSG_RANGE }).int({ error: MSG_RANGE }).min(0, { error: MSG_RANGE }).max(100, { error: MSG_RANGE }),
  feedback: requiredString().check(maxLen(5000)),
  feedbackLottieId: optionalId,
});

export const researchBaseSchema = z.object({
  activityId: idSchema,
  questions: z.array(researchQuestionSchema).max(100, { error: "No máximo 100 perguntas" }),
  feedbacks: z.array(quizFeedbackSchema).max(20, { error: "No máximo 20 faixas" }),
});

export type ResearchInput = z.input<typeof researchBaseSchema>;
export type ResearchData = z.output<typeof researchBaseSchema>;

/**
 * What the member side's player and scoring need from a research of `typeId`, as field errors
 * keyed by path (questions.0.options, feedbacks.1.range): the form shows them beside the fields and
 * the command refuses with them, so both agree.
 */
export function researchIssues(typeId: number, data: Pick<ResearchData, "questions" | "feedbacks">): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const allowed = questionTypesFor(typeId);
  if (data.questions.length === 0) issues.push({ path: ["questions"], message: MSG_NO_QUESTIONS });
  const feedbackKeys = new Set(data.feedbacks.map((f) => f.key));
  data.questions.forEach((q, i) => {
    if (!allowed.includes(q.typeId)) issues.push({ path: ["questions", i, "typeId"], message: MSG_QUESTION_TYPE });
    if (!isChoice(q.typeId)) return;
    if (q.options.length < 2) issues.push({ path: ["questions", i, "options"], message: MSG_MIN_OPTIONS });
    if (isScoredType(typeId)) {
      const right = q.options.filter((o) => o.correct).length;
      if (q.typeId === QUESTION_SINGLE && right !== 1) issues.push({ path: ["questions", i, "options"], message: MSG_ONE_CORRECT });
      if (q.typeId === QUESTION_MULTIPLE && right < 1) issues.push({ path: ["questions", i, "options"], message: MSG_SOME_CORRECT });
    }
    if (isPersonalityType(typeId)) {
      q.options.forEach((o, j) => {
        if (!feedbackKeys.has(o.feedbackKey)) issues.push({ path: ["questions", i, "options", j, "feedbackKey"], message: MSG_OPTION_PROFILE });
      });
    }
  });
  if (isScoredType(typeId)) {
    if (data.feedbacks.length === 0) issues.push({ path: ["feedbacks"], message: MSG_NO_FEEDBACKS });
    const seen = new Set<number>();
    data.feedbacks.forEach((f, i) => {
      if (seen.has(f.range)) issues.push({ path: ["feedbacks", i, "range"], message: MSG_RANGE_DUPLICATE });
      seen.add(f.range);
    });
    if (data.feedbacks.length > 0 && !data.feedbacks.some((f) => f.range === 100)) issues.push({ path: ["feedbacks"], message: MSG_RANGE_TOP });
  }
  if (isPersonalityType(typeId) && data.feedbacks.length === 0) issues.push({ path: ["feedbacks"], message: MSG_NO_PROFILES });
  return issues;
}

/** The research form's schema for an activity of `typeId` (the action re-checks with the stored type). */
export function researchSchemaFor(typeId: number) {
  return researchBaseSchema.superRefine((data, ctx) => {
    for (const issue of researchIssues(typeId, data)) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });
}

/** Sorted by upper bound, each feedback's score range "de X% a Y%" (the first starts at 0). */
export function feedbackBands<F extends { range: number }>(feedbacks: F[]): (F & { from: number })[] {
  const sorted = [...feedbacks].sort((a, b) => a.range - b.range);
  return sorted.map((f, i) => ({ ...f, from: i === 0 ? 0 : Math.min(100, (sorted[i - 1]?.range ?? -1) + 1) }));
}

export { isResearchType, messages };
