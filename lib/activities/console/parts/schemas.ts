// The owner console's forms over an activity's parts (products, coupons, course, invite rules,
// contents, videos, agreement, links, delivery locations, prerequisites) and over the organising
// lists (categories, journeys, now-playing lists, featured carousel). Client-safe: the form
// validates with these and the Server Action parses the same schema again. Every schema accepts
// its own output too (money as cents, dates as ISO text), since useActionForm sends the parsed
// values to the action.
import { z } from "zod";
import { parseCityEntry } from "@/lib/activities/delivery-coverage";
import { parseBRL } from "@/lib/format/money";
import { findBrazilianState } from "@/lib/validation/brazilian-states";

export const MAX_MONEY_CENTS = 100_000_000; // R$ 1.000.000,00
export const MAX_STOCK = 1_000_000;
export const MAX_POINTS = 1_000_000;

const id = z.coerce.number().int().positive();
const target = { stationId: id, activityId: id };

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Informe ${label}`)
    .max(max, `Use no máximo ${max} caracteres`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Money typed in the BRL mask ("R$ 12,50") or already in cents (12 50 → 1250). */
export const centsField = (label = "um valor") =>
  z.union([z.number(), z.string()]).transform((v, ctx) => {
    const cents = typeof v === "number" ? v : v.trim() === "" ? 0 : parseBRL(v);
    if (cents === null || !Number.isSafeInteger(cents) || cents < 0) {
      ctx.addIssue({ code: "custom", message: `Informe ${label} em reais, como 12,50` });
      return z.NEVER;
    }
    if (cents > MAX_MONEY_CENTS) {
      ctx.addIssue({ code: "custom", message: "O valor máximo é R$ 1.000.000,00" });
      return z.NEVER;
    }
    return cents;
  });

const wholeNumber = (label: string, min: number, max: number) =>
  z.union([z.number(), z.string()]).transform((v, ctx) => {
    const n = typeof v === "number" ? v : v.trim() === "" ? NaN : Number(v);
    if (!Number.isSafeInteger(n)) {
      ctx.addIssue({ code: "custom", message: `Informe ${label} em números inteiros` });
      return z.NEVER;
    }
    if (n < min || n > max) {
      ctx.addIssue({ code: "custom", message: `Use um número entre ${min.toLocaleString("pt-BR")} e ${max.toLocaleString("pt-BR")}` });
      return z.NEVER;
    }
    return n;
  });

/** An empty field is "no number" (null): unlimited stock of a coupon. */
const optionalWholeNumber = (label: string, min: number, max: number) =>
  z.union([z.number(), z.string(), z.null()]).transform((v, ctx) => {
    if (v === null || (typeof v === "string" && v.trim() === "")) return null;
    const n = typeof v === "number" ? v : Number(v);
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: "custom", message: `Informe ${label} entre ${min} e ${max.toLocaleString("pt-BR")}, ou deixe em branco` });
      return z.NEVER;
    }
    return n;
  });

const httpUrl = z
  .string()
  .trim()
  .min(1, "Informe o endereço")
  .max(2000, "Use no máximo 2.000 caracteres")
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === "https:" || u.protocol === "http:";
    } catch {
      return false;
    }
  }, "Informe um endereço completo, começando com https://");

const optionalHttpUrl = z
  .union([httpUrl, z.literal("")])
  .nullish()
  .transform((v) => (v ? v : null));

/** An image path on this site (or none); the command checks it is the station's upload or the one already shown. */
const imagePath = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^\/[\w./%-]+$/.test(v), "Envie a imagem pelo botão de envio");

const checkbox = z.union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false")]).transform((v) => v === true || v === "on" || v === "true");

// ---------------------------------------------------------------------------------------------
// Parts of one activity

/** The stock the form showed when it opened: the save applies the difference (see commands). */
const stockSeen = z.number().int().nullish().transform((v) => v ?? null);

export const productSchema = z
  .object({
    ...target,
    id: id.optional(),
    name: text("o nome do produto", 120),
    image: imagePath,
    value: centsField("o preço"),
    discountValue: centsField("o desconto"),
    limit: wholeNumber("o limite por pedido", 1, 1000),
    stock: wholeNumber("o estoque", 0, MAX_STOCK),
    stockSeen,
  })
  .superRefine((p, ctx) => {
    if (p.discountValue > p.value) ctx.addIssue({ code: "custom", path: ["discountValue"], message: "O desconto não pode ser maior que o preço" });
  });

export const couponSchema = z.object({
  ...target,
  id: id.optional(),
  newPrice: centsField("o preço do cupom"),
  stock: optionalWholeNumber("o estoque", 0, MAX_STOCK),
  stockSeen,
});

/** `date` is "AAAA-MM-DDTHH:MM" from a datetime-local field, read as Brasília time (UTC−3). */
const localDateTime = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v), "Informe a data e a hora");

export const courseSchema = z
  .object({
    ...target,
    id: id.optional(),
    price: centsField("o preço"),
    discountPrice: centsField("o preço com desconto"),
    date: localDateTime,
    rules: optionalText(20_000),
  })
  .superRefine((c, ctx) => {
    if (c.discountPrice > c.price) ctx.addIssue({ code: "custom", path: ["discountPrice"], message: "O preço com desconto não pode ser maior que o preço" });
  });

export const inviteRuleSchema = z.object({
  ...target,
  id: id.optional(),
  code: z
    .string()
    .trim()
    .min(3, "O código precisa de pelo menos 3 caracteres")
    .max(30, "Use no máximo 30 caracteres")
    .regex(/^[A-Za-z0-9_-]+$/, "Use só letras sem acento, números, - e _"),
  pointsInviter: wholeNumber("os pontos de quem convida", 0, MAX_POINTS),
  pointsInvited: wholeNumber("os pontos de quem é convidado", 0, MAX_POINTS),
});

export const contentSchema = z.object({
  ...target,
  id: id.optional(),
  text: text("o texto", 20_000),
  link: optionalHttpUrl,
});

export const VIDEO_PROVIDERS = ["youtube", "vimeo", "file"] as const;
export const VIDEO_PROVIDER_LABELS: Record<(typeof VIDEO_PROVIDERS)[number], string> = { youtube: "YouTube", vimeo: "Vimeo", file: "Arquivo de vídeo (endereço)" };

/** The provider's video id from a pasted link or the id itself; null when it is neither. */
export function videoSourceOf(provider: (typeof VIDEO_PROVIDERS)[number], raw: string): string | null {
  const v = raw.trim();
  if (provider === "file") {
    try {
      const u = new URL(v, "https://x.invalid");
      return (u.protocol === "https:" || u.protocol === "http:") && (/^https?:\/\//.test(v) || v.startsWith("/")) ? v : null;
    } catch {
      return null;
    }
  }
  if (provider === "youtube") {
    if (/^[\w-]{11}$/.test(v)) return v;
    const m = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/.exec(v);
    return m?.[1] ?? null;
  }
  if (/^\d{5,12}$/.test(v)) return v;
  return /vimeo\.com\/(?:video\/)?(\d{5,12})/.exec(v)?.[1] ?? null;
}

export const videoSchema = z
  .object({
    ...target,
    id: id.optional(),
    name: text("o nome do vídeo", 120),
    description: optionalText(2000),
    required: checkbox,
    provider: z.enum(VIDEO_PROVIDERS, { message: "Escolha onde o vídeo está" }),
    source: text("o link do vídeo", 2000),
  })
  .transform((v, ctx) => {
    const source = videoSourceOf(v.provider, v.source);
    if (!source) {
      ctx.addIssue({ code: "custom", path: ["source"], message: v.provider === "file" ? "Informe o endereço do arquivo, começando com https://" : `Cole o link do vídeo no ${VIDEO_PROVIDER_LABELS[v.provider]}` });
      return z.NEVER;
    }
    return { ...v, source };
  });

export const agreementSchema = z.object({
  ...target,
  button: text("o texto do botão", 40),
  checkbox: text("o texto do termo", 5000),
});

export const linkSchema = z.object({ ...target, id: id.optional(), url: httpUrl });

const lines = (text: string) => text.split(/\r?\n/).map((line, i) => ({ line: line.trim(), n: i + 1 })).filter((l) => l.line !== "");

/**
 * A region's CEP ranges, one per line ("01000-000 a 05999-999", or one CEP), as [from, to] pairs of
 * 8 digits; or those pairs again (the form sends its parsed values).
 */
const cepRangesField = z
  .union([z.string(), z.array(z.tuple([z.string(), z.string()]))])
  .nullish()
  .transform((v, ctx): [string, string][] => {
    const entries = typeof v === "string" ? lines(v) : (v ?? []).map((pair, i) => ({ line: pair.join(" a "), n: i + 1 }));
    const out: [string, string][] = [];
    for (const { line, n } of entries) {
      const ceps = line.match(/\d{5}-?\d{3}/g)?.map((c) => c.replace("-", "")) ?? [];
      const rest = line.replace(/\d{5}-?\d{3}/g, "").replace(/\s+|\ba\b|\baté\b|[-–.,]/gi, "");
      if (ceps.length < 1 || ceps.length > 2 || rest !== "") {
        ctx.addIssue({ code: "custom", message: `Linha ${n}: escreva uma faixa como 01000-000 a 05999-999, ou um CEP` });
        return z.NEVER;
      }
      const [from, to = from] = ceps as [string, string?];
      if (from > to) {
        ctx.addIssue({ code: "custom", message: `Linha ${n}: o primeiro CEP da faixa deve ser o menor` });
        return z.NEVER;
      }
      out.push([from, to]);
    }
    if (out.length > 200) ctx.addIssue({ code: "custom", message: "Use no máximo 200 faixas de CEP" });
    return out;
  });

/** A region's cities, one per line as "Cidade/UF" ("Campinas - SP" is read too); or that list again. */
const citiesField = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .transform((v, ctx): string[] => {
    const entries = typeof v === "string" ? lines(v) : (v ?? []).map((line, i) => ({ line: line.trim(), n: i + 1 }));
    const out: string[] = [];
    for (const { line, n } of entries) {
      const place = parseCityEntry(line);
      if (!place || !findBrazilianState(place.state) || place.city.length > 120) {
        ctx.addIssue({ code: "custom", message: `Linha ${n}: escreva a cidade e a UF, como Campinas/SP` });
        return z.NEVER;
      }
      out.push(`${place.city}/${place.state}`);
    }
    if (out.length > 500) ctx.addIssue({ code: "custom", message: "Use no máximo 500 cidades" });
    return out;
  });

/** What a delivering place may charge for shipping, in cents; a pickup point may be free. */
export const DELIVERY_MIN_CENTS = 150;
export const DELIVERY_MAX_CENTS = 50_000;
export const MSG_DELIVERY_MIN = "Valor mínimo requerido de R$ 1,50";
export const MSG_DELIVERY_MAX = "Valor máximo permitido de R$ 500,00";

export const deliveryLocationSchema = z
  .object({
    ...target,
    id: id.optional(),
    name: text("o nome do local", 120),
    price: centsField("o frete"),
    delivery: checkbox,
    street: optionalText(200),
    streetNumber: optionalText(20),
    zipcode: z
      .string()
  .trim()
  .nullish()
      .transform((v) => (v ? v.replace(/\D/g, "") : null))
      .refine((v) => v === null || v.length === 8, "Informe um CEP com 8 números"),
    helperLabelField1: optionalText(40),
    helperLabelField2: optionalText(40),
    // Where a delivery region delivers (the checkout derives the region from the address's CEP);
    // both empty: wherever no other region of the activity delivers. A pickup point has neither.
    cepRanges: cepRangesField,
    cities: citiesField,
  })
  .superRefine((d, ctx) => {
    if (!d.delivery && !d.street) ctx.addIssue({ code: "custom", path: ["street"], message: "Informe o endereço do ponto de retirada" });
    // Shipping costs R$ 1,50 to R$ 500,00; a pickup point may be free but never dearer than shipping.
    if (d.delivery && d.price < DELIVERY_MIN_CENTS) ctx.addIssue({ code: "custom", path: ["price"], message: MSG_DELIVERY_MIN });
    if (d.price > DELIVERY_MAX_CENTS) ctx.addIssue({ code: "custom", path: ["price"], message: MSG_DELIVERY_MAX });
  })
  .transform((d) => (d.delivery ? d : { ...d, cepRanges: [], cities: [] }));

export const deletePartSchema = z.object({ ...target, id });

/** Kinds of ordered parts. */
export const ORDERED_PARTS = ["video", "link"] as const;
export const reorderPartsSchema = z.object({ ...target, kind: z.enum(ORDERED_PARTS), ids: z.array(id).max(500) });

export const prerequisitesSchema = z.object({ ...target, requiredIds: z.array(id).max(200) });

// ---------------------------------------------------------------------------------------------
// Organising lists

export const GROUP_KINDS = ["category", "journey", "nowPlaying"] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

export const groupSchema = z.object({
  stationId: id,
  kind: z.enum(GROUP_KINDS),
  id: id.optional(),
  name: text("o nome", 80),
  active: checkbox,
});

export const deleteGroupSchema = z.object({ stationId: id, kind: z.enum(GROUP_KINDS), id });
export const reorderGroupsSchema = z.object({ stationId: id, kind: z.enum(GROUP_KINDS), ids: z.array(id).max(500) });
export const groupActivitiesSchema = z.object({ stationId: id, kind: z.enum(GROUP_KINDS), id, activityIds: z.array(id).max(500) });
export const featuredSchema = z.object({ stationId: id, activityIds: z.array(id).max(50, "O carrossel aceita até 50 atividades") });

export type ProductInput = z.input<typeof productSchema>;
