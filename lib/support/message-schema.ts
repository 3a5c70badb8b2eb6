// The support form's one schema, shared by the browser form
// (zodResolver) and the Server Action. Client-safe: no server imports.
import { z } from "zod";
import { email, maxLen, optional, phone, requiredString } from "@/lib/validation";

export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MAX = 600;
export const SUPPORT_NAME_MAX = 120;

export const supportMessageSchema = z.object({
  name: requiredString().check(maxLen(SUPPORT_NAME_MAX)),
  phone: optional(phone()),
  email: email(),
  subject: requiredString().check(maxLen(SUPPORT_SUBJECT_MAX)),
  message: requiredString().check(maxLen(SUPPORT_MESSAGE_MAX)),
  captcha: requiredString().check(maxLen(4000)),
});

export type SupportMessageInput = z.input<typeof supportMessageSchema>;
export type SupportMessageData = z.output<typeof supportMessageSchema>;

export const SUPPORT_SUCCESS = "Operação realizada com sucesso";
/** Spec: a failed send shows the server's text, else "Erro". Ours for a failed captcha. */
export const CAPTCHA_FAILED = "Não foi possível confirmar que você não é um robô. Marque a verificação de novo.";
