// Host → tenant, as one pure function. The request hook and tests rely on it; nothing else parses
// hosts. The port never takes part in matching.

/** The owner console's subdomain (reserved below). */
export const CONSOLE_SUBDOMAIN = "painel";

/** Subdomains that can never be a station (they belong to the platform). */
export const RESERVED_SUBDOMAINS = new Set([
  "www", "app", "api", "admin", "dev", "painel", "static", "assets", "cdn", "mail", "smtp", "status",
  "docs", "blog", "suporte", "help", "estacao", "platform", "plataforma", "s",
]);

export type HostTarget =
  /** The platform's own site (owners create stations here). */
  | { kind: "apex" }
  /** A station, by subdomain slug or by its own domain. */
  | { kind: "station"; key: string }
  /** The owner console, painel.{root}: never a station. */
  | { kind: "console" }
  | { kind: "unknown" };

function stripPort(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1); // IPv6 literal
  return h.replace(/:\d+$/, "").replace(/\.$/, "");
}

/** A slug is the lowercase site name without spaces: letters only. */
export function isValidSlug(slug: string): boolean {
  return /^[a-z]{2,40}$/.test(slug) && !RESERVED_SUBDOMAINS.has(slug);
}

export function resolveHost(rawHost: string | null | undefined, rootDomain: string): HostTarget {
  if (!rawHost) return { kind: "unknown" };
  const host = stripPort(rawHost);
  const root = stripPort(rootDomain);
  if (host === root || host === `www.${root}`) return { kind: "apex" };
  if (host.endsWith(`.${root}`)) {
    const sub = host.slice(0, -(root.length + 1));
    if (sub === CONSOLE_SUBDOMAIN) return { kind: "console" };
    // One label only: a.b.root is not a station.
    return isValidSlug(sub) ? { kind: "station", key: sub } : { kind: "unknown" };
  }
  // Anything else with a dot may be a station's own domain; the station lookup decides.
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return { kind: "station", key: host };
  return { kind: "unknown" };
}

/** Keys with a dot are custom domains; the others are slugs. */
export function isDomainKey(key: string): boolean {
  return key.includes(".");
}
