// The re-acceptance form's schema (client-safe): the combined version of the texts the screen
// showed, so an "Aceito" never records a text the member did not see.
import { z } from "zod";
import { messages } from "@/lib/validation";

export const acceptLegalSchema = z.object({
  version: z.string({ error: messages.required }).min(1, { error: messages.required }).max(1000, { error: messages.required }),
});
export type AcceptLegalInput = z.input<typeof acceptLegalSchema>;

/** When the owner published another text while the member was reading the screen. */
export const LEGAL_CHANGED_MESSAGE = "Os textos foram atualizados enquanto você lia. Confira a nova versão e aceite novamente.";
