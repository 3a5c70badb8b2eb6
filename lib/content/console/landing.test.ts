// The console's "Página inicial" actions, called as the browser would: each change is written with
// its audit row and shows on the public reads; bad input is refused in pt-BR and changes nothing;
// and no account reaches another station's landing (a table over every action, so a new action
// cannot be left out).
import { and, asc, count, eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { USER_TYPE_OWNER, USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { CONSOLE_FORBIDDEN_MESSAGE, CONSOLE_NOT_FOUND_MESSAGE } from "@/lib/auth/guard";
import { auditLog } from "@/lib/console/schema";
import { grantRole } from "@/lib/auth/console-roles";
import { listLandingSections } from "@/lib/content/queries";
import { aboutSections, landingSectionItems, landingSections } from "@/lib/content/schema";
import { getDb, type Db } from "@/lib/db/client";
import { ensureUser, seedDemo } from "@/lib/seed/demo";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInConsoleAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { plans } from "@/lib/plans/schema";
import * as actions from "./actions";
import { ABOUT_NOT_FOUND, ITEM_NOT_FOUND, SECTION_NOT_FOUND } from "./commands";
import { EXTERNAL_LINK_MESSAGE, ORDER_MESSAGE, type ItemInput, type SectionInput } from "./schemas";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));
const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag, unstable_cache: (fn: () => unknown) => fn }));

let db: Db;
let demo: Station;
let vitrine: Station;
let demoOwner: number;
let vitrineOwner: number;
let demoStaff: number;

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  demoOwner = await userIdByEmail(db, demo.id, "dono@demo.test");
  vitrineOwner = await ensureUser(db, vitrine.id, vitrine.establishment!.id, { email: "dona@vitrine.test", name: "Dona Vitrine", typeId: USER_TYPE_OWNER });
  demoStaff = await ensureUser(db, demo.id, demo.establishment!.id, { email: "equipe@demo.test", name: "Equipe Demo", typeId: USER_TYPE_PARTICIPANT });
  await grantRole(db, { userId: demoStaff, stationId: demo.id, role: "staff" });
});

afterEach(() => {
  fakeRequest.cookies.clear();
  revalidateTag.mockClear();
});

const section = (over: Partial<SectionInput> = {}): SectionInput => ({
  typeId: 1,
  title: "Vantagens",
  subtitle: "O que você ganha",
  menuTitle: "",
  showInMenu: true,
  titleColor: "",
  textColor: "",
  backgroundType: "color",
  backgroundColor: "",
  backgroundImage: "",
  ...over,
});

const item = (sectionId: number, over: Partial<ItemInput> = {}): ItemInput => ({
  sectionId,
  name: "Desconto",
  description: "10% em toda a loja",
  image: "",
  video: "",
  linkType: "nolink",
  externalLink: "",
  buttonLabel: "",
  imageLeft: false,
  aboutSectionId: "",
  ...over,
});

const audits = async (stationId: number, action: string) =>
  Number((await db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.stationId, stationId), eq(auditLog.action, action))))[0]!.n);

const sectionOrder = async (stationId: number) =>
  (await db.select({ id: landingSections.id }).from(landingSections).where(eq(landingSections.stationId, stationId)).orderBy(asc(landingSections.position), asc(landingSections.id))).map((r) => r.id);

async function ok<T>(p: Promise<{ ok: boolean; data?: T; message?: string }>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(`refused: ${r.message}`);
  return r.data as T;
}

