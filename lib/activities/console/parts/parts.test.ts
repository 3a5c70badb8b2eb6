// The console's activity parts and organising lists: every action is refused to another station's
// owner (by that station's id or by this station's id with another station's entity) and to staff,
// changing nothing; the owner's save is written with its audit row; stock edits add the owner's
// change to what checkouts left; price edits leave past order items as they were sold; and
// prerequisites refuse self and cycles.
import { and, asc, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { USER_TYPE_OWNER, USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import type { ActionResult } from "@/lib/actions/result";
import { activities, activityAgreements, activityContents, activityCoupons, activityPrerequisites, activityProducts, categories, journeys, memberGetMemberRules, nowPlayingLists, presentialCourses, redirectLinks } from "@/lib/activities/schema";
import { purchaseCoupon } from "@/lib/activities/commands";
import { getHomeForMember } from "@/lib/activities/queries";
import { activityVideos } from "@/lib/activities/videos/schema";
import { CONSOLE_FORBIDDEN_MESSAGE, CONSOLE_NOT_FOUND_MESSAGE } from "@/lib/auth/guard";
import { addToCart } from "@/lib/commerce/cart";
import { submitOrder } from "@/lib/commerce/orders";
import { orderItems } from "@/lib/commerce/schema";
import { takeStock } from "@/lib/commerce/stock";
import { makeMember, makeShop, makeStation, stockOf } from "@/lib/commerce/test-fixtures";
import { auditLog } from "@/lib/console/schema";
import { grantRole } from "@/lib/auth/console-roles";
import { getDb, type Db } from "@/lib/db/client";
import { ensureUser, seedDemo } from "@/lib/seed/demo";
import { signInConsoleAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import * as actions from "./actions";
import { MSG_ACTIVITY_NOT_FOUND, MSG_PREREQ_CYCLE, MSG_PREREQ_SELF, saveCoupon, saveProduct, setPrerequisites } from "./commands";
import { setFeatured } from "./lists";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined, unstable_cache: <T>(fn: T) => fn }));

let db: Db;
let demo: Station;
let vitrine: Station;
let demoOwner: number;
let vitrineOwner: number;
let demoStaff: number;

type Ids = Record<string, number>;
const ids: Ids = {};
/** Demo's now-playing lists, newest first (a new order of all of them). */
let nowPlayingOrder: number[] = [];

async function insertActivity(stationId: number, typeId: number, name: string): Promise<number> {
  const [row] = await db.insert(activities).values({ stationId, typeId, name, points: 1000 }).returning({ id: activities.id });
  return row!.id;
}

/** Every row this file's actions could touch on demo, as one comparable text. */
async function demoFingerprint(): Promise<string> {
  const s = demo.id;
  const tables = ["activity_products", "activity_coupons", "presential_courses", "member_get_member_rules", "activity_contents", "activity_videos", "agreements", "redirect_links", "delivery_locations", "activity_prerequisites", "categories", "category_activities", "journeys", "journey_activities", "now_playing_lists", "now_playing_items"];
  const parts: string[] = [];
  for (const t of tables) {
    const rows = (await db.execute(sql`select coalesce(json_agg(x order by x.id), '[]'::json)::text as j from ${sql.identifier(t)} x where x.station_id = ${s}`)) as unknown as { rows: { j: string }[] };
    parts.push(rows.rows[0]!.j);
  }
  const acts = (await db.execute(sql`select coalesce(json_agg(json_build_array(id, position, featured, featured_private) order by id), '[]'::json)::text as j from activities where station_id = ${s}`)) as unknown as { rows: { j: string }[] };
  parts.push(acts.rows[0]!.j);
  return parts.join("\n");
}

