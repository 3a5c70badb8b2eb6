// Who is the client? The front of `npm start` answers this once per request, from the socket and,
// only when TRUST_PROXY says so, from the X-Forwarded-For chain that trusted proxies appended. The
// answer reaches Next in one signed header (PEER_HEADER), so no header a client sends can change it.
//
// TRUST_PROXY (also validated in lib/env.ts):
//   unset          trust nobody: the client is the socket address, any X-Forwarded-For is dropped;
//   a number N     the N nearest hops are proxies (1: one load balancer in front of `npm start`);
//   CIDR list      "10.0.0.0/8, 192.168.1.7": addresses in the list are proxies, walked from the
//                  socket leftwards until the first address outside the list, which is the client.
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import net from "node:net";

/** The front's header to Next: "socket client signature". Any copy a client sends is dropped. */
export const PEER_HEADER = "x-estacao-peer";

/** "::ffff:127.0.0.1" -> "127.0.0.1"; IPv6 lowercased; anything that is not an IP -> null. */
export function normalizeIp(value) {
  let ip = String(value ?? "").trim();
  if (ip.startsWith("[") && ip.includes("]")) ip = ip.slice(1, ip.indexOf("]"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) ip = mapped[1];
  const family = net.isIP(ip);
  if (family === 0) return null;
  return family === 6 ? ip.toLowerCase() : ip;
}

/** Parses TRUST_PROXY; throws an Error with a pt-BR message when it is not valid. */
export function parseTrustProxy(value) {
  const raw = String(value ?? "").trim();
  if (raw === "") return { kind: "none" };
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 32) throw new Error("TRUST_PROXY: no máximo 32 saltos.");
    return hops === 0 ? { kind: "none" } : { kind: "hops", hops };
  }
  const list = new net.BlockList();
  for (const part of raw.split(",").map((p) => p.trim()).filter(Boolean)) {
    const [address, bits, extra] = part.split("/");
    const ip = normalizeIp(address);
    if (!ip || extra !== undefined) throw new Error(`TRUST_PROXY: "${part}" não é um endereço IP nem uma faixa CIDR.`);
    const family = net.isIP(ip) === 6 ? "ipv6" : "ipv4";
    const max = family === "ipv6" ? 128 : 32;
    const prefix = bits === undefined ? max : /^\d+$/.test(bits) ? Number(bits) : NaN;
    if (!(prefix >= 0 && prefix <= max)) throw new Error(`TRUST_PROXY: "${part}" tem um prefixo inválido.`);
    list.addSubnet(ip, prefix, family);
  }
  return { kind: "cidrs", list };
}

function isTrusted(trust, ip) {
  return trust.kind === "cidrs" && trust.list.check(ip, net.isIP(ip) === 6 ? "ipv6" : "ipv4");
}

/**
 * The client address and the chain to forward (client first, socket last). Without trust the chain
 * is the socket alone, whatever X-Forwarded-For said.
 */
export function resolveClient(socketAddress, forwardedFor, trust) {
  const socket = normalizeIp(socketAddress) ?? "0.0.0.0";
  if (trust.kind === "none") return { socket, client: socket, chain: [socket] };
  const claimed = String(forwardedFor ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const all = [...claimed, socket];
  let i = all.length - 1; // the socket
  let hops = 0;
  for (;;) {
    const trustedHere = trust.kind === "hops" ? hops < trust.hops : isTrusted(trust, all[i]);
    if (!trustedHere || i === 0) break;
    const next = normalizeIp(all[i - 1]);
    if (!next) break; // a forged or broken entry ends the walk: the last good address is the client
    all[i - 1] = next;
    i--;
    hops++;
  }
  return { socket, client: all[i], chain: all.slice(i) };
}

function sign(secret, text) {
  return createHmac("sha256", secret).update(text).digest("base64url");
}

/** The PEER_HEADER value for Next. */
export function peerHeaderValue(secret, socket, client) {
  return `${socket} ${client} ${sign(secret, `${socket} ${client}`)}`;
}

/** Reads a PEER_HEADER value; null unless the front signed it with `secret`. */
export function verifyPeerHeader(value, secret) {
  if (!secret || typeof value !== "string") return null;
  const [socket, client, signature, extra] = value.split(" ");
  if (!socket || !client || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, `${socket} ${client}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { socket, client };
}

/** 127.0.0.0/8 and ::1. */
export function isLoopback(ip) {
  const n = normalizeIp(ip);
  return n !== null && (n === "::1" || /^127\./.test(n));
}

/** Whether the connection's peer is a proxy TRUST_PROXY trusts (its forwarded headers count). */
export function isTrustedProxy(socketAddress, trust) {
  // Any address the peer might forward: the walk goes past the peer only when the peer is trusted.
  return resolveClient(socketAddress, "192.0.2.1", trust).chain.length > 1;
}

/** The request id header the front, nginx and Next's request log share. */
export const REQUEST_ID_HEADER = "x-request-id";
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming request id when it comes from a trusted sender and is well formed, else a new one. */
export function requestIdFor(incoming, trusted) {
  return trusted && typeof incoming === "string" && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
}
