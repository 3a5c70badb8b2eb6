// Demo data of "Minhas compras" and "Vouchers": membro@demo.test has bought one coupon of the
// café activity and holds a voucher of the in-person course, made by the same commands a member's
// click runs. Idempotent: a fixed nonce makes the second run a replay of the first; a member who
// already used up the activity's limit by hand keeps what they have.
import { and, eq } from "drizzle-orm";
import { purchaseCoupon, subscribeCourse } from "@/lib/activities/commands";
import { ParticipationError } from "@/lib/activities/participation";
import { activityCoupons, presentialCourses } from "@/lib/activities/schema";
import { DEMO_ACTIVITIES, findDemoActivityId } from "@/lib/activities/seed";
import type { Db } from "@/lib/db/client";
import type { DemoContext } from "@/lib/seed/support";

const NONCE = "demo-seed";

async function orSkip(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof ParticipationError)) throw error;
  }
}

export async function seedPurchasesDemo(db: Db, context: DemoContext): Promise<void> {
  const stationId = context.demo.station.id;
  const userId = context.memberId;
  const slug = context.demo.station.slug;

  const couponActivity = await findDemoActivityId(db, slug, DEMO_ACTIVITIES.coupon);
  const [coupon] = couponActivity
    ? await db.select({ id: activityCoupons.id }).from(activityCoupons).where(and(eq(activityCoupons.stationId, stationId), eq(activityCoupons.activityId, couponActivity))).limit(1)
    : [];
  if (couponActivity && coupon) await orSkip(purchaseCoupon(db, { stationId, userId, activityId: couponActivity, couponId: coupon.id, nonce: NONCE }));

  const courseActivity = await findDemoActivityId(db, slug, DEMO_ACTIVITIES.course);
  const [course] = courseActivity
    ? await db.select({ id: presentialCourses.id }).from(presentialCourses).where(and(eq(presentialCourses.stationId, stationId), eq(presentialCourses.activityId, courseActivity))).limit(1)
    : [];
  if (courseActivity && course) {
    await orSkip(subscribeCourse(db, { stationId, userId, activityId: courseActivity, courseId: course.id, nonce: NONCE, shouldContact: false }));
  }
}
