// Which addresses the server may connect to on an owner's behalf: the public internet only, in
// every spelling an address can take.
import { describe, expect, it } from "vitest";
import { isNonPublicAddress } from "./public-address";

describe("isNonPublicAddress", () => {
  it.each([
    ["8.8.8.8", false],
    ["200.160.2.3", false],
    ["172.32.0.1", false],
    ["100.128.0.1", false],
    ["2001:4860:4860::8888", false],
    ["2801:80:1d0:1::3", false],
    ["10.0.0.1", true],
    ["172.16.5.4", true],
    ["192.168.1.1", true],
    ["100.64.0.1", true], // CGNAT
    ["100.100.100.200", true], // a cloud's metadata address, inside CGNAT
    ["127.0.0.1", true],
    ["127.8.8.8", true],
    ["169.254.169.254", true], // cloud metadata
    ["0.0.0.0", true],
    ["0.1.2.3", true],
    ["224.0.0.1", true],
    ["255.255.255.255", true],
    ["::", true],
    ["::1", true],
    ["0:0:0:0:0:0:0:1", true],
    ["fc00::1", true],
    ["fdff::1", true],
    ["fd00:ec2::254", true], // cloud metadata over IPv6, unique-local
    ["fe80::abcd", true],
    ["fe80::1%eth0", true],
    ["ff02::1", true],
    ["::ffff:127.0.0.1", true], // IPv4-mapped
    ["::ffff:10.0.0.1", true],
    ["::ffff:7f00:1", true],
    ["0:0:0:0:0:ffff:7f00:1", true],
    ["::ffff:8.8.8.8", true], // a public site does not answer with a mapped address
    ["::127.0.0.1", true], // IPv4-compatible
    ["::7f00:1", true],
    ["::a9fe:a9fe", true],
    ["::ffff:0:7f00:1", true], // IPv4-translated
    ["::ffff:0:127.0.0.1", true],
    ["64:ff9b::a9fe:a9fe", true], // NAT64 of the metadata address
    ["2002:7f00:1::", true], // 6to4 of loopback
    ["nem-ip", true],
    ["", true],
  ])("%s → %s", (address, expected) => {
    expect(isNonPublicAddress(address)).toBe(expected);
  });
});
