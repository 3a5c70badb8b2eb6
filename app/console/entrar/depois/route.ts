// GET /entrar/depois?para=/estacoes/{id}/…: a console page opened without a session comes here
// (requireConsolePage, with the address proxy.ts gave the request). The page's path is kept in a cookie on this host for a quarter
// of an hour, and the browser goes to the console's start page, which says how to get in and that
// they will come back. Anything but a console page's own path is dropped (lib/auth/console-return.ts).
import { cookies } from "next/headers";
import { consolePublicRoute } from "@/lib/auth/guard";
import { CONSOLE_RETURN_COOKIE, hostCookie } from "@/lib/auth/session-cookie";
import { consoleReturnPath, RETURN_SECONDS } from "@/lib/auth/console-return";

export const GET = consolePublicRoute(async ({ request }) => {
  const back = consoleReturnPath(new URL(request.url).searchParams.get("para"));
  if (back) (await cookies()).set(CONSOLE_RETURN_COOKIE, back.path, hostCookie(RETURN_SECONDS));
  return new Response(null, { status: 303, headers: { location: "/", "cache-control": "no-store", "referrer-policy": "no-referrer" } });
});
