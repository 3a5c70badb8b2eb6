// /validar/{station}/{code} on the platform apex: the owner's link of a code, printed or shared
// before the door moved into the console. It now opens the console's door for that station with the
// code filled in (the console asks who is signed in there, and whether they work at the station).
import { notFound, redirect } from "next/navigation";
import { connection } from "next/server";
import { getStationByKey } from "@/lib/stations/queries";
import { codeFromScan } from "@/lib/validation-desk/schemas";
import { doorUrl } from "@/lib/validation-desk/links";

type Props = { params: Promise<{ station: string; code: string }> };

export default async function OwnerValidationRedirect({ params }: Props) {
  await connection();
  const { station: key, code: rawCode } = await params;
  let code: string | null = null;
  let stationKey = "";
  try {
    stationKey = decodeURIComponent(key);
    code = codeFromScan(decodeURIComponent(rawCode));
  } catch {
    notFound();
  }
  const station = await getStationByKey(stationKey);
  if (!station || !code) notFound();
  redirect(doorUrl(station.id, code));
}
