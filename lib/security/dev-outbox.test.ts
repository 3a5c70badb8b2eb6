import { describe, expect, it } from "vitest";
import { devOutboxDecision } from "@/lib/security/dev-outbox";

const loopback = { socket: "127.0.0.1", client: "127.0.0.1" };

describe("devOutboxDecision", () => {
  it("opens only for a loopback socket on a localhost root domain", () => {
    expect(devOutboxDecision({ flag: undefined, rootDomain: "localhost", peer: loopback })).toEqual({ open: true, why: "loopback" });
    expect(devOutboxDecision({ flag: undefined, rootDomain: "localhost", peer: { socket: "::1", client: "::1" } }).open).toBe(true);
  });

  it("refuses a socket that is not loopback", () => {
    expect(devOutboxDecision({ flag: undefined, rootDomain: "localhost", peer: { socket: "192.168.0.10", client: "192.168.0.10" } })).toEqual({
      open: false,
      why: "not-loopback",
    });
  });

  it("refuses a remote client behind a trusted proxy on the same machine", () => {
    expect(devOutboxDecision({ flag: undefined, rootDomain: "localhost", peer: { socket: "127.0.0.1", client: "203.0.113.9" } }).open).toBe(false);
  });

  it("refuses a request that did not come through the front (no verified socket)", () => {
    expect(devOutboxDecision({ flag: undefined, rootDomain: "localhost", peer: null })).toEqual({ open: false, why: "no-front" });
  });

  it("never opens on another root domain, even from loopback, unless DEV_OUTBOX=1", () => {
    expect(devOutboxDecision({ flag: undefined, rootDomain: "estacao.app", peer: loopback })).toEqual({ open: false, why: "root-domain" });
    expect(devOutboxDecision({ flag: "1", rootDomain: "estacao.app", peer: null })).toEqual({ open: true, why: "flag" });
  });

  it("DEV_OUTBOX=0 closes it even from loopback", () => {
    expect(devOutboxDecision({ flag: "0", rootDomain: "localhost", peer: loopback }).open).toBe(false);
  });
});
