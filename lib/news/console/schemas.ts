// The console's news form: the same schema validates the form and the action.
// Client-safe.
import { z } from "zod";
import { dateField, htmlText, imageUrl, optionalId, optionalText, requiredText, timeField } from "@/lib/console/fields";

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


export const MSG_NEWS_NOT_FOUND = "Notícia não encontrada.";
