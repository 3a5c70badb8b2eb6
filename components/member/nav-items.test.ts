// The member menu never leads to a missing page: every item a station can show has a page file
// under app/s/[station]/, whatever its flags and settings (a member once found 12 of 15 items
// were 404s).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readStationSettings, type StationSettings } from "@/lib/stations/settings";
import { featureRoutes, MEMBER_FEATURES, type MemberFeature } from "@/lib/stations/features";
import { avatarMenuItems, memberNavItems } from "./nav-items";

const root = path.resolve(import.meta.dirname, "../..");
const hasPage = (href: string) => fs.existsSync(path.join(root, "app/s/[station]", href, "page.tsx"));

const allOn = { feed: true, events: true, files: true, checkout: true, myAccount: true };
const allOff = { feed: false, events: false, files: false, checkout: false, myAccount: false };
const station = (flags: typeof allOn, settings: Partial<StationSettings> = {}, hasPlans = true) => ({ flags, settings: readStationSettings(settings), hasPlans });

describe("member menu", () => {
  it("shows only items with a page behind them, with every flag on or off and either profile variant", () => {
    for (const s of [station(allOn), station(allOff), station(allOn, { luckyNumbers: true })]) {
      const items = memberNavItems(s);
      expect(items.map((i) => i.href)).toContain("/homepage");
      for (const item of items) expect(hasPage(item.href), `${item.label} → ${item.href}`).toBe(true);
    }
  });

  it("has a page file for every feature marked built, and none leaks while unbuilt", () => {
    for (const [feature, entry] of Object.entries(MEMBER_FEATURES)) {
      if (entry.built) expect(hasPage(entry.route), `${feature} → ${entry.route}`).toBe(true);
    }
    const routes = featureRoutes(station(allOn));
    for (const feature of Object.keys(routes) as MemberFeature[]) expect(MEMBER_FEATURES[feature].built, feature).toBe(true);
  });

  it("keeps Perfil in the avatar menu when lucky numbers take its menu place, once, and not when the station hides it", () => {
    const lucky = station(allOn, { luckyNumbers: true });
    expect(memberNavItems(lucky).map((i) => i.label)).not.toContain("Perfil");
    const avatar = avatarMenuItems(lucky).map((i) => i.href);
    expect(avatar[0]).toBe("/homepage/perfil");
    expect(avatar).toContain("/homepage/numeros-da-sorte");
    expect(avatarMenuItems(station(allOn)).filter((i) => i.href === "/homepage/perfil")).toHaveLength(1);
    expect(avatarMenuItems(station(allOn, { luckyNumbers: true, hiddenMenuItems: ["profile"] })).map((i) => i.href)).not.toContain("/homepage/perfil");
  });

  it("offers plans only while the station sells one", () => {
    const plans = MEMBER_FEATURES.plans.route;
    expect(memberNavItems(station(allOn)).map((i) => i.href)).toContain(plans);
    expect(memberNavItems(station(allOn, {}, false)).map((i) => i.href)).not.toContain(plans);
  });

  it("offers station news only while the station has published one", () => {
    const news = MEMBER_FEATURES.news.route;
    expect(memberNavItems({ ...station(allOn), hasNews: true }).map((i) => i.href)).toContain(news);
    expect(memberNavItems({ ...station(allOn), hasNews: false }).map((i) => i.href)).not.toContain(news);
  });

  it("follows the station's flags and hidden items for built features", () => {
    const invitations = MEMBER_FEATURES.invitations.route;
    expect(memberNavItems(station(allOn)).map((i) => i.href)).toContain(invitations);
    expect(memberNavItems(station(allOn, { hiddenMenuItems: ["invitations"] })).map((i) => i.href)).not.toContain(invitations);
  });
});
