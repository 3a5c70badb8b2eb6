// Zod schemas of the service requests, shared by the forms (zodResolver) and the Server Actions.
// The weekday a station allows is the command's rule (it depends on the station's settings); the
// form only offers those days. Client-safe.
import { z } from "zod";
import { APPOINTMENT_AREAS } from "./kinds";
import {
  MSG_DESCRIPTION_REQUIRED,
  MSG_DESCRIPTION_TOO_LONG,
  MSG_PHONE_INVALID,
  MSG_PHONE_REQUIRED,
  MSG_THEME_REQUIRED,
  MSG_WEEKDAY_REQUIRED,
} from "./texts";

export const DESCRIPTION_MAX = 1000;

/** "0".."6" from the select (or a number from a direct call); "" is the legal form's empty option. */
const weekday = z.preprocess(
  (value) => (typeof value === "string" && /^[0-6]$/.test(value) ? Number(value) : value),
  z.number({ error: MSG_WEEKDAY_REQUIRED }).int(MSG_WEEKDAY_REQUIRED).min(0, MSG_WEEKDAY_REQUIRED).max(6, MSG_WEEKDAY_REQUIRED),
);

const description = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(DESCRIPTION_MAX, MSG_DESCRIPTION_TOO_LONG);

/** "Solicitar agendamento": area, preferred weekday, description; dental also a phone (digits kept). */
export const appointmentRequestSchema = z
  .object({
    area: z.enum(APPOINTMENT_AREAS),
    weekday,
    description: description(MSG_DESCRIPTION_REQUIRED),
    phone: z
      .string()
      .optional()
      .transform((value) => (value ?? "").replace(/\D/g, "")),
  })
  .superRefine((value, ctx) => {
    if (value.area !== "dental") return;
    // (99) 9.9999-9999: eleven digits, a mobile.
    if (!value.phone) ctx.addIssue({ code: "custom", path: ["phone"], message: MSG_PHONE_REQUIRED });
    else if (!/^\d{2}9\d{8}$/.test(value.phone)) ctx.addIssue({ code: "custom", path: ["phone"], message: MSG_PHONE_INVALID });
  });
export type AppointmentRequestInput = z.input<typeof appointmentRequestSchema>;
export type AppointmentRequest = z.output<typeof appointmentRequestSchema>;

/** "Sugerir tema". */
export const themeSuggestionSchema = z.object({ description: description(MSG_THEME_REQUIRED) });
export type ThemeSuggestion = z.output<typeof themeSuggestionSchema>;
