import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT, ownerDraftCookie, readOwnerDraft } from "./owner-wizard-draft";

const valueOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1, cookie.indexOf(";"));
const draft = { step: 5, logo: "/files/platform/logo/abc123.png", color: "#6A1B9A", name: "Minha Loja", contactMail: "oi@loja.test" };

describe("owner wizard draft", () => {
  it("comes back for the owner who wrote it, at the step reached", () => {
    const value = valueOf(ownerDraftCookie(7, draft, false));
    expect(readOwnerDraft(value, 7, true)).toEqual(draft);
    expect(readOwnerDraft(decodeURIComponent(value), 7, true)).toEqual(draft);
  });

  it("is ignored for another owner, and when unreadable", () => {
    expect(readOwnerDraft(valueOf(ownerDraftCookie(7, draft, false)), 8, true)).toEqual(EMPTY_DRAFT);
    expect(readOwnerDraft("%7Bnope", 7, true)).toEqual(EMPTY_DRAFT);
    expect(readOwnerDraft(undefined, 7, true)).toEqual(EMPTY_DRAFT);
  });

  it("never skips the personal data, and drops a logo that is not an apex upload", () => {
    const forged = encodeURIComponent(JSON.stringify({ uid: 7, ...draft, logo: "https://evil.test/x.png" }));
    expect(readOwnerDraft(forged, 7, false)).toMatchObject({ step: 2, logo: null, color: "#6A1B9A" });
  });

  it("is cleared by a cookie that expires at once, on the wizard's path only", () => {
    expect(ownerDraftCookie(7, null, true)).toBe("estacao.owner-wizard=; Max-Age=0; Path=/criar-estacao; SameSite=Lax; Secure");
  });
});
