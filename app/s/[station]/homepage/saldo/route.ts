// GET /homepage/saldo: the signed-in member's balance (hundredths), for the top bar's React Query.
import { NextResponse } from "next/server";
import { memberRoute } from "@/lib/auth/guard";
import { getMemberBalance } from "@/lib/wallet/queries";

export const GET = memberRoute(async ({ station, user }) => {
  const balance = await getMemberBalance(station.id, user.id);
  return NextResponse.json({ balance }, { headers: { "cache-control": "no-store" } });
});
