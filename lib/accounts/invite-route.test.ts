import { describe, expect, it } from "vitest";
import { parseInviteRoute } from "./invite-route";

describe("parseInviteRoute", () => {
  it("reads a bare code and the inviter link form", () => {
    expect(parseInviteRoute("CLUBE10")).toEqual({ code: "CLUBE10", inviterId: null, stationId: null });
    expect(parseInviteRoute("CLUBE10-U42-E7")).toEqual({ code: "CLUBE10", inviterId: 42, stationId: 7 });
    expect(parseInviteRoute("MEU-CODIGO-U1-E2")).toEqual({ code: "MEU-CODIGO", inviterId: 1, stationId: 2 });
  });

  it("ignores empty segments", () => {
    expect(parseInviteRoute(undefined)).toBeNull();
    expect(parseInviteRoute(" ")).toBeNull();
  });
});
