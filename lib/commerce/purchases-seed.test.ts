import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@/lib/accounts/schema";
import { getDb } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { findStationByKey } from "@/lib/stations/queries";
import { listMemberCoupons, listMemberVouchers } from "./purchases";

describe("demo purchases", () => {
  it("the demo member holds one bought coupon and one course voucher, however often the seed runs", async () => {
    const db = await getDb();
    await seedDemo(db);
    await seedDemo(db);
    const demo = (await findStationByKey(db, "demo"))!;
    const [member] = await db.select({ id: users.id }).from(users).where(and(eq(users.stationId, demo.id), eq(users.email, "membro@demo.test")));
    const coupons = await listMemberCoupons(db, demo.id, member!.id);
    const vouchers = await listMemberVouchers(db, demo.id, member!.id);
    expect(coupons).toEqual([expect.objectContaining({ activityName: "Vale-café na Cafeteria Central", price: 1500, usedAt: null })]);
    expect(vouchers).toEqual([expect.objectContaining({ activityName: "Oficina de finanças pessoais", used: false })]);
    expect(vouchers[0]!.validUntil).not.toBeNull();
  });
});
