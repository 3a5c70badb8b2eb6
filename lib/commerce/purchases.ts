// What a member's codes are: coupons of type-3 activities ("Minhas compras") and in-person course
// vouchers of type-4 activities ("Vouchers"). Both are participations carrying a code in their
// payload: a coupon paid directly ("Pagar", lib/activities/commands.ts) or through the cart (one
// per unit, issued when its order is paid: coupon-codes.ts). Each list is one query on this station,
// with whether the code was already used at the counter (lib/commerce/validation.ts).
import "server-only";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { activities, participations, presentialCourses } from "@/lib/activities/schema";
import type { DbOrTx } from "@/lib/db/client";
import { codeValidations } from "./validation-schema";

export interface PurchasedCoupon {
  id: number;
  code: string;
  /** What was paid, in hundredths of a point (the participation's debit, or the unit's price in its order). */
  price: number;
  createdAt: string;
  activityId: number;
  activityName: string;
  activityImage: string | null;
  usedAt: string | null;
}

export interface CourseVoucher {
  id: number;
  code: string;
  createdAt: string;
  activityId: number;
  activityName: string;
  activityImage: string | null;
  rules: string | null;
  /** The course's date: the voucher is good until then. */
  validUntil: string | null;
  used: boolean;
}

const codeOf = sql<string>`${participations.payload}->>'code'`;
const hasCode = sql`${participations.payload} ? 'code'`;

/** What every ticket shows: its participation, code, date and activity. */
const ticketColumns = {
  id: participations.id,
  code: codeOf,
  createdAt: participations.createdAt,
  activityId: activities.id,
  activityName: activities.name,
  activityImage: activities.image,
};
const ofActivity = and(eq(activities.id, participations.activityId), eq(activities.stationId, participations.stationId));

function ticket(r: { id: number; code: string; createdAt: Date; activityId: number; activityName: string; activityImage: string | null }) {
  return { id: r.id, code: r.code, createdAt: r.createdAt.toISOString(), activityId: r.activityId, activityName: r.activityName, activityImage: r.activityImage };
}

const mine = (stationId: number, userId: number, typeId: number) =>
  and(eq(participations.stationId, stationId), eq(participations.userId, userId), eq(activities.typeId, typeId), ne(participations.status, "cancelled"), hasCode);

/** "Minhas compras": the member's bought coupons, newest first. */
export async function listMemberCoupons(db: DbOrTx, stationId: number, userId: number, limit = 100): Promise<PurchasedCoupon[]> {
  const rows = await db
    .select({
      ...ticketColumns,
      price: sql<number>`coalesce((${participations.payload}->>'price')::bigint, abs(${participations.pointsAwarded}))`.mapWith(Number),
      usedAt: codeValidations.createdAt,
    })
    .from(participations)
    .innerJoin(activities, ofActivity)
    .leftJoin(codeValidations, and(eq(codeValidations.stationId, participations.stationId), eq(codeValidations.kind, "coupon"), eq(codeValidations.targetId, participations.id)))
    .where(mine(stationId, userId, 3))
    .orderBy(desc(participations.id))
    .limit(limit);
  return rows.map((r) => ({
    ...ticket(r),
    price: r.price,
    usedAt: r.usedAt?.toISOString() ?? null,
  }));
}

/** "Vouchers": the member's in-person course vouchers, newest first. */
export async function listMemberVouchers(db: DbOrTx, stationId: number, userId: number, limit = 100): Promise<CourseVoucher[]> {
  const rows = await db
    .select({ ...ticketColumns, status: participations.status, rules: presentialCourses.rules, date: presentialCourses.date })
    .from(participations)
    .innerJoin(activities, ofActivity)
    .leftJoin(
      presentialCourses,
      and(eq(presentialCourses.stationId, participations.stationId), sql`${presentialCourses.id}::text = ${participations.payload}->>'presential_course'`),
    )
    .where(mine(stationId, userId, 4))
    .orderBy(desc(participations.id))
    .limit(limit);
  return rows.map((r) => ({
    ...ticket(r),
    rules: r.rules,
    validUntil: r.date?.toISOString() ?? null,
    // A voucher is used when validated: its participation is then "done".
    used: r.status === "done",
  }));
}
