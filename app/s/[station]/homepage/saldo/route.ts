// GET /homepage/saldo: the signed-in member's balance (hundredths), for the top bar's React Query.
import { NextResponse } from "next/server";
import { getSessionUser } from "@/lib/auth/session";
import { requireStationFromRequest } from "@/lib/stations/current";
import { getMemberBalance } from "@/lib/wallet/queries";

export async function GET() {
  const station = await requireStationFromRequest();
  const user = await getSessionUser(station.id);
  if (!user) return NextResponse.json({ message: "Não autenticado" }, { status: 401 });
  const balance = await getMemberBalance(station.id, user.id);
  return NextResponse.json({ balance }, { headers: { "cache-control": "no-store" } });
}
