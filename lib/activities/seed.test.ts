import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { getDb } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { stations } from "@/lib/stations/schema";
import { listPublicActivities } from "./public";
import { getHomeForMember, listActivitiesForMember } from "./queries";
import { activities } from "./schema";
import { DEMO_ACTIVITIES, findDemoActivityId } from "./seed";

describe("activities demo seed", () => {
  it("creates every type 1–20 once, even when run twice, plus home blocks and public activities on both stations", async () => {
    const db = await getDb();
    await seedDemo(db);
    await seedDemo(db);
    const [demo] = await db.select().from(stations).where(eq(stations.slug, "demo"));
    const [vitrine] = await db.select().from(stations).where(eq(stations.slug, "vitrine"));
    const rows = await db.select({ typeId: activities.typeId, name: activities.name }).from(activities).where(eq(activities.stationId, demo!.id));
    for (const name of Object.values(DEMO_ACTIVITIES)) expect(rows.filter((r) => r.name === name)).toHaveLength(1);
    expect(new Set(rows.map((r) => r.typeId))).toEqual(new Set(Array.from({ length: 20 }, (_, i) => i + 1)));
    expect(await findDemoActivityId(db, "demo", DEMO_ACTIVITIES.quiz)).toBeTypeOf("number");

    const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, "membro@demo.test"));
    const home = await getHomeForMember(db, demo!.id, member!.id);
    expect(home.featured.length).toBeGreaterThan(2);
    expect(home.categories.map((c) => c.name)).toEqual(["Ganhe pontos", "Solidariedade", "Compras e cupons"]);
    expect(home.journeys[0]?.name).toBe("Primeiros passos");
    expect(home.nowPlaying[0]?.items).toHaveLength(3);

    const cards = await listActivitiesForMember(db, demo!.id, member!.id, { search: "bônus" });
    expect(cards[0]?.blockedBy).toEqual([DEMO_ACTIVITIES.agreement]);
    const link = (await listActivitiesForMember(db, demo!.id, member!.id, { typeIds: [13] }))[0];
    expect(link?.redirectUrl).toMatch(/^https:\/\//);

    const open = await listPublicActivities(db, vitrine!.id);
    expect(open.length).toBeGreaterThanOrEqual(5);
    // A public card opens its page, or a type 13's first link.
    for (const card of open) expect(card.redirectUrl).toMatch(card.typeId === 13 ? /^https:\/\// : new RegExp(`^/atividade/${card.id}$`));
    // The private club shows visitors a taste of what members get; the rest stays members-only.
    expect((await listPublicActivities(db, demo!.id)).map((a) => a.typeId).sort()).toEqual([16, 17, 18]);
  }, 180_000);
});
