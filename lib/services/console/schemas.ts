// The console's forms for the service areas: an area's settings (the member side's
// serviceModuleSchema, with the form's empty fields read as null), the WordPress address, and the
// areas' operational lists. Client-safe: the DNS half of the WordPress check is public-url.ts.
import { z } from "zod";
import { parseBRL } from "@/lib/format/money";
import { isValidCpf } from "@/lib/validation/documents";
import { DATE_RE, TIME_RE } from "@/lib/format/local-time";
import { SERVICE_AREA_KEYS } from "@/lib/services/kinds";
import { optionalId, optionalText, requiredText } from "@/lib/console/fields";
import { serviceModuleSchema } from "@/lib/stations/settings";
import { APPOINTMENT_STATUSES, PROCESS_AREAS } from "../kinds";

export const MSG_URL_INVALID = "Informe um endereço completo, como https://www.suaentidade.org.br.";
export const MSG_URL_HTTPS = "Use um endereço público com https:// (endereços http:// não são aceitos).";
export const MSG_URL_IP = "Use o nome do site (https://www.suaentidade.org.br), não um endereço IP.";
export const MSG_URL_PRIVATE = "Este endereço aponta para uma rede interna. Use o endereço público do seu site.";
export const MSG_URL_UNRESOLVED = "Não encontramos este endereço na internet. Confira o domínio.";

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const digitsOrNull = (v: unknown) => (typeof v === "string" ? v.replace(/\D/g, "") || null : v);
const numberOrNull = (v: unknown) => (typeof v === "string" ? (v.trim() === "" ? null : Number(v)) : v);

const shape = serviceModuleSchema.shape;
/** One area's settings as the console edits them: the stored schema, field for field. */
export const serviceAreaFormSchema = serviceModuleSchema.extend({
  area: z.enum(SERVICE_AREA_KEYS),
  hours: z
    .array(
      z.object({
        label: z.preprocess(blankToNull, z.string().trim().max(80, "Use no máximo 80 caracteres").nullable()).default(null),
        weekdays: z.array(z.number().int().min(0).max(6)).min(1, "Escolha ao menos um dia"),
        opens: z.string().regex(TIME_RE, "Use o formato HH:mm"),
        closes: z.string().regex(TIME_RE, "Use o formato HH:mm"),
      }),
    )
    .default([]),
  guidanceHtml: z.preprocess(blankToNull, shape.guidanceHtml),
  infoHtml: z.preprocess(blankToNull, shape.infoHtml),
  team: z
    .array(
      z.object({
        name: z.string().trim().min(1, "Informe o nome").max(120, "Use no máximo 120 caracteres"),
        role: z.preprocess(blankToNull, z.string().trim().max(120).nullable()).default(null),
        photoUrl: z.string().max(500).nullable().default(null),
      }),
    )
    .default([]),
  contactPhone: z.preprocess(digitsOrNull, z.string().regex(/^\d{10,11}$/, "Telefone inválido").nullable()).default(null),
  contactEmail: z.preprocess(blankToNull, z.string().trim().email("E-mail inválido").nullable()).default(null),
  newsTagId: z.preprocess(numberOrNull, z.number({ error: "Use só números" }).int("Use só números").positive("Use só números").nullable()).default(null),
  videos: z
    .record(
      z.string(),
      z.array(
        z.object({
          title: z.string().trim().max(200, "Use no máximo 200 caracteres"),
          youtubeId: z.string().trim().regex(/^[\w-]{6,64}$/, "Código do YouTube inválido"),
        }),
      ),
    )
    .default({}),
});
export type ServiceAreaFormInput = z.input<typeof serviceAreaFormSchema>;

