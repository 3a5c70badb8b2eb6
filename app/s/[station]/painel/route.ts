// "Acessar Painel": a signed-in member with a console role on this station gets a single-use
// sign-on token (under a minute) and is sent to painel.{root}/entrar/{token}, where it becomes a
// console session. Anyone else goes back to the member area.
import { memberRoute } from "@/lib/auth/guard";
import { consoleSignOnUrl, mintConsoleToken } from "@/lib/console/tokens";
import { getDb } from "@/lib/db/client";

export const POST = memberRoute(async ({ station, user }) => {
  const token = await mintConsoleToken(await getDb(), { userId: user.id, stationId: station.id });
  const location = token ? consoleSignOnUrl(token) : "/homepage";
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store", "referrer-policy": "no-referrer" } });
});
