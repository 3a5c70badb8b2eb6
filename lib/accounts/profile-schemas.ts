// The edit-profile form (name, state, birthday and image required), shared by the dialog (zodResolver) and the Server Action. Pure.
import { z } from "zod";
import { maxLen, requiredString } from "@/lib/validation";
import { firstLoginDataSchema } from "./wizard-schemas";

export const profileUpdateSchema = firstLoginDataSchema(false)
  .pick({ name: true, birthday: true, stateId: true })
  // The photo is uploaded first (/files/upload?purpose=profilePhoto, 1MB); the form sends its path.
  .extend({ image: requiredString().check(maxLen(500)) });

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateOutput = z.output<typeof profileUpdateSchema>;

export const PROFILE_SAVED_MESSAGE = "Você atualizou a seu perfil com sucesso";
export const PROFILE_READ_ONLY_MESSAGE = "Os dados do perfil não podem ser alterados nesta estação.";
