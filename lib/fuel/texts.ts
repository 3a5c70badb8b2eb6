// The fuel club's texts (pt-BR) and its one form's schema: client-safe, shared by the page, the
// Server Action (memberAction parses with the same schema) and the tests.
import { z } from "zod";
import { formatBRL } from "@/lib/format";
import { MAX_DB_ID } from "@/lib/validation";

/** Generating a voucher requires choosing an option. */
export const MSG_OPTION_REQUIRED = "Escolha uma opção de combustível.";
export const MSG_CAMPAIGN_UNAVAILABLE = "Esta campanha não está disponível no momento.";
export const MSG_OPTION_SOLD_OUT = "Os vouchers desta opção se esgotaram.";
export const MSG_ALREADY_GENERATED = "Você já gerou um voucher desta opção. Ele está em \"Meus Vouchers\".";
/** The vouchers' empty state. */
export const MSG_NO_FUEL_VOUCHERS = "Você ainda não possui vouchers";
export const MSG_NO_CAMPAIGNS = "Não há campanhas de combustível no momento.";
/** The generate button, and its label while it works. */
export const GENERATE_LABEL = "Gerar Voucher";
export const GENERATING_LABEL = "Gerando voucher...";

const requiredId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_DB_ID, { error: message }),
  ) as unknown as z.ZodType<number, number | string>;

/** "Gerar Voucher": the campaign card's form (fuel_id of the spec's payload is the option). */
export const generateFuelVoucherSchema = z.object({
  campaignId: requiredId(MSG_CAMPAIGN_UNAVAILABLE),
  optionId: requiredId(MSG_OPTION_REQUIRED),
});
export type GenerateFuelVoucherInput = z.input<typeof generateFuelVoucherSchema>;

/** 20000 mL -> "20 L"; 12500 -> "12,5 L". */
export function formatLitres(volumeMl: number): string {
  return `${new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3 }).format(volumeMl / 1000)} L`;
}

/** "Etanol · 20 L · R$ 90,00": an option, or what a voucher is for. */
export function fuelOptionLabel(o: { fuelType: string; volumeMl: number; valueCents: number }): string {
  return `${o.fuelType} · ${formatLitres(o.volumeMl)} · ${formatBRL(o.valueCents)}`;
}
