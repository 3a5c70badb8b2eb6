import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { users, USER_TYPE_OWNER } from "@/lib/accounts/schema";
import { purchaseCoupon, subscribeCourse } from "@/lib/activities/commands";
import { activities, activityCoupons, participations, presentialCourses } from "@/lib/activities/schema";
import { getDb, type Db } from "@/lib/db/client";
import { pointsLedger } from "@/lib/wallet/schema";
import { addCouponToCart, addToCart } from "./cart";
import { submitOrder } from "./orders";
import { listMemberCoupons, listMemberVouchers } from "./purchases";
import { orders } from "./schema";
import { balanceOf, fakePayments, makeMember, makeShop, makeStation } from "./test-fixtures";
import { findCode, MSG_CODE_NOT_FOUND, MSG_NOT_STATION_OWNER, normalizeCode, validateCode } from "./validation";

let db: Db;
let stationId: number;
let otherStationId: number;
let ownerId: number;
let otherOwnerId: number;

async function makeOwner(station: number): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ stationId: station, name: "Dona Estação", email: `dona${station}@loja.test`, typeId: USER_TYPE_OWNER, active: true, isFirstLogin: false })
    .returning({ id: users.id });
  return row!.id;
}

async function namedMember(name: string, balance: number): Promise<number> {
  const id = await makeMember(db, stationId, balance);
  await db.update(users).set({ name }).where(eq(users.id, id));
  return id;
}

async function couponActivity(points: number) {
  const [a] = await db.insert(activities).values({ stationId, typeId: 3, name: `Vale-café ${Math.random()}`, points }).returning({ id: activities.id });
  const [c] = await db.insert(activityCoupons).values({ stationId, activityId: a!.id, newPrice: 1500, stock: 10 }).returning({ id: activityCoupons.id });
  return { activityId: a!.id, couponId: c!.id };
}

async function courseActivity(points: number, date: Date) {
  const [a] = await db.insert(activities).values({ stationId, typeId: 4, name: `Oficina ${Math.random()}`, points }).returning({ id: activities.id });
  const [c] = await db
    .insert(presentialCourses)
    .values({ stationId, activityId: a!.id, price: 12000, rules: "Traga um documento com foto.", date })
    .returning({ id: presentialCourses.id });
  return { activityId: a!.id, courseId: c!.id };
}

async function buyCoupon(userId: number, points = 300) {
  const coupon = await couponActivity(points);
  const bought = await purchaseCoupon(db, { stationId, userId, ...coupon, nonce: `n${Math.random()}` });
  return { ...coupon, code: bought.code, participationId: bought.participationId };
}

async function takeCourse(userId: number, points = 2000, date = new Date("2030-03-10T13:00:00Z")) {
  const course = await courseActivity(points, date);
  const { code } = await subscribeCourse(db, { stationId, userId, ...course, nonce: `n${Math.random()}`, shouldContact: false });
  return { ...course, code };
}

async function paidOrder(userId: number) {
  const shop = await makeShop(db, stationId, { products: [{ value: 2000, stock: 5 }] });
  await addToCart(db, { stationId, userId, products: [{ id: shop.products[0]!.id, quantity: 2 }] });
  const { order } = await submitOrder(
    db,
    { stationId, userId, idempotencyKey: `k${Math.random()}`, deliveries: [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }] },
    { payments: fakePayments("paid") },
  );
  return order;
}

const statusOf = async (participationId: number) =>
  (await db.select({ status: participations.status }).from(participations).where(eq(participations.id, participationId)))[0]!.status;

const validationCredits = (userId: number) =>
  db.select().from(pointsLedger).where(and(eq(pointsLedger.stationId, stationId), eq(pointsLedger.userId, userId), eq(pointsLedger.kind, "activity")));

async function refusal(p: Promise<unknown>): Promise<{ message: string; status: number }> {
  const error = (await p.then(
    () => null,
    (e: unknown) => e,
  )) as { message: string; status: number } | null;
  expect(error).not.toBeNull();
  return error!;
}

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db);
  otherStationId = await makeStation(db);
  ownerId = await makeOwner(stationId);
  otherOwnerId = await makeOwner(otherStationId);
});

