import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { listPublicPlans } from "@/lib/plans/queries";
import { stations } from "@/lib/stations/schema";
import { findStationByKey } from "@/lib/stations/queries";
import { findAboutSection, listLandingSections, menuFromSections } from "./queries";
import { landingSections } from "./schema";

async function station(slug: string) {
  const s = await findStationByKey(await getDb(), slug);
  if (!s) throw new Error(slug);
  return s;
}

describe("landing content of the demo stations", () => {
  beforeAll(async () => {
    await seedDemo(await getDb());
  });

  it("gives both demo stations every section type 1-9 in page order, with items", async () => {
    for (const slug of ["demo", "vitrine"]) {
      const sections = await listLandingSections(await getDb(), (await station(slug)).id);
      expect(sections.map((s) => s.typeId).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(sections.find((s) => s.typeId === 1)!.items.length).toBeGreaterThanOrEqual(3);
      expect(sections.find((s) => s.typeId === 3)!.items.length).toBeGreaterThanOrEqual(4);
    }
  });

  it("seeds every item link type, and 'additional' items point to an about page of the same station", async () => {
    const demo = await station("demo");
    const items = (await listLandingSections(await getDb(), demo.id)).flatMap((s) => s.items);
    expect(new Set(items.map((i) => i.linkType))).toEqual(new Set(["external", "nolink", "login", "signup", "additional"]));
    for (const item of items.filter((i) => i.linkType === "additional")) {
      expect(await findAboutSection(await getDb(), demo.id, item.aboutSectionId!)).not.toBeNull();
    }
  });

  it("does not duplicate anything when the seed runs again", async () => {
    const db = await getDb();
    const demo = await station("demo");
    const before = await listLandingSections(db, demo.id);
    const plansBefore = await listPublicPlans(db, demo.id);
    await seedDemo(db);
    expect((await listLandingSections(db, demo.id)).length).toBe(before.length);
    expect((await listPublicPlans(db, demo.id)).length).toBe(plansBefore.length);
  });

  it("never shows one station's sections or about pages to another", async () => {
    const db = await getDb();
    const demo = await station("demo");
    const vitrine = await station("vitrine");
    const demoSections = await listLandingSections(db, demo.id);
    const vitrineIds = new Set((await listLandingSections(db, vitrine.id)).map((s) => s.id));
    expect(demoSections.some((s) => vitrineIds.has(s.id))).toBe(false);
    const aboutId = demoSections.flatMap((s) => s.items).find((i) => i.aboutSectionId)!.aboutSectionId!;
    expect(await findAboutSection(db, vitrine.id, aboutId)).toBeNull();
  });

  it("builds the menu: plans link to #plans, others to #secao{id}, app download only with an app", async () => {
    const db = await getDb();
    const demo = await station("demo");
    const sections = await listLandingSections(db, demo.id);
    const menu = menuFromSections(sections, true);
    const plans = sections.find((s) => s.typeId === 7)!;
    expect(menu).toContainEqual({ label: plans.menuTitle, anchor: "#plans" });
    const cards = sections.find((s) => s.typeId === 1)!;
    expect(menu).toContainEqual({ label: cards.menuTitle, anchor: `#secao${cards.id}` });
    expect(menu.length).toBeGreaterThan(5);
    const app = sections.find((s) => s.typeId === 6)!;
    expect(menuFromSections(sections, false).some((m) => m.anchor === `#secao${app.id}`)).toBe(false);
  });

  it("hides inactive sections", async () => {
    const db = await getDb();
    const demo = await station("demo");
    const [first] = await listLandingSections(db, demo.id);
    await db.update(landingSections).set({ active: false }).where(eq(landingSections.id, first!.id));
    expect((await listLandingSections(db, demo.id)).some((s) => s.id === first!.id)).toBe(false);
    await db.update(landingSections).set({ active: true }).where(eq(landingSections.id, first!.id));
  });

  it("gives vitrine its own terms HTML and leaves demo on the default text", async () => {
    const db = await getDb();
    const [vitrine] = await db.select().from(stations).where(eq(stations.slug, "vitrine"));
    const [demo] = await db.select().from(stations).where(eq(stations.slug, "demo"));
    expect(vitrine!.termsOfUseHtml).toContain("Regulamento da Vitrine Aberta");
    expect(demo!.termsOfUseHtml).toBeNull();
  });
});
