// Who the client is: TRUST_PROXY rules and the signed header the front hands to Next.
import { describe, expect, it } from "vitest";
import { isLoopback, normalizeIp, parseTrustProxy, peerHeaderValue, resolveClient, verifyPeerHeader } from "./client-address.mjs";

const none = parseTrustProxy(undefined);

describe("resolveClient", () => {
  it("trusts nobody by default: the socket is the client and X-Forwarded-For is dropped", () => {
    expect(resolveClient("::ffff:127.0.0.1", "203.0.113.9, 10.0.0.1", none)).toEqual({ socket: "127.0.0.1", client: "127.0.0.1", chain: ["127.0.0.1"] });
  });

  it("with a number of hops, takes the address that many hops before the front", () => {
    const one = parseTrustProxy("1");
    expect(resolveClient("10.0.0.2", "1.1.1.1, 203.0.113.9", one)).toEqual({ socket: "10.0.0.2", client: "203.0.113.9", chain: ["203.0.113.9", "10.0.0.2"] });
    const two = parseTrustProxy("2");
    expect(resolveClient("10.0.0.2", "1.1.1.1, 203.0.113.9, 10.0.0.5", two).client).toBe("203.0.113.9");
    // More hops than the chain has: the leftmost address.
    expect(resolveClient("10.0.0.2", "203.0.113.9", parseTrustProxy("5")).client).toBe("203.0.113.9");
  });

  it("with a CIDR list, walks from the socket past trusted proxies to the first outsider", () => {
    const trust = parseTrustProxy("10.0.0.0/8, 192.168.1.7");
    expect(resolveClient("10.1.2.3", "6.6.6.6, 203.0.113.9, 192.168.1.7", trust).client).toBe("203.0.113.9");
    // A socket outside the list is the client, whatever it claims.
    expect(resolveClient("198.51.100.4", "127.0.0.1", trust)).toEqual({ socket: "198.51.100.4", client: "198.51.100.4", chain: ["198.51.100.4"] });
  });

  it("stops at a forged entry that is not an IP", () => {
    expect(resolveClient("10.0.0.2", "<script>, 203.0.113.9", parseTrustProxy("3")).client).toBe("203.0.113.9");
    expect(resolveClient("10.0.0.2", "not-an-ip", parseTrustProxy("1")).client).toBe("10.0.0.2");
  });
});

describe("parseTrustProxy", () => {
  it("refuses what is neither a hop count nor IPs/CIDRs", () => {
    expect(() => parseTrustProxy("yes")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/prefixo/);
    expect(parseTrustProxy("0")).toEqual({ kind: "none" });
    expect(parseTrustProxy("::1, fd00::/8").kind).toBe("cidrs");
  });
});

describe("peer header", () => {
  it("verifies only what the front signed with its secret", () => {
    const secret = "s".repeat(43);
    const value = peerHeaderValue(secret, "127.0.0.1", "127.0.0.1");
    expect(verifyPeerHeader(value, secret)).toEqual({ socket: "127.0.0.1", client: "127.0.0.1" });
    expect(verifyPeerHeader(value, "t".repeat(43))).toBeNull();
    expect(verifyPeerHeader(value.replace("127.0.0.1 127.0.0.1", "127.0.0.1 127.0.0.2"), secret)).toBeNull();
    expect(verifyPeerHeader("127.0.0.1 127.0.0.1 forged", secret)).toBeNull();
    expect(verifyPeerHeader(value, undefined)).toBeNull();
  });
});

describe("addresses", () => {
  it("normalises mapped IPv4 and knows loopback", () => {
    expect(normalizeIp("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(normalizeIp("[::1]")).toBe("::1");
    expect(normalizeIp("localhost")).toBeNull();
    expect([isLoopback("127.0.0.1"), isLoopback("::1"), isLoopback("::ffff:127.0.0.5"), isLoopback("10.0.0.1"), isLoopback("localhost")]).toEqual([true, true, true, false, false]);
  });
});