/** Where the areas' news come from: empty for the station's own news, or a public https site. */
export const wordpressFormSchema = z.object({
  wordpressUrl: z
    .string()
    .trim()
    .max(500, "Use no máximo 500 caracteres")
    .refine((v) => v === "" || /^https?:\/\/[^/]/i.test(v), MSG_URL_INVALID)
    .refine((v) => v === "" || /^https:\/\//i.test(v), MSG_URL_HTTPS),
});

export const APPOINTMENT_STATUS_OPTIONS = APPOINTMENT_STATUSES;
export const appointmentFormSchema = z
  .object({
    id: z.number().int().positive(),
    status: z.enum(APPOINTMENT_STATUSES),
    date: z.string().default(""),
    time: z.string().default(""),
    /** The unit's message to the member, shown on their appointment and sent with the answer. */
    reply: optionalText(1000),
  })
  .superRefine((v, ctx) => {
    const needs = v.status === "scheduled" || v.status === "done";
    if (v.date && !DATE_RE.test(v.date)) ctx.addIssue({ code: "custom", path: ["date"], message: "Data inválida" });
    if (v.time && !TIME_RE.test(v.time)) ctx.addIssue({ code: "custom", path: ["time"], message: "Use o formato HH:mm" });
    if (needs && !v.date) ctx.addIssue({ code: "custom", path: ["date"], message: "Informe a data do atendimento" });
    if (needs && !v.time) ctx.addIssue({ code: "custom", path: ["time"], message: "Informe a hora do atendimento" });
  });
export type AppointmentForm = z.output<typeof appointmentFormSchema>;

const cents = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : (parseBRL(v) ?? NaN)) : v),
  z.number({ error: "Valor inválido" }).int("Valor inválido").min(0, "Valor inválido").max(1_000_000_000_00, "Valor alto demais").nullable(),
);

export const processFormSchema = z
  .object({
    id: optionalId,
    area: z.enum(PROCESS_AREAS),
    collective: z.boolean().default(false),
    cpf: z.string().default(""),
    title: optionalText(200),
    kind: requiredText(120, "Informe o tipo"),
    number: requiredText(80, "Informe o número do processo"),
    filedOn: z.string().default(""),
    status: requiredText(120, "Informe a situação"),
    court: optionalText(200),
    claimValueCents: cents.default(null),
    link: z.string().trim().max(500).default("").refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), "Informe um endereço completo (https://...)"),
  })
  .superRefine((v, ctx) => {
    if (v.collective && v.area !== "legal") ctx.addIssue({ code: "custom", path: ["collective"], message: "Só processos jurídicos podem ser coletivos" });
    if (!v.collective && !isValidCpf(v.cpf)) ctx.addIssue({ code: "custom", path: ["cpf"], message: "CPF inválido" });
    if (v.filedOn && !DATE_RE.test(v.filedOn)) ctx.addIssue({ code: "custom", path: ["filedOn"], message: "Data inválida" });
  });
export type ProcessFormInput = z.input<typeof processFormSchema>;

export const themeFormSchema = z.object({
  id: optionalId,
  kind: requiredText(120, "Informe o tipo do tema"),
  title: requiredText(200, "Informe o título"),
  description: requiredText(5000, "Descreva o tema"),
  /** One per line in the form. */
  stakeholders: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
  highlights: z
    .array(z.object({ description: requiredText(500, "Descreva o item"), position: requiredText(120, "Informe o posicionamento") }))
    .max(50)
    .default([]),
  actions: z.array(z.object({ date: z.string().regex(DATE_RE, "Informe a data"), description: requiredText(500, "Descreva a ação") })).max(50).default([]),
  processes: z
    .array(z.object({ identification: requiredText(200, "Informe o processo"), court: optionalText(200) }))
    .max(50)
    .default([]),
});
export type ThemeFormInput = z.input<typeof themeFormSchema>;

export const MSG_APPOINTMENT_NOT_FOUND = "Agendamento não encontrado.";
export const MSG_PROCESS_NOT_FOUND = "Processo não encontrado.";
export const MSG_THEME_NOT_FOUND = "Tema não encontrado.";
export const MSG_SUGGESTION_NOT_FOUND = "Sugestão não encontrada.";

export const suggestionReadSchema = z.object({ id: z.number().int().positive().max(2_147_483_647), read: z.boolean() });