const auditCount = async (stationId: number, action: string) =>
  (await db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.stationId, stationId), eq(auditLog.action, action))))[0]!.n;

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  demoOwner = await userIdByEmail(db, demo.id, "dono@demo.test");
  vitrineOwner = await ensureUser(db, vitrine.id, vitrine.establishment!.id, { email: "dona@vitrine.test", name: "Dona Vitrine", typeId: USER_TYPE_OWNER });
  await grantRole(db, { userId: vitrineOwner, stationId: vitrine.id, role: "owner" });
  demoStaff = await ensureUser(db, demo.id, demo.establishment!.id, { email: "equipe@demo.test", name: "Equipe Demo", typeId: USER_TYPE_PARTICIPANT });
  await grantRole(db, { userId: demoStaff, stationId: demo.id, role: "staff" });

  const shop = await makeShop(db, demo.id, { typeId: 14 });
  ids.shop = shop.activityId;
  ids.product = shop.products[0]!.id;
  ids.delivery = shop.deliveryRegion.id;
  ids.pickup = shop.pickupPoint.id;
  ids.productToDelete = (await db.insert(activityProducts).values({ stationId: demo.id, activityId: ids.shop, name: "Some", value: 100, stock: 1 }).returning())[0]!.id;
  ids.couponActivity = await insertActivity(demo.id, 3, "Partes: cupom");
  ids.coupon = (await db.insert(activityCoupons).values({ stationId: demo.id, activityId: ids.couponActivity, newPrice: 500 }).returning())[0]!.id;
  ids.courseActivity = await insertActivity(demo.id, 4, "Partes: curso");
  ids.course = (await db.insert(presentialCourses).values({ stationId: demo.id, activityId: ids.courseActivity, price: 1000 }).returning())[0]!.id;
  ids.inviteActivity = await insertActivity(demo.id, 1, "Partes: convite");
  ids.inviteRule = (await db.insert(memberGetMemberRules).values({ stationId: demo.id, activityId: ids.inviteActivity, code: "PARTES1" }).returning())[0]!.id;
  ids.contentActivity = await insertActivity(demo.id, 16, "Partes: conteúdo");
  ids.content = (await db.insert(activityContents).values({ stationId: demo.id, activityId: ids.contentActivity, text: "<p>Oi</p>" }).returning())[0]!.id;
  ids.videoActivity = await insertActivity(demo.id, 18, "Partes: vídeos");
  ids.video = (await db.insert(activityVideos).values({ stationId: demo.id, activityId: ids.videoActivity, name: "V1", provider: "youtube", source: "dQw4w9WgXcQ" }).returning())[0]!.id;
  ids.agreementActivity = await insertActivity(demo.id, 15, "Partes: termo");
  await db.insert(activityAgreements).values({ stationId: demo.id, activityId: ids.agreementActivity, checkbox: "Li e aceito" });
  ids.linkActivity = await insertActivity(demo.id, 13, "Partes: link");
  ids.link = (await db.insert(redirectLinks).values({ stationId: demo.id, activityId: ids.linkActivity, url: "https://exemplo.com" }).returning())[0]!.id;
  ids.category = (await db.insert(categories).values({ stationId: demo.id, name: "Partes: categoria" }).returning())[0]!.id;
  ids.journey = (await db.insert(journeys).values({ stationId: demo.id, name: "Partes: jornada" }).returning())[0]!.id;
  ids.nowPlaying = (await db.insert(nowPlayingLists).values({ stationId: demo.id, title: "Partes: lista" }).returning())[0]!.id;
  nowPlayingOrder = (await db.select({ id: nowPlayingLists.id }).from(nowPlayingLists).where(eq(nowPlayingLists.stationId, demo.id))).map((r) => r.id).sort((a, b) => b - a);
});

type AnyAction = (input: unknown) => Promise<ActionResult<unknown>>;
interface Case {
  name: string;
  action: AnyAction;
  /** A valid input on station `s` that targets demo's entities. */
  input: (s: number) => Record<string, unknown>;
  audit: string;
}

const part = (s: number, activityId: number) => ({ stationId: s, activityId });
const groupIds = (kind: string) => (kind === "category" ? ids.category! : kind === "journey" ? ids.journey! : ids.nowPlaying!);

