// "Eu quero!" on a presential course answers the voucher the member's dialog shows: its code and
// the QR of the station's validation page for that code (what a staff member's camera opens).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { establishmentUsers, users } from "@/lib/accounts/schema";
import { stationOrigin } from "@/lib/stations/current";
import { qrDataUrl, validationUrl } from "@/lib/utils/qr";
import { credit } from "@/lib/commerce/test-fixtures";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { signInAs } from "@/lib/db/testing/sessions";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { subscribeCourseAction } from "./actions";
import { presentialCourses } from "./schema";
import { DEMO_ACTIVITIES, findDemoActivityId } from "./seed";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
});

describe("subscribeCourseAction", () => {
  it("answers the voucher's code with the QR of its validation page on the station's host", async () => {
    const [member] = await db
      .insert(users)
      .values({ stationId: demo.id, name: "Aluna", email: `aluna.${Date.now().toString(36)}@demo.test`, cpf: null, active: true, isFirstLogin: false })
      .returning({ id: users.id });
    await db.insert(establishmentUsers).values({ stationId: demo.id, establishmentId: demo.establishment!.id, userId: member!.id });
    await credit(db, demo.id, member!.id, 1_000_000);
    const activityId = (await findDemoActivityId(db, "demo", DEMO_ACTIVITIES.course))!;
    const [course] = await db.select({ id: presentialCourses.id }).from(presentialCourses).where(eq(presentialCourses.activityId, activityId));
    await signInAs(db, member!.id, demo);

    const answer = await subscribeCourseAction({ activityId, courseId: course!.id, consent: true, nonce: "course-voucher-test" });

    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.data.code).toMatch(/^[A-Z0-9]{6,}$/);
    expect(answer.data.qr.url).toBe(validationUrl(stationOrigin(demo), answer.data.code));
    expect(answer.data.qr.url).toMatch(/^http:\/\/demo\.localhost(:\d+)?\/validar\//);
    // The image is the QR of that very link (the generator is deterministic).
    expect(answer.data.qr.image).toBe(await qrDataUrl(answer.data.qr.url));
  });
});
