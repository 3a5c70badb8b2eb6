// Absolute URLs come from configuration, so cached pages print the same address to everyone.
import { afterEach, describe, expect, it, vi } from "vitest";

async function envWith(vars: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  return import("./env");
}

afterEach(() => {
  vi.unstubAllEnvs();
  // A test may leave env.ts failed in the module cache; later imports (the setup's afterAll) need it whole.
  vi.resetModules();
});

describe("publicOrigin", () => {
  it("names the server's port on a local root domain", async () => {
    const { publicOrigin } = await envWith({ ROOT_DOMAIN: "localhost", PORT: "3100", FRONT_PORT: "", PUBLIC_PORT: "", PUBLIC_SCHEME: "" });
    expect(publicOrigin("demo.localhost")).toBe("http://demo.localhost:3100");
  });

  it("names no port on a real domain behind a proxy, and uses the configured scheme", async () => {
    const { publicOrigin } = await envWith({ ROOT_DOMAIN: "estacao.app", PORT: "3000", PUBLIC_PORT: "", PUBLIC_SCHEME: "https" });
    expect(publicOrigin("clube.estacao.app")).toBe("https://clube.estacao.app");
  });

  it("follows PUBLIC_PORT when set, and 0 names none", async () => {
    expect((await envWith({ ROOT_DOMAIN: "estacao.app", PUBLIC_PORT: "8443" })).publicOrigin("clube.estacao.app")).toBe("http://clube.estacao.app:8443");
    expect((await envWith({ ROOT_DOMAIN: "localhost", PORT: "3100", PUBLIC_PORT: "0" })).publicOrigin("demo.localhost")).toBe("http://demo.localhost");
  });

  it("names the front's port when `npm start` runs Next behind it", async () => {
    const { publicOrigin } = await envWith({ ROOT_DOMAIN: "localhost", PORT: "43013", FRONT_PORT: "3100", PUBLIC_PORT: "" });
    expect(publicOrigin("demo.localhost")).toBe("http://demo.localhost:3100");
  });

  it("never adds the port to a station's own domain", async () => {
    const { publicOrigin } = await envWith({ ROOT_DOMAIN: "localhost", PORT: "3100", PUBLIC_PORT: "" });
    expect(publicOrigin("clubedemo.com.br")).toBe("http://clubedemo.com.br");
  });
});

describe("CEP variables", () => {
  it("default to the offline driver", async () => {
    const { env } = await envWith({ CEP_DRIVER: "", VIACEP_URL: "" });
    expect(env.CEP_DRIVER).toBe("offline");
    expect(env.VIACEP_URL).toBe("https://viacep.com.br/ws");
  });

  it("refuse a driver nobody wrote", async () => {
    await expect(envWith({ CEP_DRIVER: "correios" })).rejects.toThrow(/CEP_DRIVER/);
  });
});

describe("payment variables", () => {
  it("leave the driver unset by default (the simulator outside production)", async () => {
    const { env } = await envWith({ PAYMENTS_DRIVER: "" });
    expect(env.PAYMENTS_DRIVER).toBeUndefined();
    expect(env.PAYMENTS_PIX_KEY).toBe("pix@estacao.invalid");
  });

  it("want Pagar.me's keys and a way to authenticate its webhooks when PAYMENTS_DRIVER=pagarme", async () => {
    const missing = { PAYMENTS_DRIVER: "pagarme", PAGARME_SECRET_KEY: "", PAGARME_PUBLIC_KEY: "", PAGARME_WEBHOOK_JWKS_URL: "", PAGARME_WEBHOOK_USER: "", PAGARME_WEBHOOK_PASSWORD: "" };
    await expect(envWith(missing)).rejects.toThrow(/PAGARME_SECRET_KEY: required when PAYMENTS_DRIVER=pagarme\n.*PAGARME_PUBLIC_KEY: required.*\n.*PAGARME_WEBHOOK_JWKS_URL: required/);
    const keys = { ...missing, PAGARME_SECRET_KEY: "sk_test", PAGARME_PUBLIC_KEY: "pk_test" };
    await expect(envWith({ ...keys, PAGARME_WEBHOOK_USER: "hook" })).rejects.toThrow(/PAGARME_WEBHOOK_PASSWORD: set both/);
    const { env } = await envWith({ ...keys, PAGARME_WEBHOOK_USER: "hook", PAGARME_WEBHOOK_PASSWORD: "secret" });
    expect(env.PAGARME_API_URL).toBe("https://api.pagar.me/core/v5");
    expect((await envWith({ ...keys, PAGARME_WEBHOOK_JWKS_URL: "https://keys.example.invalid/jwks.json" })).env.PAGARME_WEBHOOK_JWKS_URL).toBe("https://keys.example.invalid/jwks.json");
  });

  it("refuse a driver nobody wrote", async () => {
    await expect(envWith({ PAYMENTS_DRIVER: "stripe" })).rejects.toThrow(/PAYMENTS_DRIVER/);
  });
});

describe("outbound allow-list", () => {
  it("is empty by default: only public https sites are fetched", async () => {
    const { env } = await envWith({ OUTBOUND_ALLOW_ORIGINS: "" });
    expect(env.OUTBOUND_ALLOW_ORIGINS).toEqual([]);
  });

  it("reads comma-separated origins, written as the URL API writes them", async () => {
    const { env } = await envWith({ OUTBOUND_ALLOW_ORIGINS: " http://127.0.0.1:4090 , https://WP.Intranet.org:443 " });
    expect(env.OUTBOUND_ALLOW_ORIGINS).toEqual(["http://127.0.0.1:4090", "https://wp.intranet.org"]);
  });

  it.each(["127.0.0.1:4090", "ftp://wp.intranet.org", "https://wp.intranet.org/blog", "https://user:pw@wp.intranet.org"])("refuses %s, which is no origin", async (value) => {
    await expect(envWith({ OUTBOUND_ALLOW_ORIGINS: value })).rejects.toThrow(/OUTBOUND_ALLOW_ORIGINS/);
  });
});

describe("demo seed (fixed passwords)", () => {
  it("seeds the embedded database on localhost", async () => {
    expect((await envWith({ ROOT_DOMAIN: "localhost", DATABASE_URL: "", SEED_DEMO: "" })).shouldSeedDemo).toBe(true);
  });

  it("gives a public root domain migrations but no demo accounts unless SEED_DEMO=1", async () => {
    expect((await envWith({ ROOT_DOMAIN: "clube.example.com", DATABASE_URL: "", SEED_DEMO: "" })).shouldSeedDemo).toBe(false);
    expect((await envWith({ ROOT_DOMAIN: "203.0.113.10", DATABASE_URL: "", SEED_DEMO: "" })).shouldSeedDemo).toBe(false);
    expect((await envWith({ ROOT_DOMAIN: "clube.example.com", DATABASE_URL: "", SEED_DEMO: "1" })).shouldSeedDemo).toBe(true);
  });
});
