// The one place the app learns who the client is. The front of `npm start` decides it from the
// socket (and TRUST_PROXY) and hands it over in a header signed with FRONT_SECRET, which it strips
// from every incoming request: no header a client sends (X-Forwarded-For, X-Real-IP, Host) counts.
import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/env";
import { PEER_HEADER, verifyPeerHeader } from "@/lib/security/client-address.mjs";

/** Bucket for requests that did not come through the front (`next dev`, a bare `next start`). */
export const UNVERIFIED_CLIENT = "unverified";

export interface Peer {
  /** The address of the TCP connection that reached the front. */
  socket: string;
  /** The client: the socket, or the first untrusted address of a trusted proxy chain. */
  client: string;
}

/** The peer as the front signed it, or null when the request did not come through the front. */
export async function requestPeer(): Promise<Peer | null> {
  const h = await headers();
  return verifyPeerHeader(h.get(PEER_HEADER), env.FRONT_SECRET);
}

/** The client address for rate limits and security events. */
export async function clientIp(): Promise<string> {
  return (await requestPeer())?.client ?? UNVERIFIED_CLIENT;
}
