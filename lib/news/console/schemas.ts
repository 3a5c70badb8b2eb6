// The console's news form (spec 3 §3 News): the same schema validates the form and the action.
// Client-safe.
import { z } from "zod";
import { DATE_RE, TIME_RE } from "@/lib/library/console/local-time";

export const optionalId = z.number().int().positive().max(2_147_483_647).nullable().default(null);
export const requiredText = (max: number, empty = "Esse campo é obrigatório") =>
  z.string().trim().min(1, empty).max(max, `Use no máximo ${max} caracteres`);
export const optionalText = (max: number) => z.string().trim().max(max, `Use no máximo ${max} caracteres`).default("");
/** An uploaded image's URL (/files/{stationId}/...), or null. The action checks it is this station's. */
export const imageUrl = z.string().trim().max(500).nullable().default(null);
/** Rich text written in the console: sanitised on save. */
export const htmlText = z.string().max(100_000, "O texto ficou longo demais").default("");
export const dateField = z.string().regex(DATE_RE, "Informe a data");
export const timeField = z.string().regex(TIME_RE, "Informe a hora (HH:mm)");

export const newsFormSchema = z.object({
  id: optionalId,
  title: requiredText(200, "Informe o título"),
  subtitle: optionalText(300),
  image: imageUrl,
  bodyHtml: htmlText,
  /** null: the station's news page; a number: one service area's news (its newsTagId). */
  tagId: z.number().int().positive().nullable().default(null),
  publishedDate: dateField,
  publishedTime: timeField,
});
export type NewsFormInput = z.input<typeof newsFormSchema>;

export const idSchema = z.object({ id: z.number().int().positive().max(2_147_483_647) });

export const MSG_NEWS_NOT_FOUND = "Notícia não encontrada.";