/** One row per exported action: a new action without a row fails the "covers every action" test. */
const CASES: Case[] = [
  { name: "saveProductAction (novo)", action: actions.saveProductAction as AnyAction, input: (s) => ({ ...part(s, ids.shop!), name: "Caneca", value: "R$ 25,00", discountValue: 0, limit: 2, stock: 5 }), audit: "activity.product.create" },
  { name: "saveProductAction (edição)", action: actions.saveProductAction as AnyAction, input: (s) => ({ ...part(s, ids.shop!), id: ids.product, name: "Camiseta", value: 6000, discountValue: 0, limit: 3, stock: 12, stockSeen: 10 }), audit: "activity.product.update" },
  { name: "deleteProductAction", action: actions.deleteProductAction as AnyAction, input: (s) => ({ ...part(s, ids.shop!), id: ids.productToDelete }), audit: "activity.product.delete" },
  { name: "saveCouponAction", action: actions.saveCouponAction as AnyAction, input: (s) => ({ ...part(s, ids.couponActivity!), id: ids.coupon, newPrice: "R$ 9,90", stock: "" }), audit: "activity.coupon.update" },
  { name: "saveCourseAction", action: actions.saveCourseAction as AnyAction, input: (s) => ({ ...part(s, ids.courseActivity!), id: ids.course, price: 2000, discountPrice: 1500, date: "2026-12-01T19:00", rules: "<p>Traga documento</p><script>x</script>" }), audit: "activity.course.update" },
  { name: "saveInviteRuleAction", action: actions.saveInviteRuleAction as AnyAction, input: (s) => ({ ...part(s, ids.inviteActivity!), id: ids.inviteRule, code: "PARTES2", pointsInviter: 10, pointsInvited: 5 }), audit: "activity.invite-rule.update" },
  { name: "saveContentAction", action: actions.saveContentAction as AnyAction, input: (s) => ({ ...part(s, ids.contentActivity!), id: ids.content, text: "<p>Novo</p>", link: "https://exemplo.com/mais" }), audit: "activity.content.update" },
  { name: "saveVideoAction", action: actions.saveVideoAction as AnyAction, input: (s) => ({ ...part(s, ids.videoActivity!), name: "V2", description: "", required: true, provider: "youtube", source: "https://youtu.be/dQw4w9WgXcQ" }), audit: "activity.video.create" },
  { name: "reorderPartsAction", action: actions.reorderPartsAction as AnyAction, input: (s) => ({ ...part(s, ids.linkActivity!), kind: "link", ids: [ids.link] }), audit: "activity.link.reorder" },
  { name: "saveLinkAction", action: actions.saveLinkAction as AnyAction, input: (s) => ({ ...part(s, ids.linkActivity!), id: ids.link, url: "https://exemplo.com/novo" }), audit: "activity.link.update" },
  { name: "saveDeliveryLocationAction", action: actions.saveDeliveryLocationAction as AnyAction, input: (s) => ({ ...part(s, ids.shop!), id: ids.delivery, name: "Zona Sul", price: "R$ 12,00", delivery: true, zipcode: "" }), audit: "activity.delivery-location.update" },
  { name: "saveAgreementAction", action: actions.saveAgreementAction as AnyAction, input: (s) => ({ ...part(s, ids.agreementActivity!), button: "Aceito", checkbox: "Li o regulamento" }), audit: "activity.agreement.update" },
  { name: "setPrerequisitesAction", action: actions.setPrerequisitesAction as AnyAction, input: (s) => ({ ...part(s, ids.shop!), requiredIds: [ids.contentActivity] }), audit: "activity.prerequisites" },
  { name: "saveGroupAction", action: actions.saveGroupAction as AnyAction, input: (s) => ({ stationId: s, kind: "journey", id: ids.journey, name: "Jornada renomeada", active: true }), audit: "journey.update" },
  { name: "setGroupActivitiesAction", action: actions.setGroupActivitiesAction as AnyAction, input: (s) => ({ stationId: s, kind: "category", id: groupIds("category"), activityIds: [ids.shop, ids.contentActivity] }), audit: "category.activities" },
  { name: "reorderGroupsAction", action: actions.reorderGroupsAction as AnyAction, input: (s) => ({ stationId: s, kind: "nowPlaying", ids: nowPlayingOrder }), audit: "now-playing.reorder" },
  { name: "setFeaturedAction", action: actions.setFeaturedAction as AnyAction, input: (s) => ({ stationId: s, activityIds: [ids.contentActivity, ids.shop] }), audit: "activity.featured" },
  { name: "deleteCouponAction", action: actions.deleteCouponAction as AnyAction, input: (s) => ({ ...part(s, ids.couponActivity!), id: ids.coupon }), audit: "activity.coupon.delete" },
  { name: "deleteCourseAction", action: actions.deleteCourseAction as AnyAction, input: (s) => ({ ...part(s, ids.courseActivity!), id: ids.course }), audit: "activity.course.delete" },
  { name: "deleteInviteRuleAction", action: actions.deleteInviteRuleAction as AnyAction, input: (s) => ({ ...part(s, ids.inviteActivity!), id: ids.inviteRule }), audit: "activity.invite-rule.delete" },
  { name: "deleteContentAction", action: actions.deleteContentAction as AnyAction, input: (s) => ({ ...part(s, ids.contentActivity!), id: ids.content }), audit: "activity.content.delete" },
  { name: "deleteVideoAction", action: actions.deleteVideoAction as AnyAction, input: (s) => ({ ...part(s, ids.videoActivity!), id: ids.video }), audit: "activity.video.delete" },
  { name: "deleteLinkAction", action: actions.deleteLinkAction as AnyAction, input: (s) => ({ ...part(s, ids.linkActivity!), id: ids.link }), audit: "activity.link.delete" },
  { name: "deleteDeliveryLocationAction", action: actions.deleteDeliveryLocationAction as AnyAction, input: (s) => ({ ...part(s, ids.shop!), id: ids.pickup }), audit: "activity.delivery-location.delete" },
  { name: "deleteGroupAction", action: actions.deleteGroupAction as AnyAction, input: (s) => ({ stationId: s, kind: "nowPlaying", id: ids.nowPlaying }), audit: "now-playing.delete" },
];

