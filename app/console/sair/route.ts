// "Sair": revokes the console session (the row, not only the cookie) and goes to the start page.
// A plain form post answered by a 303 rather than a Server Action: an action's redirect is rendered
// by Next without passing through proxy.ts again, so "/" would be the apex's page, not the console's.
import { endConsoleSession } from "@/lib/auth/console-session";
import { consolePublicRoute } from "@/lib/auth/guard";

export const POST = consolePublicRoute(async () => {
  await endConsoleSession();
  return new Response(null, { status: 303, headers: { location: "/?saiu=1", "cache-control": "no-store" } });
});
