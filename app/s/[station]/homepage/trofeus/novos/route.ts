// GET /homepage/trofeus/novos: the trophies the signed-in member earned and has not been told of
// yet, for the member shell's toast (asked after an action changes the balance, and per page).
import { NextResponse } from "next/server";
import { memberRoute } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listUnseenTrophies } from "@/lib/trophies/queries";

export const GET = memberRoute(async ({ station, user }) => {
  const trophies = await listUnseenTrophies(await getDb(), station.id, user.id);
  return NextResponse.json({ trophies }, { headers: { "cache-control": "no-store" } });
});
