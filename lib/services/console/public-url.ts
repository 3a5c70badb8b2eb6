// The station's WordPress address (settings.wordpressUrl) is fetched by the server (the news
// adapter), so it must name a public https site: no http, no IP literal, and no host that resolves
// to a private, loopback, link-local, CGNAT, unique-local or otherwise non-public address (every
// address the name resolves to, IPv4 and IPv6). Otherwise an owner could make the server read its
// own network. This is the check at save time, to tell the owner at once; the fetch checks again
// at connect time, every redirect too (lib/security/outbound-fetch.ts), since a name can change
// its address later. An origin the operator trusts (OUTBOUND_ALLOW_ORIGINS) passes both.
import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { isNonPublicAddress } from "@/lib/security/public-address";

export const MSG_URL_INVALID = "Informe um endereço completo, como https://www.suaentidade.org.br.";
export const MSG_URL_HTTPS = "Use um endereço público com https:// (endereços http:// não são aceitos).";
export const MSG_URL_IP = "Use o nome do site (https://www.suaentidade.org.br), não um endereço IP.";
export const MSG_URL_PRIVATE = "Este endereço aponta para uma rede interna. Use o endereço público do seu site.";
export const MSG_URL_UNRESOLVED = "Não encontramos este endereço na internet. Confira o domínio.";

export type Resolver = (host: string) => Promise<string[]>;

const systemResolver: Resolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

export type PublicUrlCheck = { ok: true; url: string } | { ok: false; message: string };

/** The URL's shape alone (client-safe rules, also run first on the server). */
export function checkUrlShape(raw: string): PublicUrlCheck {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, message: MSG_URL_INVALID };
  }
  if (url.protocol !== "https:") return { ok: false, message: MSG_URL_HTTPS };
  if (url.username || url.password) return { ok: false, message: MSG_URL_INVALID };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) !== 0 || /^[\d.]+$/.test(host) || /^0x/i.test(host)) return { ok: false, message: MSG_URL_IP };
  if (!host.includes(".") || host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal")) {
    return { ok: false, message: MSG_URL_PRIVATE };
  }
  url.hash = "";
  return { ok: true, url: url.toString().replace(/\/$/, "") };
}

/** The URL, normalised as checkUrlShape does, when its origin is one the operator trusts. */
function trustedUrl(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    if (!env.OUTBOUND_ALLOW_ORIGINS.includes(url.origin) || url.username || url.password) return null;
    url.hash = "";
    return url.toString().replace(/\/$/, "");
  } catch {
    return null;
  }
}

/** The full check: shape, then every address the host resolves to must be public. */
export async function checkPublicUrl(raw: string, resolve: Resolver = systemResolver): Promise<PublicUrlCheck> {
  const trusted = trustedUrl(raw);
  if (trusted) return { ok: true, url: trusted };
  const shape = checkUrlShape(raw);
  if (!shape.ok) return shape;
  const host = new URL(shape.url).hostname;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return { ok: false, message: MSG_URL_UNRESOLVED };
  }
  if (addresses.length === 0) return { ok: false, message: MSG_URL_UNRESOLVED };
  // The same address rule as the fetch's (lib/security/public-address.ts).
  if (addresses.some(isNonPublicAddress)) return { ok: false, message: MSG_URL_PRIVATE };
  return shape;
}
