"use server";
// The fuel club's Server Action, behind the member gate: the campaign card's form parsed with the
// same schema the form uses; refused on a station without the club.
import { memberAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { fuelVoucherCard, requireFuelClub, type FuelVoucherCard } from "./member-pages";
import { generateFuelVoucherSchema } from "./texts";
import { generateFuelVoucher } from "./vouchers";

export type GenerateFuelVoucherActionResult = { voucher: FuelVoucherCard; created: boolean };

/** "Gerar Voucher": the new voucher (or the one already held for this option), with its QR. */
export const generateFuelVoucherAction = memberAction(generateFuelVoucherSchema, async ({ station, user, data }): Promise<GenerateFuelVoucherActionResult> => {
  requireFuelClub(station);
  const { voucher, created } = await generateFuelVoucher(await getDb(), { stationId: station.id, userId: user.id, campaignId: data.campaignId, optionId: data.optionId });
  return { voucher: await fuelVoucherCard(station, voucher), created };
});
