// The one rule for a path written to a log line: its first segment only. Paths carry secrets past
// it (/login-token/{token}, /ativar/{hash}/{e-mail}, /console/entrar/{token}, /i/{code}), and a
// route's own name never needs more to be found. The front (plain Node) and the app both use it.

/** The path of `url` (absolute, or a request's path with its query), "/" if it cannot be read. */
export function pathOf(url) {
  try {
    return new URL(url ?? "/", "http://log.invalid").pathname;
  } catch {
    return "/";
  }
}

/** The path without its query and past its first segment: "/ativar/abc/x@y.z" → "/ativar/…". */
export function loggedPath(url) {
  const path = pathOf(url);
  const first = /^\/[^/]*/.exec(path)?.[0] ?? "/";
  return first === path ? path : `${first}/…`;
}
