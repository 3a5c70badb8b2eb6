// The console's "Equipe" forms, shared by the form (client) and the actions (server).
import { z } from "zod";
import { CONSOLE_ROLES } from "./schema";

/** What each console role is called on screen. */
export const ROLE_LABELS = { owner: "Dono", staff: "Equipe" } as const;

export const addTeamMemberSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "Esse campo é obrigatório").email("Email inválido"),
  role: z.enum(CONSOLE_ROLES, { message: "Escolha o acesso" }),
});
export type AddTeamMemberInput = z.infer<typeof addTeamMemberSchema>;

export const changeTeamRoleSchema = z.object({
  userId: z.coerce.number().int().positive(),
  role: z.enum(CONSOLE_ROLES, { message: "Escolha o acesso" }),
});

export const removeTeamMemberSchema = z.object({ userId: z.coerce.number().int().positive() });