describe("normalizeCode", () => {
  it("accepts what people type: lower case, spaces, hyphens; refuses anything else", () => {
    expect(normalizeCode(" ab2c-d3ef ")).toBe("AB2CD3EF");
    expect(normalizeCode("AB")).toBeNull();
    expect(normalizeCode("<script>")).toBeNull();
    expect(normalizeCode("A".repeat(40))).toBeNull();
  });
});

describe("findCode", () => {
  it("says what a coupon is, for whom (first name only) and that it is valid", async () => {
    const member = await namedMember("Maria Aparecida Souza", 10_000);
    const coupon = await buyCoupon(member);
    const found = await findCode(db, stationId, coupon.code.toLowerCase());
    expect(found).toMatchObject({ kind: "coupon", code: coupon.code, state: "valid", holderFirstName: "Maria", usedAt: null, points: 300 });
    expect(JSON.stringify(found)).not.toContain("Souza");
  });

  it("finds a course voucher with its date, and an order with what to hand over", async () => {
    const member = await namedMember("João Pedro", 50_000);
    const course = await takeCourse(member);
    expect(await findCode(db, stationId, course.code)).toMatchObject({ kind: "voucher", state: "valid", holderFirstName: "João", validUntil: "2030-03-10T13:00:00.000Z" });
    const order = await paidOrder(member);
    expect(await findCode(db, stationId, order.code)).toMatchObject({ kind: "order", state: "valid", items: [{ name: "Produto 1", quantity: 2 }] });
  });

  it("knows nothing of another station's codes, nor of codes nobody issued", async () => {
    const member = await namedMember("Ana", 10_000);
    const coupon = await buyCoupon(member);
    expect(await findCode(db, otherStationId, coupon.code)).toBeNull();
    expect(await findCode(db, stationId, "ZZZZ2222")).toBeNull();
  });

  it("an order that is not paid cannot be handed over, and says why", async () => {
    const member = await namedMember("Pedro", 0);
    const shop = await makeShop(db, stationId, { products: [{ value: 2000, stock: 5 }] });
    await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
    const { order } = await submitOrder(
      db,
      { stationId, userId: member, idempotencyKey: "pix-1", deliveries: [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }], payment: { type: "pix" } },
      { payments: fakePayments("pix") },
    );
    expect(await findCode(db, stationId, order.code)).toMatchObject({ state: "unavailable", statusLabel: "Aguardando pagamento" });
    expect(await refusal(validateCode(db, { stationId, code: order.code, ownerId }))).toMatchObject({ status: 409, message: "Este pedido não pode ser entregue: Aguardando pagamento." });
  });
});

