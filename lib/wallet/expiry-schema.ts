// When points expire: the station's rule (never, or N months after the credit) and an activity's
// override (the station's rule, never, or its own N months). The zod schemas the console's forms
// (zodResolver) and their Server Actions both parse. Client-safe: no server imports.
import { z } from "zod";

export const EXPIRY_MONTHS_MAX = 120;
export const MSG_EXPIRY_MONTHS = `Informe um número de meses entre 1 e ${EXPIRY_MONTHS_MAX}`;

export const STATION_EXPIRY_LABELS = { never: "Nunca vencem", months: "Vencem N meses após o crédito" } as const;
export const ACTIVITY_EXPIRY_LABELS = { station: "Seguir a regra da estação", never: "Nunca vencem", months: "Vencem N meses após o crédito" } as const;

/** The months field: "" or null when not used; a whole number 1–120 otherwise. */
export const expiryMonths = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? null : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: MSG_EXPIRY_MONTHS }).int({ error: MSG_EXPIRY_MONTHS }).min(1, { error: MSG_EXPIRY_MONTHS }).max(EXPIRY_MONTHS_MAX, { error: MSG_EXPIRY_MONTHS }).nullable(),
);

/** "months" needs its number of months. */
export const monthsGiven = (v: { mode?: string; months?: number | null }) => v.mode !== "months" || (v.months !== null && v.months !== undefined);

export const stationExpirySchema = z
  .object({
    stationId: z.coerce.number().int().positive(),
    mode: z.enum(["never", "months"], { error: "Escolha quando os pontos vencem" }),
    months: expiryMonths,
    /** E-mail members 30 and 7 days before their points expire (off by default). */
    reminders: z.boolean().default(false),
  })
  .refine(monthsGiven, { error: MSG_EXPIRY_MONTHS, path: ["months"] });
export type StationExpiryInput = z.input<typeof stationExpirySchema>;
export type StationExpiry = z.output<typeof stationExpirySchema>;

/** stations.points_expiry_months (null: never) and the form's values. */
export const stationExpiryColumn = (v: { mode: "never" | "months"; months: number | null }): number | null => (v.mode === "months" ? v.months : null);
export const stationExpiryForm = (months: number | null, reminders: boolean): { mode: "never" | "months"; months: number | null; reminders: boolean } =>
  months === null ? { mode: "never", months: null, reminders } : { mode: "months", months, reminders };

export const REMINDERS_LABEL = "Avisar os membros por e-mail 30 e 7 dias antes de os pontos vencerem";

export type ActivityExpiryMode = keyof typeof ACTIVITY_EXPIRY_LABELS;
/** activities.points_expiry_months: null the station's rule, 0 never, N months. */
export const activityExpiryColumn = (mode: ActivityExpiryMode, months: number | null): number | null => (mode === "station" ? null : mode === "never" ? 0 : months);
export const activityExpiryForm = (column: number | null): { pointsExpiryMode: ActivityExpiryMode; pointsExpiryMonths: number | null } =>
  column === null ? { pointsExpiryMode: "station", pointsExpiryMonths: null } : column === 0 ? { pointsExpiryMode: "never", pointsExpiryMonths: null } : { pointsExpiryMode: "months", pointsExpiryMonths: column };

/** How a rule reads in a sentence: "nunca vencem" / "vencem 12 meses após o crédito". */
export const expiryPhrase = (months: number | null): string => (months === null || months === 0 ? "nunca vencem" : `vencem ${months} ${months === 1 ? "mês" : "meses"} após o crédito`);
