// The console's forms for the calendar (schedules) and the file library (downloads), and
// the switches that show them to members. Client-safe.
import { z } from "zod";
import { SERVICE_AREA_KEYS } from "@/lib/services/kinds";
import { dateField, htmlText, imageUrl, optionalId, optionalText, requiredText } from "@/lib/console/fields";
import { TIME_RE } from "@/lib/format/local-time";


export const scheduleFormSchema = z
  .object({
    id: optionalId,
    name: requiredText(200, "Informe o título"),
    description: optionalText(5000),
    image: imageUrl,
    date: dateField,
    allDay: z.boolean().default(false),
    startTime: z.string().default(""),
    endTime: z.string().default(""),
    /** A service area's "eventos" page too; null: the station calendar only. */
    service: z.enum(SERVICE_AREA_KEYS).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.allDay) return;
    if (!TIME_RE.test(v.startTime)) ctx.addIssue({ code: "custom", path: ["startTime"], message: "Informe a hora de início (HH:mm)" });
    if (!TIME_RE.test(v.endTime)) ctx.addIssue({ code: "custom", path: ["endTime"], message: "Informe a hora de término (HH:mm)" });
    else if (TIME_RE.test(v.startTime) && v.endTime < v.startTime) {
      ctx.addIssue({ code: "custom", path: ["endTime"], message: "O término deve ser depois do início" });
    }
  });
export type ScheduleFormInput = z.input<typeof scheduleFormSchema>;

/** A download's texts (the file itself goes with the upload). */
export const downloadFormSchema = z.object({
  id: optionalId,
  title: requiredText(200, "Informe o título"),
  description: optionalText(300),
  body: htmlText,
});
export type DownloadFormInput = z.input<typeof downloadFormSchema>;

/** Largest file the library takes. */
export const DOWNLOAD_MAX_BYTES = 20_000_000;
export const DOWNLOAD_ACCEPT = ".pdf,.doc,.docx,.xls,.xlsx,.pptx,.odt,.ods,.zip,.jpg,.png,.txt,.csv";
export const MSG_FILE_REQUIRED = "Escolha um arquivo para enviar.";
export const MSG_FILE_TOO_LARGE = "O arquivo passa de 20 MB. Envie um arquivo menor.";

/** The member-area switches the content screens own (station flags and settings). */
export const CONTENT_FEATURES = ["events", "files", "fuelClub"] as const;
export const featureSwitchSchema = z.object({ feature: z.enum(CONTENT_FEATURES), on: z.boolean() });

export const MSG_SCHEDULE_NOT_FOUND = "Evento não encontrado.";
export const MSG_DOWNLOAD_NOT_FOUND = "Download não encontrado.";
