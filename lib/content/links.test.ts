import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities } from "@/lib/activities/schema";
import { users } from "@/lib/accounts/schema";
import { getDb } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { findStationByKey } from "@/lib/stations/queries";
import { appLink, deviceFromUserAgent, storeLink } from "./deep-link";
import { activityShares } from "./schema";
import { resolveShare } from "./shares";

async function setup() {
  const db = await getDb();
  await seedDemo(db);
  const demo = (await findStationByKey(db, "demo"))!;
  const vitrine = (await findStationByKey(db, "vitrine"))!;
  const [member] = await db.select({ id: users.id }).from(users).where(and(eq(users.stationId, demo.id), eq(users.email, "membro@demo.test")));
  const [activity] = await db
    .insert(activities)
    .values({ stationId: demo.id, typeId: 5, name: "Compartilhe a campanha de inverno", isPublic: true })
    .onConflictDoNothing()
    .returning({ id: activities.id });
  const activityId =
    activity?.id ??
    (await db.select({ id: activities.id }).from(activities).where(eq(activities.name, "Compartilhe a campanha de inverno")))[0]!.id;
  return { db, demo, vitrine, memberId: member!.id, activityId };
}

describe("share links", () => {
  it("records a valid share and sends the visitor to the activity", async () => {
    const { db, demo, memberId, activityId } = await setup();
    const share = await resolveShare(db, demo.id, { source: String(memberId), campaign: String(activityId) });
    expect(share?.target).toBe(`/atividade/${activityId}`);
    const rows = await db.select().from(activityShares).where(eq(activityShares.activityId, activityId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stationId: demo.id, userId: memberId });
  });

  it("rejects links whose member or activity is not of this station, or malformed ones, recording nothing", async () => {
    const { db, demo, vitrine, memberId, activityId } = await setup();
    const before = (await db.select().from(activityShares)).length;
    expect(await resolveShare(db, vitrine.id, { source: String(memberId), campaign: String(activityId) })).toBeNull();
    expect(await resolveShare(db, demo.id, { source: String(memberId), campaign: "999999" })).toBeNull();
    expect(await resolveShare(db, demo.id, { source: "abc", campaign: String(activityId) })).toBeNull();
    expect(await resolveShare(db, demo.id, {})).toBeNull();
    expect((await db.select().from(activityShares)).length).toBe(before);
  });
});

describe("deep links", () => {
  it("tells phones from desktops", () => {
    expect(deviceFromUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe("ios");
    expect(deviceFromUserAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8)")).toBe("android");
    expect(deviceFromUserAgent("Mozilla/5.0 (X11; Linux x86_64) Chrome/120")).toBe("desktop");
    expect(deviceFromUserAgent(null)).toBe("desktop");
  });

  it("builds the app link from the station's domain, resource, type and action", () => {
    expect(appLink({ slug: "demo", domain: null }, { resource: "atividade", type: "6", actionId: 12 })).toBe("demo://atividade/6/12");
    expect(appLink({ slug: "x", domain: "clube.exemplo.com.br" }, { resource: "atividade", type: "6", actionId: 1 })).toBe(
      "clubeexemplocombr://atividade/6/1",
    );
  });

  it("sends phones to their store only when the station has both store links", () => {
    const both = { ios: "https://apps.apple.com/x", android: "https://play.google.com/x" };
    expect(storeLink(both, "ios")).toBe(both.ios);
    expect(storeLink(both, "android")).toBe(both.android);
    expect(storeLink(both, "desktop")).toBeNull();
    expect(storeLink({ ios: both.ios, android: null }, "ios")).toBeNull();
  });
});
