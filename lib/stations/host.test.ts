import { describe, expect, it } from "vitest";
import { isDomainKey, resolveHost } from "./host";

describe("resolveHost", () => {
  it("maps a subdomain of the root to its station slug, ignoring the port", () => {
    expect(resolveHost("demo.localhost:3000", "localhost")).toEqual({ kind: "station", key: "demo" });
    expect(resolveHost("Vitrine.LocalHost", "localhost")).toEqual({ kind: "station", key: "vitrine" });
    expect(resolveHost("demo.estacao.app", "estacao.app")).toEqual({ kind: "station", key: "demo" });
  });

  it("serves the platform on the apex and on www", () => {
    expect(resolveHost("localhost:3000", "localhost")).toEqual({ kind: "apex" });
    expect(resolveHost("www.estacao.app", "estacao.app")).toEqual({ kind: "apex" });
  });

  it("serves the owner console on painel.{root}, never a station", () => {
    expect(resolveHost("painel.localhost:3000", "localhost")).toEqual({ kind: "console" });
    expect(resolveHost("PAINEL.estacao.app", "estacao.app")).toEqual({ kind: "console" });
    expect(resolveHost("painel.demo.localhost", "localhost")).toEqual({ kind: "unknown" });
  });

  it("never treats reserved, nested or malformed subdomains as stations", () => {
    expect(resolveHost("admin.localhost", "localhost")).toEqual({ kind: "unknown" });
    expect(resolveHost("a.demo.localhost", "localhost")).toEqual({ kind: "unknown" });
    expect(resolveHost("demo1.localhost", "localhost")).toEqual({ kind: "unknown" });
    expect(resolveHost("", "localhost")).toEqual({ kind: "unknown" });
    expect(resolveHost(null, "localhost")).toEqual({ kind: "unknown" });
  });

  it("passes other host names on as candidate custom domains", () => {
    const target = resolveHost("clube.exemplo.com.br:443", "localhost");
    expect(target).toEqual({ kind: "station", key: "clube.exemplo.com.br" });
    expect(isDomainKey("clube.exemplo.com.br")).toBe(true);
    expect(isDomainKey("demo")).toBe(false);
  });
});
