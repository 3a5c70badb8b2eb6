// POST /entrar: the sign-on exchange, from the button of the link's page (entrar/[token]/page.tsx).
// A single-use token becomes a console session (cookie set here, on the painel host only) and the
// browser goes to the station's overview, or back to the page of that station it had opened signed
// out (lib/auth/console-return.ts); a used, expired or unknown token goes to a pt-BR page
// that says so. Only a form on this very host may post it: without an Origin (browsers always send
// one on a POST) or from any other origin the request is refused before the token is looked at, so
// it stays unspent.
import { cookies } from "next/headers";
import { consolePublicRoute } from "@/lib/auth/guard";
import { CONSOLE_RETURN_COOKIE } from "@/lib/auth/session-cookie";
import { afterSignIn } from "@/lib/auth/console-return";
import { startConsoleSessionFromToken } from "@/lib/console/sign-in";
import { isSameOriginWrite, REFUSAL_TEXT } from "@/lib/security/refusals";

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store", "referrer-policy": "no-referrer" } });
}

export const POST = consolePublicRoute(async ({ request }) => {
  if (!isSameOriginWrite(request.headers)) {
    return new Response(REFUSAL_TEXT[403], { status: 403, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  }
  const form = await request.formData().catch(() => null);
  const token = form?.get("token");
  const stationId = typeof token === "string" ? await startConsoleSessionFromToken(token) : null;
  if (!stationId) return seeOther("/link-invalido");
  const jar = await cookies();
  const kept = jar.get(CONSOLE_RETURN_COOKIE)?.value;
  if (kept !== undefined) jar.delete(CONSOLE_RETURN_COOKIE);
  return seeOther(afterSignIn(kept, stationId));
});