describe("landing sections and items", () => {
  it("adds a cards-grid with two items: written with audit rows, on the public read, and the site expired", async () => {
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const before = await sectionOrder(vitrine.id);
    const { id } = await ok<{ id: number }>(actions.createSectionAction({ stationId: vitrine.id, ...section() }));
    await ok(actions.createItemAction({ stationId: vitrine.id, ...item(id) }));
    await ok(actions.createItemAction({ stationId: vitrine.id, ...item(id, { name: "Frete grátis", linkType: "external", externalLink: "https://exemplo.com.br", buttonLabel: "Ver" }) }));
    const pub = (await listLandingSections(db, vitrine.id)).find((s) => s.id === id)!;
    expect(pub.items.map((i) => i.name)).toEqual(["Desconto", "Frete grátis"]);
    expect(pub.items[1]).toMatchObject({ linkType: "external", externalLink: "https://exemplo.com.br", buttonLabel: "Ver" });
    // The seeded page closes with "Fale Conosco" (and a banner under it): the new section goes right above it.
    const [contact] = await db.select({ id: landingSections.id }).from(landingSections).where(and(eq(landingSections.stationId, vitrine.id), eq(landingSections.typeId, 8)));
    const at = before.indexOf(contact!.id);
    expect(at).toBeGreaterThan(0);
    expect(await sectionOrder(vitrine.id)).toEqual([...before.slice(0, at), id, ...before.slice(at)]);
    expect(await audits(vitrine.id, "landing.section.create")).toBeGreaterThanOrEqual(1);
    expect(await audits(vitrine.id, "landing.item.create")).toBeGreaterThanOrEqual(2);
    expect(revalidateTag).toHaveBeenCalledWith(`station:${vitrine.id}:landing`, { expire: 0 });
  });

  it("reorders the sections in one go and the public read follows; a stale list is refused whole", async () => {
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const before = await sectionOrder(vitrine.id);
    const reversed = [...before].reverse();
    await ok(actions.reorderSectionsAction({ stationId: vitrine.id, ids: reversed }));
    expect(await sectionOrder(vitrine.id)).toEqual(reversed);
    const visible = new Set((await listLandingSections(db, vitrine.id)).map((s) => s.id));
    expect((await listLandingSections(db, vitrine.id)).map((s) => s.id)).toEqual(reversed.filter((id) => visible.has(id)));
    expect(await actions.reorderSectionsAction({ stationId: vitrine.id, ids: reversed.slice(1) })).toEqual({ ok: false, message: ORDER_MESSAGE });
    expect(await sectionOrder(vitrine.id)).toEqual(reversed);
    expect(await audits(vitrine.id, "landing.section.reorder")).toBe(1);
  });

  it("hides a section from the public page (the console still lists it) and shows it again", async () => {
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const { id } = await ok<{ id: number }>(actions.createSectionAction({ stationId: vitrine.id, ...section({ title: "Rascunho" }) }));
    await ok(actions.setSectionVisibilityAction({ stationId: vitrine.id, id, active: false }));
    expect((await listLandingSections(db, vitrine.id)).some((s) => s.id === id)).toBe(false);
    expect(await sectionOrder(vitrine.id)).toContain(id);
    await ok(actions.setSectionVisibilityAction({ stationId: vitrine.id, id, active: true }));
    expect((await listLandingSections(db, vitrine.id)).some((s) => s.id === id)).toBe(true);
    expect(await audits(vitrine.id, "landing.section.hide")).toBe(1);
  });

  it("edits, reorders and deletes items; deleting a section takes its items", async () => {
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const { id } = await ok<{ id: number }>(actions.createSectionAction({ stationId: vitrine.id, ...section({ typeId: 2, title: "Nossa história" }) }));
    const a = await ok<{ id: number }>(actions.createItemAction({ stationId: vitrine.id, ...item(id, { name: "A", video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", imageLeft: true }) }));
    const b = await ok<{ id: number }>(actions.createItemAction({ stationId: vitrine.id, ...item(id, { name: "B" }) }));
    await ok(actions.updateItemAction({ stationId: vitrine.id, id: a.id, ...item(id, { name: "A2", video: "dQw4w9WgXcQ" }) }));
    await ok(actions.reorderItemsAction({ stationId: vitrine.id, sectionId: id, ids: [b.id, a.id] }));
    let pub = (await listLandingSections(db, vitrine.id)).find((s) => s.id === id)!;
    expect(pub.items.map((i) => [i.name, i.videoId])).toEqual([["B", null], ["A2", "dQw4w9WgXcQ"]]);
    await ok(actions.deleteItemAction({ stationId: vitrine.id, id: b.id }));
    pub = (await listLandingSections(db, vitrine.id)).find((s) => s.id === id)!;
    expect(pub.items.map((i) => i.name)).toEqual(["A2"]);
    await ok(actions.deleteSectionAction({ stationId: vitrine.id, id }));
    expect(await db.select().from(landingSectionItems).where(eq(landingSectionItems.sectionId, id))).toEqual([]);
    expect(await audits(vitrine.id, "landing.section.delete")).toBe(1);
  });

  it("refuses bad input in pt-BR and writes nothing", async () => {
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const sections = await sectionOrder(vitrine.id);
    const bad = await actions.createSectionAction({ stationId: vitrine.id, ...section({ backgroundType: "image", backgroundColor: "azul" }) });
    expect(bad).toMatchObject({ ok: false, fieldErrors: { backgroundImage: "Envie a imagem de fundo ou escolha uma cor", backgroundColor: "Use uma cor no formato #RRGGBB" } });
    const sectionId = sections[0]!;
    const items = await db.select({ n: count() }).from(landingSectionItems).where(eq(landingSectionItems.stationId, vitrine.id));
    expect(await actions.createItemAction({ stationId: vitrine.id, ...item(sectionId, { linkType: "external", externalLink: "javascript:alert(1)" }) })).toMatchObject({
      ok: false,
      fieldErrors: { externalLink: EXTERNAL_LINK_MESSAGE },
    });
    // An upload of another station's scope is not this station's image.
    expect(await actions.createItemAction({ stationId: vitrine.id, ...item(sectionId, { image: `/files/${demo.id}/x.png` }) })).toMatchObject({ ok: false });
    expect(await sectionOrder(vitrine.id)).toEqual(sections);
    expect(await db.select({ n: count() }).from(landingSectionItems).where(eq(landingSectionItems.stationId, vitrine.id))).toEqual(items);
  });

  it("keeps an about page's rich text sanitised and its items' links consistent when it is deleted", async () => {
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const { id } = await ok<{ id: number }>(
      actions.createAboutAction({ stationId: vitrine.id, menuTitle: "Quem somos", name: "Quem somos", htmlDescription: '<p onclick="x()">Olá<script>alert(1)</script></p>', image: "", backgroundColor: "" }),
    );
    const [row] = await db.select().from(aboutSections).where(eq(aboutSections.id, id));
    expect(row!.htmlDescription).toBe("<p>Olá</p>");
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.action, "landing.about.create"), eq(auditLog.entityId, String(id))));
    expect(audit!.after).toMatchObject({ name: "Quem somos", htmlLength: "<p>Olá</p>".length });
    // A cards grid takes any number of items (whatever order earlier tests left the page in).
    const [{ id: sectionId }] = (await db.select({ id: landingSections.id }).from(landingSections).where(and(eq(landingSections.stationId, vitrine.id), eq(landingSections.typeId, 1))).limit(1)) as [{ id: number }];
    const linked = await ok<{ id: number }>(actions.createItemAction({ stationId: vitrine.id, ...item(sectionId, { linkType: "additional", aboutSectionId: id }) }));
    await ok(actions.updateAboutAction({ stationId: vitrine.id, id, menuTitle: "Sobre", name: "Sobre nós", htmlDescription: "<h2>Nós</h2>", image: "", backgroundColor: "#112233" }));
    await ok(actions.deleteAboutAction({ stationId: vitrine.id, id }));
    const [after] = await db.select().from(landingSectionItems).where(eq(landingSectionItems.id, linked.id));
    expect(after).toMatchObject({ linkType: "nolink", aboutSectionId: null });
  });
});

// ---------------------------------------------------------------------------------------------
// Every action, three ways in that must fail: another station's owner on demo's stationId, the same
// owner on their own stationId naming a demo entity, and demo's staff.

type Ids = { section: number; item: number; about: number; sections: number[]; items: number[] };
type Call = (stationId: number, ids: Ids) => Promise<{ ok: boolean; message?: string }>;
const table: Record<keyof typeof actions, { call: Call; entity: boolean }> = {
  createSectionAction: { call: (stationId) => actions.createSectionAction({ stationId, ...section() }), entity: false },
  updateSectionAction: { call: (stationId, ids) => actions.updateSectionAction({ stationId, id: ids.section, ...section({ title: "Invadido" }) }), entity: true },
  setSectionVisibilityAction: { call: (stationId, ids) => actions.setSectionVisibilityAction({ stationId, id: ids.section, active: false }), entity: true },
  deleteSectionAction: { call: (stationId, ids) => actions.deleteSectionAction({ stationId, id: ids.section }), entity: true },
  reorderSectionsAction: { call: (stationId, ids) => actions.reorderSectionsAction({ stationId, ids: [...ids.sections].reverse() }), entity: true },
  createItemAction: { call: (stationId, ids) => actions.createItemAction({ stationId, ...item(ids.section) }), entity: true },
  updateItemAction: { call: (stationId, ids) => actions.updateItemAction({ stationId, id: ids.item, ...item(ids.section, { name: "Invadido" }) }), entity: true },
  deleteItemAction: { call: (stationId, ids) => actions.deleteItemAction({ stationId, id: ids.item }), entity: true },
  reorderItemsAction: { call: (stationId, ids) => actions.reorderItemsAction({ stationId, sectionId: ids.section, ids: [...ids.items].reverse() }), entity: true },
  createAboutAction: { call: (stationId) => actions.createAboutAction({ stationId, menuTitle: "X", name: "X", htmlDescription: "", image: "", backgroundColor: "" }), entity: false },
  updateAboutAction: { call: (stationId, ids) => actions.updateAboutAction({ stationId, id: ids.about, menuTitle: "X", name: "Invadido", htmlDescription: "", image: "", backgroundColor: "" }), entity: true },
  deleteAboutAction: { call: (stationId, ids) => actions.deleteAboutAction({ stationId, id: ids.about }), entity: true },
};

async function demoIds(): Promise<Ids> {
  const sections = await sectionOrder(demo.id);
  const withItems = await db.select({ sectionId: landingSectionItems.sectionId }).from(landingSectionItems).where(eq(landingSectionItems.stationId, demo.id)).limit(1);
  const sectionId = withItems[0]!.sectionId;
  const items = (await db.select({ id: landingSectionItems.id }).from(landingSectionItems).where(eq(landingSectionItems.sectionId, sectionId)).orderBy(asc(landingSectionItems.position))).map((r) => r.id);
  const [about] = await db.select({ id: aboutSections.id }).from(aboutSections).where(eq(aboutSections.stationId, demo.id)).limit(1);
  return { section: sectionId, item: items[0]!, about: about!.id, sections, items };
}

/** demo's landing, about pages, plans and audit count, as one digest (a change anywhere changes it). */
async function demoSnapshot() {
  return digest([
    await db.select().from(landingSections).where(eq(landingSections.stationId, demo.id)).orderBy(asc(landingSections.id)),
    await db.select().from(landingSectionItems).where(eq(landingSectionItems.stationId, demo.id)).orderBy(asc(landingSectionItems.id)),
    await db.select().from(aboutSections).where(eq(aboutSections.stationId, demo.id)).orderBy(asc(aboutSections.id)),
    await db.select().from(plans).where(eq(plans.stationId, demo.id)).orderBy(asc(plans.id)),
    (await db.select({ n: count() }).from(auditLog).where(eq(auditLog.stationId, demo.id)))[0]!.n,
  ]);
}

function digest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

describe.each(Object.entries(table))("%s refuses other stations and staff", (_name, { call }) => {
  it("vitrine's owner with demo's stationId: refused, nothing changed", async () => {
    const ids = await demoIds();
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const before = await demoSnapshot();
    expect(await call(demo.id, ids)).toEqual({ ok: false, message: CONSOLE_NOT_FOUND_MESSAGE });
    expect(await demoSnapshot()).toBe(before);
  });

  it("demo's staff: refused, nothing changed", async () => {
    const ids = await demoIds();
    await signInConsoleAs(db, demoStaff, demo.id);
    const before = await demoSnapshot();
    expect(await call(demo.id, ids)).toEqual({ ok: false, message: CONSOLE_FORBIDDEN_MESSAGE });
    expect(await demoSnapshot()).toBe(before);
  });
});

describe.each(Object.entries(table).filter(([, c]) => c.entity))("%s under vitrine's stationId naming a demo entity", (_name, { call }) => {
  it("not found, nothing changed", async () => {
    const ids = await demoIds();
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const before = await demoSnapshot();
    const result = await call(vitrine.id, ids);
    expect(result.ok).toBe(false);
    expect([SECTION_NOT_FOUND, ITEM_NOT_FOUND, ABOUT_NOT_FOUND, ORDER_MESSAGE]).toContain(result.message);
    expect(await demoSnapshot()).toBe(before);
  });

});

describe("demo's own owner", () => {
  it("can edit demo (the table's refusals are about who asks, not about demo)", async () => {
    await signInConsoleAs(db, demoOwner, demo.id);
    const ids = await demoIds();
    const active = async () => (await db.select({ active: landingSections.active }).from(landingSections).where(eq(landingSections.id, ids.section)))[0]!.active;
    const shown = async () => (await listLandingSections(db, demo.id)).some((s) => s.id === ids.section);
    expect(await active()).toBe(true);
    await ok(actions.setSectionVisibilityAction({ stationId: demo.id, id: ids.section, active: false }));
    expect(await active()).toBe(false);
    expect(await shown()).toBe(false);
    await ok(actions.setSectionVisibilityAction({ stationId: demo.id, id: ids.section, active: true }));
    expect(await active()).toBe(true);
    expect(await shown()).toBe(true);
  });
});

describe("the screens", () => {
  const outcome = (p: Promise<unknown>) => p.then(() => "rendered", (e: { digest?: string }) => String(e?.digest ?? e));
  const params = (stationId: number) => Promise.resolve({ stationId: String(stationId) });

  it("are a 404 for demo's staff and for vitrine's owner on demo; a demo section under vitrine is a 404 too", async () => {
    const { default: LandingPage } = await import("@/app/console/estacoes/[stationId]/pagina-inicial/page");
    const { default: PreviewPage } = await import("@/app/console/estacoes/[stationId]/pagina-inicial/previa/page");
    const { default: SectionPage } = await import("@/app/console/estacoes/[stationId]/pagina-inicial/secoes/[sectionId]/page");
    const { default: PlansPage } = await import("@/app/console/estacoes/[stationId]/planos/page");
    const ids = await demoIds();
    const section = (stationId: number) => Promise.resolve({ stationId: String(stationId), sectionId: String(ids.section) });
    for (const [user, station] of [
      [demoStaff, demo],
      [vitrineOwner, vitrine],
    ] as const) {
      await signInConsoleAs(db, user, station.id);
      expect(await outcome(LandingPage({ params: params(demo.id) }))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
      expect(await outcome(PreviewPage({ params: params(demo.id) }))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
      expect(await outcome(SectionPage({ params: section(demo.id) }))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
      expect(await outcome(PlansPage({ params: params(demo.id) }))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    }
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    expect(await outcome(SectionPage({ params: section(vitrine.id) }))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(await outcome(LandingPage({ params: params(vitrine.id) }))).toBe("rendered");
    expect(await outcome(PlansPage({ params: params(vitrine.id) }))).toBe("rendered");
    expect(await outcome(PreviewPage({ params: params(vitrine.id) }))).toBe("rendered");
  });
});
