// settings.wordpressUrl is fetched by the server: only public https sites pass, by every address
// their name resolves to.
import { afterEach, describe, expect, it, vi } from "vitest";
import { MSG_URL_HTTPS, MSG_URL_INVALID, MSG_URL_IP, MSG_URL_PRIVATE, MSG_URL_UNRESOLVED, checkPublicUrl } from "./public-url";

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

describe("checkPublicUrl with origins the operator trusts (OUTBOUND_ALLOW_ORIGINS)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("accepts a trusted origin, which the server will fetch, and nothing else on its host", async () => {
    vi.resetModules();
    vi.stubEnv("OUTBOUND_ALLOW_ORIGINS", "https://wp.intranet:8443");
    const { checkPublicUrl: check } = await import("./public-url");
    expect(await check("https://wp.intranet:8443/", resolve)).toEqual({ ok: true, url: "https://wp.intranet:8443" });
    expect(await check("https://wp.intranet:8443/blog#topo", resolve)).toEqual({ ok: true, url: "https://wp.intranet:8443/blog" });
    expect(await check("https://wp.intranet", resolve)).toEqual({ ok: false, message: MSG_URL_UNRESOLVED });
    expect(await check("http://wp.intranet:8443", resolve)).toEqual({ ok: false, message: MSG_URL_HTTPS });
  });
});
