import { describe, expect, it } from "vitest";
import { loggedPath } from "./logged-path.mjs";

describe("loggedPath", () => {
  it("keeps a route's first segment and drops what follows it, where tokens, codes and e-mails live", () => {
    expect(loggedPath("/login-token/9f8e7d6c5b4a")).toBe("/login-token/…");
    expect(loggedPath("/ativar/abc123/membro@demo.test")).toBe("/ativar/…");
    expect(loggedPath("/console/entrar/tok_secret")).toBe("/console/…");
  });

  it("drops the query and keeps a one-segment path whole", () => {
    expect(loggedPath("/login?next=/homepage&token=x")).toBe("/login");
    expect(loggedPath("/")).toBe("/");
  });
});
