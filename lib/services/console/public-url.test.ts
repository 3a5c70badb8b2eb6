// settings.wordpressUrl is fetched by the server: only public https sites pass, by every address
// their name resolves to.
import { describe, expect, it } from "vitest";
import { MSG_URL_HTTPS, MSG_URL_INVALID, MSG_URL_IP, MSG_URL_PRIVATE, MSG_URL_UNRESOLVED, checkPublicUrl, isNonPublicAddress } from "./public-url";

const dns: Record<string, string[]> = {
  "www.sindicato.org.br": ["200.160.2.3", "2801:80:1d0:1::3"],
  "interno.exemplo.com": ["10.1.2.3"],
  "misto.exemplo.com": ["200.160.2.3", "192.168.0.10"],
  "v6local.exemplo.com": ["fd12:3456::1"],
  "v6link.exemplo.com": ["fe80::1"],
  "cgnat.exemplo.com": ["100.64.1.1"],
  "metadata.exemplo.com": ["169.254.169.254"],
  "mapped.exemplo.com": ["::ffff:127.0.0.1"],
  "loop6.exemplo.com": ["::1"],
  "loop.exemplo.com": ["127.0.0.1"],
};
const resolve = async (host: string) => {
  const found = dns[host];
  if (!found) throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
  return found;
};

describe("checkPublicUrl", () => {
  it.each([
    ["https://www.sindicato.org.br", { ok: true, url: "https://www.sindicato.org.br" }],
    ["https://www.sindicato.org.br/", { ok: true, url: "https://www.sindicato.org.br" }],
    ["https://www.sindicato.org.br/blog#topo", { ok: true, url: "https://www.sindicato.org.br/blog" }],
    ["http://www.sindicato.org.br", { ok: false, message: MSG_URL_HTTPS }],
    ["http://127.0.0.1", { ok: false, message: MSG_URL_HTTPS }],
    ["ftp://www.sindicato.org.br", { ok: false, message: MSG_URL_HTTPS }],
    ["sindicato.org.br", { ok: false, message: MSG_URL_INVALID }],
    ["https://user:senha@www.sindicato.org.br", { ok: false, message: MSG_URL_INVALID }],
    ["https://127.0.0.1", { ok: false, message: MSG_URL_IP }],
    ["https://200.160.2.3", { ok: false, message: MSG_URL_IP }],
    ["https://[::1]", { ok: false, message: MSG_URL_IP }],
    ["https://[2801:80:1d0:1::3]", { ok: false, message: MSG_URL_IP }],
    ["https://2130706433", { ok: false, message: MSG_URL_IP }],
    ["https://0x7f000001", { ok: false, message: MSG_URL_IP }],
    ["https://localhost", { ok: false, message: MSG_URL_PRIVATE }],
    ["https://painel.localhost", { ok: false, message: MSG_URL_PRIVATE }],
    ["https://intranet", { ok: false, message: MSG_URL_PRIVATE }],
    ["https://interno.exemplo.com", { ok: false, message: MSG_URL_PRIVATE }],
    ["https://misto.exemplo.com", { ok: false, message: MSG_URL_PRIVATE }],
    ["https://v6local.exemplo.com", { ok: false, message: MSG_URL_PRIVATE }],
    ["https://v6link.exemplo.com", { ok: false, message: MSG_URL_PRIVATE }],
    ["https://cgnat.exemplo.com", { ok: false, message: MSG_URL_PRIVATE }],
    ["https://metadata.exemplo.com", { ok: false, message: MSG_URL_PRIVATE }],
    ["https://mapped.exemplo.com", { ok: false, message: MSG_URL_PRIVATE }],
    ["https://loop6.exemplo.com", { ok: false, message: MSG_URL_PRIVATE }],
    ["https://loop.exemplo.com", { ok: false, message: MSG_URL_PRIVATE }],
    ["https://naoexiste.exemplo.com", { ok: false, message: MSG_URL_UNRESOLVED }],
  ])("%s", async (raw, expected) => {
    expect(await checkPublicUrl(raw, resolve)).toEqual(expected);
  });
});

describe("isNonPublicAddress", () => {
  it.each([
    ["8.8.8.8", false],
    ["200.160.2.3", false],
    ["2001:4860:4860::8888", false],
    ["10.0.0.1", true],
    ["172.16.5.4", true],
    ["172.32.0.1", false],
    ["192.168.1.1", true],
    ["100.64.0.1", true],
    ["100.128.0.1", false],
    ["127.8.8.8", true],
    ["169.254.169.254", true],
    ["0.0.0.0", true],
    ["224.0.0.1", true],
    ["255.255.255.255", true],
    ["::", true],
    ["::1", true],
    ["fc00::1", true],
    ["fdff::1", true],
    ["fe80::abcd", true],
    ["::ffff:10.0.0.1", true],
    ["ff02::1", true],
    ["nem-ip", true],
  ])("%s → %s", (address, expected) => {
    expect(isNonPublicAddress(address)).toBe(expected);
  });
});
