// The fields every console content form shares (landing, plans, news, calendar, downloads,
// trophies, fuel, service areas): one wording of each message. Client-safe: the forms and the
// actions validate with them.
import { z } from "zod";
import { DATE_RE, TIME_RE } from "@/lib/format/local-time";

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

export const idSchema = z.object({ id: z.number().int().positive().max(2_147_483_647) });

const IMAGE_MESSAGE = "Envie a imagem de novo";
/** An image the console uploaded (/files/{station}/...) or one already on the site: a path or https address. */
export const imageRef = z
  .string()
  .trim()
  .max(500, { error: IMAGE_MESSAGE })
  .refine((v) => v === "" || /^\/(?!\/)[\w\-./%]+$/.test(v) || /^https:\/\/[^\s"'<>]+$/.test(v), { error: IMAGE_MESSAGE });
