// Types of client-address.mjs, which the app imports to read the front's signed header.
export const PEER_HEADER: string;
export function normalizeIp(value: unknown): string | null;
export type TrustProxy = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "cidrs"; list: import("node:net").BlockList };
export function parseTrustProxy(value: string | undefined): TrustProxy;
export function resolveClient(socketAddress: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): { socket: string; client: string; chain: string[] };
export function peerHeaderValue(secret: string, socket: string, client: string): string;
export function verifyPeerHeader(value: string | null | undefined, secret: string | undefined): { socket: string; client: string } | null;
export function isLoopback(ip: string | null | undefined): boolean;
export function isTrustedProxy(socketAddress: string | undefined, trust: TrustProxy): boolean;
export const REQUEST_ID_HEADER: "x-request-id";
export function requestIdFor(incoming: string | string[] | undefined, trusted: boolean): string;