describe("validateCode", () => {
  it("a coupon bought through the cart is used once and credits no activity points: its order's cashback already did", async () => {
    const coupon = await couponActivity(300);
    const member = await namedMember("Bia Cupom", 5000);
    await addCouponToCart(db, { stationId, userId: member, couponId: coupon.couponId, quantity: 1 });
    const { order } = await submitOrder(db, { stationId, userId: member, idempotencyKey: `cart-coupon-${Math.random()}`, deliveries: [] });
    expect(order).toMatchObject({ status: "paid", cashbackValue: 300 });
    const balance = await balanceOf(db, stationId, member);
    const [bought] = await listMemberCoupons(db, stationId, member);
    expect((await findCode(db, stationId, bought!.code))).toMatchObject({ kind: "coupon", state: "valid", points: 0 });
    await expect(validateCode(db, { stationId, code: bought!.code, ownerId })).resolves.toMatchObject({ outcome: "validated" });
    await expect(validateCode(db, { stationId, code: bought!.code, ownerId })).resolves.toMatchObject({ outcome: "already" });
    expect(await balanceOf(db, stationId, member)).toBe(balance);
  });

  it("a course voucher: pending until validated, then done with the activity's points credited", async () => {
    const member = await namedMember("Carla", 20_000);
    const course = await takeCourse(member, 2000);
    const before = await balanceOf(db, stationId, member);
    const result = await validateCode(db, { stationId, code: course.code, ownerId });
    expect(result.outcome).toBe("validated");
    expect(result.lookup).toMatchObject({ kind: "voucher", state: "used" });
    expect(await balanceOf(db, stationId, member)).toBe(before + 2000);
    const [voucher] = await listMemberVouchers(db, stationId, member);
    expect(voucher).toMatchObject({ code: course.code, used: true });
  });

  it("validating twice credits once, also when the presses arrive together", async () => {
    const member = await namedMember("Bruno", 20_000);
    const course = await takeCourse(member, 1500);
    const coupon = await buyCoupon(member, 700);
    const before = await balanceOf(db, stationId, member);
    for (const code of [course.code, coupon.code]) {
      const outcomes = await Promise.all(Array.from({ length: 6 }, () => validateCode(db, { stationId, code, ownerId })));
      expect(outcomes.filter((o) => o.outcome === "validated")).toHaveLength(1);
      expect((await validateCode(db, { stationId, code, ownerId })).outcome).toBe("already");
    }
    expect(await balanceOf(db, stationId, member)).toBe(before + 1500 + 700);
    expect(await validationCredits(member)).toHaveLength(2);
  });

  it("a coupon: marked used once, credits its activity's points, shows as used in Minhas compras", async () => {
    const member = await namedMember("Débora", 20_000);
    const coupon = await buyCoupon(member, 300);
    expect((await listMemberCoupons(db, stationId, member))[0]).toMatchObject({ code: coupon.code, price: 1500, usedAt: null });
    const before = await balanceOf(db, stationId, member);
    await validateCode(db, { stationId, code: ` ${coupon.code.toLowerCase()} `, ownerId });
    expect(await balanceOf(db, stationId, member)).toBe(before + 300);
    expect(await statusOf(coupon.participationId)).toBe("done");
    expect((await listMemberCoupons(db, stationId, member))[0]!.usedAt).not.toBeNull();
    expect(await findCode(db, stationId, coupon.code)).toMatchObject({ state: "used" });
  });

  it("a coupon of an activity without points is marked used without a ledger entry", async () => {
    const member = await namedMember("Eva", 20_000);
    const coupon = await buyCoupon(member, 0);
    const before = await balanceOf(db, stationId, member);
    expect((await validateCode(db, { stationId, code: coupon.code, ownerId })).outcome).toBe("validated");
    expect(await balanceOf(db, stationId, member)).toBe(before);
    expect(await validationCredits(member)).toHaveLength(0);
  });

  it("an order becomes delivered once; its cashback is not paid again", async () => {
    const member = await namedMember("Fábio", 20_000);
    const order = await paidOrder(member);
    const before = await balanceOf(db, stationId, member);
    const outcomes = await Promise.all([1, 2, 3].map(() => validateCode(db, { stationId, code: order.code, ownerId })));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["already", "already", "validated"]);
    const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("delivered");
    expect(await findCode(db, stationId, order.code)).toMatchObject({ state: "used" });
    expect(await balanceOf(db, stationId, member)).toBe(before);
  });

  it("an owner of another station cannot validate, nor can a member; nothing changes", async () => {
    const member = await namedMember("Gabi", 20_000);
    const course = await takeCourse(member, 2000);
    const before = await balanceOf(db, stationId, member);
    expect(await refusal(validateCode(db, { stationId, code: course.code, ownerId: otherOwnerId }))).toMatchObject({ status: 403, message: MSG_NOT_STATION_OWNER });
    expect(await refusal(validateCode(db, { stationId, code: course.code, ownerId: member }))).toMatchObject({ status: 403 });
    // Nor through their own station: the code is not theirs to find.
    expect(await refusal(validateCode(db, { stationId: otherStationId, code: course.code, ownerId: otherOwnerId }))).toMatchObject({ status: 404, message: MSG_CODE_NOT_FOUND });
    expect(await findCode(db, stationId, course.code)).toMatchObject({ state: "valid" });
    expect(await balanceOf(db, stationId, member)).toBe(before);
  });
});

describe("purchases", () => {
  it("lists only this member's coupons and vouchers on this station, newest first", async () => {
    const member = await namedMember("Helena", 50_000);
    const other = await namedMember("Igor", 50_000);
    const first = await buyCoupon(member);
    const second = await buyCoupon(member);
    await buyCoupon(other);
    const course = await takeCourse(member);
    expect((await listMemberCoupons(db, stationId, member)).map((c) => c.code)).toEqual([second.code, first.code]);
    const vouchers = await listMemberVouchers(db, stationId, member);
    expect(vouchers).toEqual([expect.objectContaining({ code: course.code, rules: "Traga um documento com foto.", validUntil: "2030-03-10T13:00:00.000Z", used: false })]);
    expect(await listMemberCoupons(db, otherStationId, member)).toEqual([]);
    expect(await listMemberVouchers(db, stationId, other)).toEqual([]);
  });
});
