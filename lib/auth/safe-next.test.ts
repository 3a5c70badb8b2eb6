import { describe, expect, it } from "vitest";
import { REDIRECT_TRICKS as offSite } from "@/e2e/redirect-tricks";
import { safeNextPath } from "./safe-next";

const ORIGIN = "http://demo.localhost:3400";

/** Where a browser goes with `answer` as the Location of a response to `from` on this station. */
function followed(answer: string, from = "/logout"): URL {
  return new URL(answer, new URL(from, ORIGIN));
}

describe("safeNextPath", () => {
  it("keeps a path of this site, with its query", () => {
    expect(safeNextPath("/suporte", "/", ORIGIN)).toBe("/suporte");
    expect(safeNextPath("/login", "/", ORIGIN)).toBe("/login");
    expect(safeNextPath("/homepage/atividades?categoria=2", "/", ORIGIN)).toBe("/homepage/atividades?categoria=2");
    expect(safeNextPath("/validar/demo/ABC123", "/criar-estacao", ORIGIN)).toBe("/validar/demo/ABC123");
  });

  it("turns an absolute address on this very origin into its path", () => {
    expect(safeNextPath(`${ORIGIN}/suporte?x=1`, "/", ORIGIN)).toBe("/suporte?x=1");
  });

  it("falls back when there is none", () => {
    expect(safeNextPath(null, "/", ORIGIN)).toBe("/");
    expect(safeNextPath("", "/criar-estacao", ORIGIN)).toBe("/criar-estacao");
  });


  it.each(offSite)("never sends the browser off the station for %j", (trick) => {
    const answer = safeNextPath(trick, "/", ORIGIN);
    for (const from of ["/logout", "/logout/confirmar", "/entrar"]) {
      expect(followed(answer, from).origin, `${JSON.stringify(trick)} → ${JSON.stringify(answer)} from ${from}`).toBe(ORIGIN);
    }
    expect(answer.startsWith("/") && !answer.startsWith("//"), `${JSON.stringify(trick)} → ${JSON.stringify(answer)}`).toBe(true);
  });

  it("reads a bare relative target as a path of this origin", () => {
    expect(safeNextPath("example.org", "/", ORIGIN)).toBe("/example.org");
    expect(safeNextPath("http:example.org", "/", ORIGIN)).toBe("/example.org");
  });

  it.each(offSite)("answers the fallback, not a rewritten target, for %j", (trick) => {
    expect(safeNextPath(trick, "/", ORIGIN)).toBe("/");
  });
});
