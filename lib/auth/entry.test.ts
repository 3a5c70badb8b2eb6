import { describe, expect, it } from "vitest";
import { decideEntry, pathAfterLogin, type EntryUser } from "@/lib/auth/entry";

const member: EntryUser = { typeId: 2, active: true, isFirstLogin: false, suspended: false, deleted: false, establishmentId: 1 };

describe("decideEntry (root entry decisions)", () => {
  it("lets active participants and owners with an establishment in", () => {
    expect(decideEntry(member)).toEqual({ kind: "enter" });
    expect(decideEntry({ ...member, typeId: 1 })).toEqual({ kind: "enter" });
  });

  it("blocks a user without an establishment link", () => {
    expect(decideEntry({ ...member, establishmentId: null })).toEqual({ kind: "no-establishment" });
  });

  it("sends an inactive user to confirmation even before the establishment link exists", () => {
    expect(decideEntry({ ...member, active: false, establishmentId: null })).toEqual({ kind: "inactive" });
  });

  it("puts deletion and suspension above everything else", () => {
    expect(decideEntry({ ...member, deleted: true, suspended: true, active: false })).toEqual({ kind: "deleted" });
    expect(decideEntry({ ...member, suspended: true, active: false, establishmentId: null })).toEqual({ kind: "suspended" });
  });

  it("sends a first login to the wizard", () => {
    expect(decideEntry({ ...member, isFirstLogin: true })).toEqual({ kind: "first-login" });
    expect(pathAfterLogin({ isFirstLogin: true })).toBe("/signup");
    expect(pathAfterLogin({ isFirstLogin: false })).toBe("/");
  });
});