describe("every console action of the activity parts", () => {
  it("has a row in the table", () => {
    const covered = new Set(CASES.map((c) => c.action));
    const missing = Object.entries(actions).filter(([, fn]) => !covered.has(fn as AnyAction)).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it("refuses another station's owner (by demo's id, or by vitrine's id with demo's entities) and demo's staff, changing nothing", async () => {
    const before = await demoFingerprint();
    for (const c of CASES) {
      await signInConsoleAs(db, vitrineOwner, vitrine.id);
      const byStation = await c.action(c.input(demo.id));
      expect(byStation, `${c.name} with demo's stationId`).toMatchObject({ ok: false, message: CONSOLE_NOT_FOUND_MESSAGE });
      const byEntity = await c.action(c.input(vitrine.id));
      expect(byEntity.ok, `${c.name} with a demo entity`).toBe(false);
      await signInConsoleAs(db, demoStaff, demo.id);
      expect(await c.action(c.input(demo.id)), `${c.name} as staff`).toMatchObject({ ok: false, message: CONSOLE_FORBIDDEN_MESSAGE });
    }
    expect(await demoFingerprint()).toBe(before);
    expect(await auditCount(vitrine.id, "activity.product.create")).toBe(0);
  });

  it("lets demo's owner do each one, written with its audit row", async () => {
    await signInConsoleAs(db, demoOwner, demo.id);
    for (const c of CASES) {
      const audits = await auditCount(demo.id, c.audit);
      const result = await c.action(c.input(demo.id));
      expect(result, `${c.name}: ${JSON.stringify(result)}`).toMatchObject({ ok: true });
      expect(await auditCount(demo.id, c.audit), c.name).toBe(audits + 1);
    }
    const [course] = await db.select().from(presentialCourses).where(eq(presentialCourses.activityId, ids.courseActivity!));
    expect(course).toBeUndefined();
    const [rule] = await db.select().from(memberGetMemberRules).where(eq(memberGetMemberRules.activityId, ids.inviteActivity!));
    expect(rule).toBeUndefined();
    const [product] = await db.select().from(activityProducts).where(eq(activityProducts.id, ids.product!));
    expect(product).toMatchObject({ name: "Camiseta", value: 6000, stock: 12 });
    const [video] = await db.select().from(activityVideos).where(eq(activityVideos.activityId, ids.videoActivity!));
    expect(video).toMatchObject({ name: "V2", source: "dQw4w9WgXcQ", required: true });
  });

  it("refuses bad input with its pt-BR message beside the field, changing nothing", async () => {
    await signInConsoleAs(db, demoOwner, demo.id);
    const before = await demoFingerprint();
    expect(await actions.saveProductAction({ ...part(demo.id, ids.shop!), name: " ", value: "abc", discountValue: 0, limit: 0, stock: -1 })).toMatchObject({
      ok: false,
      fieldErrors: { name: "Informe o nome do produto", value: "Informe o preço em reais, como 12,50", limit: "Use um número entre 1 e 1.000", stock: "Use um número entre 0 e 1.000.000" },
    });
    expect(await actions.saveLinkAction({ ...part(demo.id, ids.linkActivity!), url: "javascript:alert(1)" })).toMatchObject({ ok: false, fieldErrors: { url: "Informe um endereço completo, começando com https://" } });
    expect(await actions.saveVideoAction({ ...part(demo.id, ids.videoActivity!), name: "X", required: false, provider: "youtube", source: "https://exemplo.com" })).toMatchObject({ ok: false, fieldErrors: { source: "Cole o link do vídeo no YouTube" } });
    // A tab the activity's type does not have: a coupon on a content activity.
    expect(await actions.saveCouponAction({ ...part(demo.id, ids.contentActivity!), newPrice: 100, stock: null })).toMatchObject({ ok: false, message: MSG_ACTIVITY_NOT_FOUND });
    expect(await demoFingerprint()).toBe(before);
  });
});

describe("products and checkouts", () => {
  it("a price edit leaves the items of past orders at the price they were sold", async () => {
    const stationId = await makeStation(db);
    const shop = await makeShop(db, stationId, { products: [{ value: 4000, discountValue: 0, stock: 10 }] });
    const member = await makeMember(db, stationId, 100_000);
    const productId = shop.products[0]!.id;
    await addToCart(db, { stationId, userId: member, products: [{ id: productId, quantity: 2 }] });
    const { order } = await submitOrder(db, { stationId, userId: member, idempotencyKey: "parts-price-1", deliveries: [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }] });
    await saveProduct(db, { stationId, actorId: member }, { stationId, activityId: shop.activityId, id: productId, name: "Produto novo", image: null, value: 9900, discountValue: 500, limit: 5, stock: 8, stockSeen: 8 });
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toEqual([expect.objectContaining({ productId, name: "Produto 1", value: 4000, discountValue: 0, quantity: 2 })]);
    expect(await stockOf(db, productId)).toBe(8);
  });

  it("a stock edit adds the owner's change to what sales left, never overwriting them", async () => {
    const stationId = await makeStation(db);
    const shop = await makeShop(db, stationId, { products: [{ value: 1000, stock: 10 }] });
    const p = shop.products[0]!;
    const actor = { stationId, actorId: 1 };
    const edit = (stock: number, stockSeen: number) => saveProduct(db, actor, { stationId, activityId: shop.activityId, id: p.id, name: "Produto 1", image: null, value: 1000, discountValue: 0, limit: 10, stock, stockSeen });
    // The owner opened the form at 10; 3 units sell; the owner saves 15 (five more): 12 are left.
    await db.transaction((tx) => takeStock(tx, stationId, p.id, 3));
    await edit(15, 10);
    expect(await stockOf(db, p.id)).toBe(12);
    // A sale and an edit at the same time: both apply, in whichever order the row lock gives them.
    await Promise.all([db.transaction((tx) => takeStock(tx, stationId, p.id, 2)), edit(14, 12)]);
    expect(await stockOf(db, p.id)).toBe(12);
    // Lowering below what sales left stops at zero.
    await db.transaction((tx) => takeStock(tx, stationId, p.id, 10));
    await edit(0, 12);
    expect(await stockOf(db, p.id)).toBe(0);
  });
});

describe("coupons and purchases", () => {
  it("a stock edit adds the owner's change to what purchases left; blank makes the coupon unlimited", async () => {
    const stationId = await makeStation(db);
    const { activityId } = await makeShop(db, stationId);
    const [coupon] = await db.insert(activityCoupons).values({ stationId, activityId, newPrice: 1000, stock: 10 }).returning();
    const buyer = await makeMember(db, stationId, 100_000);
    const actor = { stationId, actorId: 1 };
    const edit = (stock: number | null, stockSeen: number | null) => saveCoupon(db, actor, { stationId, activityId, id: coupon!.id, newPrice: 1000, stock, stockSeen });
    const stock = async () => (await db.select({ stock: activityCoupons.stock }).from(activityCoupons).where(eq(activityCoupons.id, coupon!.id)))[0]!.stock;
    // The owner opened the form at 10; 3 coupons sell; the owner saves 15 (five more): 12 are left.
    for (const nonce of ["cp-1-xxxx", "cp-2-xxxx", "cp-3-xxxx"]) await purchaseCoupon(db, { stationId, userId: buyer, activityId, couponId: coupon!.id, nonce });
    await edit(15, 10);
    expect(await stock()).toBe(12);
    await edit(null, 12);
    expect(await stock()).toBe(null);
    await edit(4, null);
    expect(await stock()).toBe(4);
    await edit(0, 9);
    expect(await stock()).toBe(0);
  });
});

describe("prerequisites", () => {
  it("refuses the activity itself and any cycle, keeping what was there", async () => {
    const actor = { stationId: demo.id, actorId: demoOwner };
    const a = await insertActivity(demo.id, 16, "Ciclo A");
    const b = await insertActivity(demo.id, 16, "Ciclo B");
    const c = await insertActivity(demo.id, 16, "Ciclo C");
    await expect(setPrerequisites(db, actor, { stationId: demo.id, activityId: a, requiredIds: [a] })).rejects.toThrow(MSG_PREREQ_SELF);
    await setPrerequisites(db, actor, { stationId: demo.id, activityId: a, requiredIds: [b] });
    await setPrerequisites(db, actor, { stationId: demo.id, activityId: b, requiredIds: [c] });
    await expect(setPrerequisites(db, actor, { stationId: demo.id, activityId: b, requiredIds: [a] })).rejects.toThrow(MSG_PREREQ_CYCLE);
    await expect(setPrerequisites(db, actor, { stationId: demo.id, activityId: c, requiredIds: [a] })).rejects.toThrow(MSG_PREREQ_CYCLE);
    const edges = await db
      .select({ from: activityPrerequisites.activityId, to: activityPrerequisites.requiredActivityId })
      .from(activityPrerequisites)
      .where(sql`${activityPrerequisites.activityId} in (${a}, ${b}, ${c})`)
      .orderBy(asc(activityPrerequisites.id));
    expect(edges).toEqual([
      { from: a, to: b },
      { from: b, to: c },
    ]);
    // Replacing B's requirement breaks the chain; then C may require A.
    await setPrerequisites(db, actor, { stationId: demo.id, activityId: b, requiredIds: [] });
    await setPrerequisites(db, actor, { stationId: demo.id, activityId: c, requiredIds: [a] });
  });
});

describe("featured carousel", () => {
  it("shows the chosen activities in the chosen order on the member's home, other activities keeping theirs", async () => {
    const stationId = await makeStation(db);
    const member = await makeMember(db, stationId);
    const make = async (name: string) => (await db.insert(activities).values({ stationId, typeId: 16, name, isPublic: true }).returning({ id: activities.id }))[0]!.id;
    const [x, y, z] = [await make("X"), await make("Y"), await make("Z")];
    const actor = { stationId, actorId: member };
    const homeOrder = async () => (await getHomeForMember(db, stationId, member)).featured.map((c) => c.id);
    const listOrder = async () => (await db.select({ id: activities.id }).from(activities).where(eq(activities.stationId, stationId)).orderBy(asc(activities.position), sql`id desc`)).map((r) => r.id);
    const list = await listOrder();
    await setFeatured(db, actor, { stationId, activityIds: [x, z] });
    expect(await homeOrder()).toEqual([x, z]);
    await setFeatured(db, actor, { stationId, activityIds: [z, x] });
    expect(await homeOrder()).toEqual([z, x]);
    expect((await listOrder()).indexOf(y)).toBe(list.indexOf(y));
    await setFeatured(db, actor, { stationId, activityIds: [y] });
    expect(await homeOrder()).toEqual([y]);
  });
});
