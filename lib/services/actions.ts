"use server";
// Server Actions of the member-service requests, behind the member gate (memberAction) with the
// forms' own schemas. The member's CPF and the station's settings come from the guard, never from
// the browser.
import { memberAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { requestAppointment, serviceMemberOf, suggestTheme } from "./cases";
import { appointmentRequestSchema, themeSuggestionSchema } from "./schemas";
import { SUCCESS_TEXT } from "./texts";

/** "Solicitar agendamento" (accounting, dental, legal). */
export const requestAppointmentAction = memberAction(appointmentRequestSchema, async ({ data, ...ctx }): Promise<{ id: number; message: string }> => {
  const row = await requestAppointment(await getDb(), serviceMemberOf(ctx), data);
  return { id: row.id, message: SUCCESS_TEXT };
});

/** "Sugerir tema" (political-union). */
export const suggestThemeAction = memberAction(themeSuggestionSchema, async ({ data, ...ctx }): Promise<{ id: number; message: string }> => {
  const row = await suggestTheme(await getDb(), serviceMemberOf(ctx), data);
  return { id: row.id, message: SUCCESS_TEXT };
});
