// A shop's additional cashback, set by the owner on the activity's form: it is added to the
// activity's reward as the cashback a member's cart promises (and the paid order credits), once per
// activity whatever the quantities; bad values are refused with their pt-BR message.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { activities, activityProducts } from "@/lib/activities/schema";
import { addToCart, getCart } from "@/lib/commerce/cart";
import { DEMO_SHOP } from "@/lib/commerce/seed";
import { auditLog } from "@/lib/console/schema";
import { getDb, type Db } from "@/lib/db/client";
import { demoConsole } from "@/lib/db/testing/demo-console";
import { signInConsoleAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { updateActivityAction } from "./actions";
import { formValues } from "./commands";
import { MSG_ADDITIONAL_CASHBACK_RANGE } from "./schemas";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined, unstable_cache: (fn: unknown) => fn }));

let db: Db;
let stationId: number;
let owner: number;
let member: number;

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  const fixture = await demoConsole(db);
  stationId = fixture.demo.id;
  owner = fixture.owner;
  member = await userIdByEmail(db, stationId, "membro@demo.test");
});

async function shop() {
  const [row] = await db.select().from(activities).where(and(eq(activities.stationId, stationId), eq(activities.name, DEMO_SHOP.shop)));
  return row!;
}

describe("additional cashback of a shop", () => {
  it("the owner's value is what the member's cart promises on top of the reward, once per activity", async () => {
    const before = await shop();
    await signInConsoleAs(db, owner, stationId);
    const saved = await updateActivityAction({ stationId, id: before.id, ...formValues(before), additionalCashback: 1234 });
    expect(saved.ok).toBe(true);

    const [mug] = await db.select({ id: activityProducts.id }).from(activityProducts).where(eq(activityProducts.activityId, before.id)).limit(1);
    await addToCart(db, { stationId, userId: member, products: [{ id: mug!.id, quantity: 2 }] });
    const cart = await getCart(db, stationId, member);
    expect(cart.totals.cashback).toBe(before.points + 1234);

    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.stationId, stationId), eq(auditLog.action, "activity.update"), eq(auditLog.entityId, String(before.id))));
    expect(audit!.after).toMatchObject({ additionalCashback: 1234 });
  });

  it("refuses a negative value with its message and keeps the stored one", async () => {
    const before = await shop();
    await signInConsoleAs(db, owner, stationId);
    const result = await updateActivityAction({ stationId, id: before.id, ...formValues(before), additionalCashback: -1 });
    expect(!result.ok && result.fieldErrors?.additionalCashback).toBe(MSG_ADDITIONAL_CASHBACK_RANGE);
    expect((await shop()).additionalCashback).toBe(before.additionalCashback);
  });
});
