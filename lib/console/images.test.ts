import { describe, expect, it } from "vitest";
import { UserFacingError } from "@/lib/actions/result";
import { isStationFile, MSG_IMAGE_NOT_OURS, stationImage } from "./images";

describe("stationImage", () => {
  it("takes none, this station's uploads and what the row already shows", () => {
    expect(stationImage(7, "")).toBeNull();
    expect(stationImage(7, null)).toBeNull();
    expect(stationImage(7, "/files/7/a/b.png")).toBe("/files/7/a/b.png");
    expect(stationImage(7, "/static/demo/x.svg", { kept: ["/static/demo/x.svg"] })).toBe("/static/demo/x.svg");
  });

  it("refuses another station's upload, a climb out of the scope and any other address, on the field named", () => {
    for (const url of ["/files/70/a.png", "/files/7/../8/a.png", "/files/7\\..\\8/a.png", "/static/demo/x.svg", "https://exemplo.com/a.png", "/files/7"]) {
      let refusal: unknown = null;
      try {
        stationImage(7, url, { field: "team.0.photoUrl" });
      } catch (error) {
        refusal = error;
      }
      expect(refusal, url).toBeInstanceOf(UserFacingError);
      expect(refusal).toMatchObject({ message: MSG_IMAGE_NOT_OURS, fieldErrors: { "team.0.photoUrl": MSG_IMAGE_NOT_OURS } });
    }
    expect(isStationFile(7, "/files/7/ok.png")).toBe(true);
    expect(isStationFile(7, "/files/71/ok.png")).toBe(false);
  });
});
