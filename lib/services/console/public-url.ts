// The station's WordPress address (settings.wordpressUrl) is fetched by the server (the news
// adapter), so it must name a public https site: no http, no IP literal, and no host that resolves
// to a private, loopback, link-local, CGNAT, unique-local or otherwise non-public address (every
// address the name resolves to, IPv4 and IPv6). Otherwise an owner could make the server read its
// own network. The fetch itself may still meet DNS rebinding; the driver's timeout bounds it.
import "server-only";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

export const MSG_URL_INVALID = "Informe um endereço completo, como https://www.suaentidade.org.br.";
export const MSG_URL_HTTPS = "Use um endereço público com https:// (endereços http:// não são aceitos).";
export const MSG_URL_IP = "Use o nome do site (https://www.suaentidade.org.br), não um endereço IP.";
export const MSG_URL_PRIVATE = "Este endereço aponta para uma rede interna. Use o endereço público do seu site.";
export const MSG_URL_UNRESOLVED = "Não encontramos este endereço na internet. Confira o domínio.";

const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // CGNAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local (cloud metadata)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const) blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48],
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo, ORCHID...)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4 (embeds an IPv4)
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) blocked.addSubnet(net, prefix, "ipv6");

/** Whether an IP address (v4 or v6) is outside the public internet. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // IPv4-mapped IPv6 (::ffff:a.b.c.d): a public site does not answer with one. (BlockList itself
  // matches every IPv4 against an IPv6 ::ffff:0:0/96 rule, so this one is checked by hand.)
  if (family === 6 && /^(0{0,4}:){0,5}:?ffff:/i.test(address) && address.includes(".")) return true;
  if (family === 6 && /^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/i.test(address)) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

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

/** The full check: shape, then every address the host resolves to must be public. */
export async function checkPublicUrl(raw: string, resolve: Resolver = systemResolver): Promise<PublicUrlCheck> {
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
  if (addresses.some(isNonPublicAddress)) return { ok: false, message: MSG_URL_PRIVATE };
  return shape;
}
