// What the fuel club's page reads, on the server: the open campaigns and the member's vouchers,
// each voucher with the QR of the station's public validation page (lib/utils/qr.ts).
import "server-only";
import { UserFacingError } from "@/lib/actions/result";
import { getDb } from "@/lib/db/client";
import { isFeatureOn } from "@/lib/stations/features";
import { stationOrigin } from "@/lib/stations/current";
import type { Station } from "@/lib/stations/queries";
import { validationQr } from "@/lib/utils/qr";
import { listMemberFuelVouchers, listOpenCampaigns, type FuelCampaignView, type FuelVoucherView } from "./vouchers";

export const MSG_FUEL_CLUB_OFF = "O clube de combustível não está disponível nesta estação.";

export type FuelVoucherCard = FuelVoucherView & { qr: { url: string; image: string } };

/** The club is a station setting (fuelClub): off, the page is a 404 and the action is refused. */
export function requireFuelClub(station: Station): void {
  if (!isFeatureOn(station, "fuelClub")) throw new UserFacingError(MSG_FUEL_CLUB_OFF, undefined, 404);
}

export async function fuelVoucherCard(station: Station, voucher: FuelVoucherView): Promise<FuelVoucherCard> {
  return { ...voucher, qr: await validationQr(stationOrigin(station), voucher.code) };
}

export async function loadFuelClub(station: Station, userId: number): Promise<{ campaigns: FuelCampaignView[]; vouchers: FuelVoucherCard[] }> {
  const db = await getDb();
  const [campaigns, vouchers] = await Promise.all([listOpenCampaigns(db, station.id, userId), listMemberFuelVouchers(db, station.id, userId)]);
  return { campaigns, vouchers: await Promise.all(vouchers.map((v) => fuelVoucherCard(station, v))) };
}
