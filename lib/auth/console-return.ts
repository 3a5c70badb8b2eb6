// Where the console takes someone back after they sign in. A console page opened without a session
// (a voucher's door link, most often) knows its address from proxy.ts (CONSOLE_PATH_HEADER); the
// guard sends it to /entrar/depois, which keeps that path in a cookie on the console host for a
// quarter of an hour while they go to their station's "Acessar Painel"; the sign-on exchange (POST /entrar) sends them there instead of the overview, only when the path is
// under the station they signed in for. Read with a URL parser: only a path of /estacoes/{id} and
// plain segments, and its query, ever leaves here; nothing of another origin.

export const RETURN_SECONDS = 15 * 60;
/** The request header proxy.ts gives each console request: the address it was opened at. */
export const CONSOLE_PATH_HEADER = "x-estacao-console-path";

const BASE = "http://painel.invalid";
const CONSOLE_PATH = /^\/estacoes\/(\d{1,9})(\/[a-z0-9-]+)*$/;

/** The path and query to return to, or null when `raw` is not a console page's own address. */
export function consoleReturnPath(raw: string | null | undefined): { path: string; stationId: number } | null {
  if (!raw || raw.length > 500 || !raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.hash) return null;
  const match = CONSOLE_PATH.exec(url.pathname);
  if (!match) return null;
  return { path: `${url.pathname}${url.search}`, stationId: Number(match[1]) };
}

/** Where POST /entrar sends someone who just signed in for `stationId`: the kept path when it is that station's, else its overview. */
export function afterSignIn(kept: string | null | undefined, stationId: number): string {
  const back = consoleReturnPath(kept);
  return back && back.stationId === stationId ? back.path : `/estacoes/${stationId}`;
}
