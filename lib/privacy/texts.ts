// The privacy page's and the register's words, forms and rules that both sides share: the
// correction form, the deletion code, the owner's answer, the status names and the legal deadline.
// Client-safe: the forms and the server parse with the same schemas.
import { z } from "zod";
import type { DataRequestKind, DataRequestStatus } from "./schema";

/** LGPD art. 19, II: a complete answer within 15 days of the request. */
export const LEGAL_DEADLINE_DAYS = 15;

/** The name a deleted member's rows show from then on (wall posts, orders, the register). */
export const REMOVED_MEMBER_NAME = "Participante removido";

export const DELETION_CODE_TTL_SECONDS = 30 * 60;
export const DELETION_CODE_MAX_ATTEMPTS = 5;

export const CORRECTION_MAX = 2000;
export const ANSWER_MAX = 4000;

export const correctionSchema = z.object({
  details: z
    .string({ error: "Diga o que precisa ser corrigido." })
    .trim()
    .min(5, { error: "Diga o que precisa ser corrigido." })
    .max(CORRECTION_MAX, { error: `Use no máximo ${CORRECTION_MAX} caracteres.` }),
});
export type CorrectionInput = z.input<typeof correctionSchema>;

export const deletionCodeSchema = z.object({
  code: z
    .string({ error: "Digite o código de 6 dígitos." })
    .trim()
    .regex(/^\d{6}$/, { error: "Digite o código de 6 dígitos." }),
});
export type DeletionCodeInput = z.input<typeof deletionCodeSchema>;

export const marketingSchema = z.object({ subscribed: z.boolean() });

export const exportFormatSchema = z.enum(["json", "html"]);

const requestId = z.number().int().positive().max(2_147_483_647);
export const answerCorrectionSchema = z.object({
  requestId,
  answer: z
    .string({ error: "Escreva a resposta." })
    .trim()
    .min(1, { error: "Escreva a resposta." })
    .max(ANSWER_MAX, { error: `Use no máximo ${ANSWER_MAX} caracteres.` }),
});
export type AnswerCorrectionInput = z.input<typeof answerCorrectionSchema>;

export const KIND_LABELS: Record<DataRequestKind, string> = {
  access: "Acesso (download)",
  correction: "Correção",
  deletion: "Exclusão",
};

export const STATUS_LABELS: Record<DataRequestKind, Partial<Record<DataRequestStatus, string>>> = {
  access: { done: "Atendida" },
  correction: { open: "Aberta", done: "Respondida" },
  deletion: { pending: "Aguardando confirmação", done: "Concluída", cancelled: "Substituída por outro pedido" },
};

export const PRIVACY_TEXTS = {
  correctionSent: "Pedido de correção enviado. A estação responde por e-mail em até 15 dias.",
  codeSent: "Enviamos um código de 6 dígitos para o seu e-mail. Ele vale por 30 minutos.",
  wrongCode: "Código inválido ou expirado. Peça um novo código.",
  tooManyAttempts: "Muitas tentativas com código errado. Peça um novo código.",
  noPendingDeletion: "Não há pedido de exclusão aguardando confirmação. Peça um novo código.",
  deleted: "Sua conta foi excluída.",
  marketingOn: "Pronto: você voltará a receber nossas comunicações.",
  marketingOff: "Pronto: você não receberá mais comunicações de marketing.",
  marketingError: "Não foi possível mudar sua escolha agora. Tente de novo.",
  answered: "Resposta enviada por e-mail ao membro.",
  notFound: "Pedido não encontrado",
  notOpen: "Este pedido já foi respondido.",
} as const;
