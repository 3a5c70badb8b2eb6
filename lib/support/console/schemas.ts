// The console's "Suporte" inbox: the statuses and their names, the reply form and the texts.
// Client-safe: the reply form and the action validate with the same schema.
import { z } from "zod";
import { requiredText } from "@/lib/console/fields";

export const SUPPORT_STATUSES = ["new", "answered", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = { new: "Novo", answered: "Respondido", closed: "Encerrado" };

/** The filter in the address (?status=novo), in the words the owner reads. */
export const SUPPORT_STATUS_PARAMS: Record<string, SupportStatus> = { novo: "new", respondido: "answered", encerrado: "closed" };

export const REPLY_MAX = 4000;

const messageId = z.number().int().positive().max(2_147_483_647);

export const replySupportSchema = z.object({ messageId, reply: requiredText(REPLY_MAX, "Escreva a resposta") });
export type ReplySupportInput = z.input<typeof replySupportSchema>;
export const closeSupportSchema = z.object({ messageId });

export const SUPPORT_CONSOLE_TEXTS = {
  notFound: "Mensagem não encontrada",
  closed: "Esta mensagem está encerrada e não recebe mais respostas.",
  alreadyClosed: "Esta mensagem já está encerrada.",
  replied: "Resposta enviada por e-mail.",
  closedNow: "Mensagem encerrada.",
} as const;
