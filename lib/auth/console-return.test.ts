// The path the console returns to after sign-in: only a console page's own address survives, read
// with a URL parser, and only for the station signed in for.
import { describe, expect, it } from "vitest";
import { afterSignIn, consoleReturnPath } from "./console-return";

describe("the console's return path", () => {
  it("keeps a console page's path and query", () => {
    expect(consoleReturnPath("/estacoes/7/validar?codigo=AB12-CD34")).toEqual({ path: "/estacoes/7/validar?codigo=AB12-CD34", stationId: 7 });
    expect(consoleReturnPath("/estacoes/7")).toEqual({ path: "/estacoes/7", stationId: 7 });
    expect(consoleReturnPath("/estacoes/7/membros/12")).toEqual({ path: "/estacoes/7/membros/12", stationId: 7 });
  });

  it.each([
    "//evil.test/estacoes/1",
    "/\\evil.test",
    "/.//evil.test",
    "https://evil.test/estacoes/1",
    "javascript:alert(1)",
    "/estacoes/1/../../logout",
    "/estacoes/1//evil.test",
    "/estacoes/1/%2F%2Fevil.test",
    "/estacoes/x/validar",
    "/link-invalido",
    "/estacoes/1/validar#frag",
    "",
    null,
  ])("drops %s", (raw) => {
    expect(consoleReturnPath(raw)).toBeNull();
  });

  it("sends a sign-in to the kept page only when it is the same station's, else to its overview", () => {
    expect(afterSignIn("/estacoes/3/validar?codigo=X", 3)).toBe("/estacoes/3/validar?codigo=X");
    expect(afterSignIn("/estacoes/4/validar?codigo=X", 3)).toBe("/estacoes/3");
    expect(afterSignIn(undefined, 3)).toBe("/estacoes/3");
    expect(afterSignIn("//evil.test", 3)).toBe("/estacoes/3");
    for (const location of [afterSignIn("/estacoes/3/validar?codigo=%2F%2Fx", 3), afterSignIn("/estacoes/3?x=//y", 3)]) {
      // Whatever is kept, the Location resolves on the console's own origin.
      expect(new URL(location, "https://painel.example").origin).toBe("https://painel.example");
    }
  });
});
