// The sign-on exchange: a single-use token from a station's "Acessar Painel" or the wizard becomes a
// console session (cookie set here, on the painel host only) and the browser goes to the station's
// overview. A used, expired or unknown token goes to a pt-BR page that says so.
import { startConsoleSessionFromToken } from "@/lib/auth/console-session";
import { consolePublicRoute } from "@/lib/auth/guard";

export const GET = consolePublicRoute<{ token: string }>(async ({ params }) => {
  const stationId = await startConsoleSessionFromToken(params.token);
  const location = stationId ? `/estacoes/${stationId}` : "/link-invalido";
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store", "referrer-policy": "no-referrer" } });
});
