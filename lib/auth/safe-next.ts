// Where a caller-given target (?next=, a form's next) may send the browser: only somewhere on the
// origin that serves it. The target is resolved with the WHATWG URL parser against that origin and
// refused unless the result keeps the origin; the answer is the result's path, and it must resolve
// to that same URL again when a browser reads it as a Location. That second reading is what stops
// "/.//example.org": the parser removes the dot segment and leaves "//example.org", a path on this
// origin that a browser would read as another host.
//
// On top of that, anything a browser or a later hop could still read as another origin is refused
// outright, also when percent-encoded once or several times: "//host", "/\host", control
// characters (a tab or a newline inside "/\t/host" is dropped by the parser; in a header it is a 500).
const MAX_LENGTH = 1024;
/** Only the answer's shape is checked against this when the caller names no origin. */
const REFERENCE_ORIGIN = "http://next.invalid";

function looksOffSite(path: string): boolean {
  return path.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(path);
}

function parse(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** The parser's origin of `origin` ("http://a.localhost:3000"), or null when it is none. */
function originOf(origin: string): string | null {
  const url = parse(origin, REFERENCE_ORIGIN);
  return url && url.origin !== "null" ? url.origin : null;
}

/**
 * A path (with query and hash) on `origin` for `value`, or `fallback` when `value` is missing, too
 * long, or would lead anywhere else. `origin` is the station's (or the apex's, or the console's).
 */
export function safeNextPath(value: string | null | undefined, fallback = "/", origin: string = REFERENCE_ORIGIN): string {
  const home = originOf(origin);
  if (!home || !value || value.length > MAX_LENGTH) return fallback;
  let current = value;
  for (let round = 0; round < 5; round++) {
    if (looksOffSite(current)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return fallback;
    }
    if (decoded === current) break;
    current = decoded;
  }
  if (looksOffSite(current)) return fallback;

  const target = parse(value, home);
  if (!target || target.origin !== home) return fallback;
  const path = `${target.pathname}${target.search}${target.hash}`;
  if (!path.startsWith("/") || looksOffSite(path)) return fallback;
  // Read back the way a browser reads a Location, from any page of the origin.
  const again = parse(path, `${home}/a/b`);
  if (!again || again.href !== target.href) return fallback;
  return path;
}
