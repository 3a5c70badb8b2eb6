// Where /logout may send the browser afterwards: only a path on this same site. Everything that a
// browser could read as another origin is refused, also when percent-encoded (once or several
// times): "//host", "/\host", a scheme ("https:", "javascript:"), control characters (a tab or a
// newline inside "/\t/host" is dropped by browsers, leaving "//host", and in a header it is a 500).
const BASE = "http://next.invalid";
const MAX_LENGTH = 1024;

function looksOffSite(path: string): boolean {
  return !path.startsWith("/") || path.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(path);
}

export function safeNextPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || value.length > MAX_LENGTH) return fallback;
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
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
