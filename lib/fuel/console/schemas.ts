// The console's fuel club forms: campaigns and their options (type, volume, price in cents, stock).
// Client-safe; the price is typed with the BRL mask and read here into cents.
import { z } from "zod";
import { parseBRL } from "@/lib/format/money";
import { DATE_RE } from "@/lib/format/local-time";
import { dateField, imageUrl, optionalId, optionalText, requiredText } from "@/lib/console/fields";

export const fuelCampaignFormSchema = z
  .object({
    id: optionalId,
    name: requiredText(160, "Informe o nome da campanha"),
    description: optionalText(2000),
    image: imageUrl,
    startsOn: dateField,
    endsOn: z.string().default(""),
    voucherValidityDays: z.number({ error: "Informe os dias" }).int("Use um número inteiro").min(1, "De 1 a 3650 dias").max(3650, "De 1 a 3650 dias"),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.endsOn && !DATE_RE.test(v.endsOn)) ctx.addIssue({ code: "custom", path: ["endsOn"], message: "Data inválida" });
    else if (v.endsOn && v.endsOn < v.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: "O fim deve ser depois do início" });
  });
export type FuelCampaignFormInput = z.input<typeof fuelCampaignFormSchema>;

export const fuelOptionFormSchema = z.object({
  id: optionalId,
  campaignId: z.number().int().positive(),
  fuelType: requiredText(80, "Informe o combustível"),
  volumeMl: z.number({ error: "Informe o volume em mL" }).int("Use mL inteiros").min(1, "Informe o volume em mL").max(1_000_000, "Volume alto demais"),
  valueCents: z.preprocess(
    (v) => (typeof v === "string" ? (parseBRL(v) ?? NaN) : v),
    z.number({ error: "Informe o valor" }).int("Valor inválido").min(0, "Valor inválido").max(100_000_00, "Valor alto demais"),
  ),
  stock: z.number().int("Use um número inteiro").min(0, "O estoque não pode ser negativo").max(1_000_000).nullable().default(null),
  active: z.boolean().default(true),
});
export type FuelOptionFormInput = z.input<typeof fuelOptionFormSchema>;

export const MSG_CAMPAIGN_NOT_FOUND = "Campanha não encontrada.";
export const MSG_OPTION_NOT_FOUND = "Opção não encontrada.";
export const MSG_HAS_VOUCHERS = "Já há vouchers emitidos aqui: desative em vez de excluir, para que os membros mantenham os seus.";
