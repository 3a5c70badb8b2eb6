// When the development mailbox (/dev/outbox) may be shown. It lists every code and reset link the
// station sent, so it is a key to every account: it opens only for a person sitting at the server.
//
// "At the server" is the socket address of the connection, never a header. App Router code cannot
// see the socket, so the front of `npm start` (scripts/front/page-cache.mjs), which always answers
// clients, strips any incoming copy of its peer header and sets one carrying the socket address,
// signed with a secret that lives only in that process and Next's environment (FRONT_SECRET).
// Next itself listens on loopback behind it. A request that did not come through the front has no
// verified socket and is refused.
import "server-only";
import { env } from "@/lib/env";
import type { Peer } from "@/lib/security/client-ip";
import { isLoopback } from "@/lib/security/client-address.mjs";

export type DevOutboxDecision =
  | { open: true; why: "flag" | "loopback" }
  | { open: false; why: "flag-off" | "root-domain" | "no-front" | "not-loopback" };

/**
 * The one decision, pure:
 * - DEV_OUTBOX=1 opens it for everyone (demos); DEV_OUTBOX=0 closes it for everyone;
 * - otherwise only on a `localhost` ROOT_DOMAIN, and only when both the socket and the client the
 *   front resolved are loopback (behind a trusted proxy on the same machine, the socket is loopback
 *   but the client is not).
 */
export function devOutboxDecision(input: { flag: "0" | "1" | undefined; rootDomain: string; peer: Peer | null }): DevOutboxDecision {
  if (input.flag === "1") return { open: true, why: "flag" };
  if (input.flag === "0") return { open: false, why: "flag-off" };
  if (input.rootDomain !== "localhost") return { open: false, why: "root-domain" };
  if (!input.peer) return { open: false, why: "no-front" };
  if (!isLoopback(input.peer.socket) || !isLoopback(input.peer.client)) return { open: false, why: "not-loopback" };
  return { open: true, why: "loopback" };
}

/** The decision for this process's configuration and a request's peer. */
export function devOutboxDecisionFor(peer: Peer | null): DevOutboxDecision {
  return devOutboxDecision({ flag: env.DEV_OUTBOX, rootDomain: env.ROOT_DOMAIN, peer });
}
