// The door in the console: staff (not only the creating owner) read a code as Válido, Já utilizado
// (when, by whom) or Inválido with the member's full name, and "Marcar como utilizado" pays what
// comes after validation once: the points, the trophies, one audit row. A code of another station
// is Inválido and cannot be marked. With DATABASE_URL on PostgreSQL, ten marks at once are a real
// race between connections.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "@/lib/accounts/schema";
import { subscribeCourse } from "@/lib/activities/commands";
import { activities, journeyActivities, journeys, presentialCourses } from "@/lib/activities/schema";
import { makeMember } from "@/lib/commerce/test-fixtures";
import { auditLog } from "@/lib/console/schema";
import { getDb, type Db } from "@/lib/db/client";
import { demoConsole } from "@/lib/db/testing/demo-console";
import { signInConsoleAs } from "@/lib/db/testing/sessions";
import type { Station } from "@/lib/stations/queries";
import { createTrophyRule } from "@/lib/trophies/rules";
import { memberTrophies } from "@/lib/trophies/schema";
import { getBalance } from "@/lib/wallet/ledger";
import { markCodeUsedAtDoorAction } from "./actions";
import { readCodeAtDoor } from "./queries";
import { codeFromScan, DOOR_TEXTS } from "./schemas";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
let staff: number;
let n = 0;

beforeAll(async () => {
  db = await getDb();
  ({ demo, vitrine, staff } = await demoConsole(db));
});

/** A member of `station` named `name` holding a course voucher worth `points`, whose course is the one activity of a journey with a trophy. */
async function voucherHolder(station: Station, name: string, points: number) {
  const member = await makeMember(db, station.id);
  await db.update(users).set({ name }).where(eq(users.id, member));
  const [a] = await db.insert(activities).values({ stationId: station.id, typeId: 4, name: `Oficina de pão ${++n}`, points }).returning({ id: activities.id });
  const [course] = await db
    .insert(presentialCourses)
    .values({ stationId: station.id, activityId: a!.id, price: 0, rules: "Traga um documento.", date: new Date("2031-05-10T13:00:00Z") })
    .returning({ id: presentialCourses.id });
  const [j] = await db.insert(journeys).values({ stationId: station.id, name: `Jornada do pão ${n}` }).returning({ id: journeys.id });
  await db.insert(journeyActivities).values({ stationId: station.id, journeyId: j!.id, activityId: a!.id });
  await createTrophyRule(db, station.id, { description: `Padeiro ${n}`, kind: "journey", journeyId: j!.id });
  const { code } = await subscribeCourse(db, { stationId: station.id, userId: member, activityId: a!.id, courseId: course!.id, nonce: `door-${n}`, shouldContact: false });
  return { member, code, activityName: `Oficina de pão ${n}` };
}

const trophiesOf = async (stationId: number, userId: number) =>
  (await db.select().from(memberTrophies).where(and(eq(memberTrophies.stationId, stationId), eq(memberTrophies.userId, userId)))).length;

const doorAudit = async (stationId: number, code: string) =>
  (await db.select().from(auditLog).where(and(eq(auditLog.stationId, stationId), eq(auditLog.action, "door.mark-used"), eq(auditLog.entityId, code)))).length;

describe("the door's answers", () => {
  it("reads a voucher as Válido with the member's full name and the activity, for staff", async () => {
    const { code, activityName } = await voucherHolder(demo, "Joana Prado Lima", 1500);
    expect(await readCodeAtDoor(db, demo.id, code.toLowerCase())).toMatchObject({ state: "valid", code, kindLabel: "Voucher de curso presencial", memberName: "Joana Prado Lima", title: activityName, points: 1500 });
  });

  it("answers Inválido for another station's code and an unknown one, and names nothing", async () => {
    const { code } = await voucherHolder(vitrine, "Rita Vitrine", 100);
    expect(await readCodeAtDoor(db, demo.id, code)).toEqual(expect.objectContaining({ state: "invalid", memberName: null, title: null }));
    expect((await readCodeAtDoor(db, demo.id, "ZZZZ9999")).state).toBe("invalid");
  });

  it("takes the code out of a scanned validation link, old owner links too", () => {
    expect(codeFromScan("http://demo.localhost:3000/validar/ab12cd34")).toBe("AB12CD34");
    expect(codeFromScan("https://estacao.app/validar/demo/AB12CD34")).toBe("AB12CD34");
    expect(codeFromScan(" ab12-cd34 ")).toBe("AB12CD34");
    expect(codeFromScan("https://example.com/outra/coisa")).toBeNull();
    expect(codeFromScan("não é código")).toBeNull();
  });
});

describe("Marcar como utilizado at the door", () => {
  it("staff mark a voucher used: the points and the trophy land once, one audit row, then it reads Já utilizado by them", async () => {
    const { member, code } = await voucherHolder(demo, "Paulo Souza", 2000);
    await signInConsoleAs(db, staff, demo.id);
    const before = await getBalance(db, demo.id, member);
    const first = await markCodeUsedAtDoorAction({ stationId: demo.id, code: `http://demo.localhost:3000/validar/${code}` });
    expect(first).toMatchObject({ ok: true, data: { outcome: "validated", answer: { state: "used", memberName: "Paulo Souza" } } });
    const again = await markCodeUsedAtDoorAction({ stationId: demo.id, code });
    expect(again).toMatchObject({ ok: true, data: { outcome: "already" } });
    expect(await getBalance(db, demo.id, member)).toBe(before + 2000);
    expect(await trophiesOf(demo.id, member), "the journey's trophy is awarded by the validation").toBe(1);
    expect(await doorAudit(demo.id, code)).toBe(1);
    const [who] = await db.select({ name: users.name }).from(users).where(eq(users.id, staff));
    const read = await readCodeAtDoor(db, demo.id, code);
    expect(read).toMatchObject({ state: "used", usedBy: who!.name });
    expect(read.usedAt).not.toBeNull();
  });

  it("ten marks at once pay once", async () => {
    const { member, code } = await voucherHolder(demo, "Marta Dez", 700);
    await signInConsoleAs(db, staff, demo.id);
    const before = await getBalance(db, demo.id, member);
    const results = await Promise.all(Array.from({ length: 10 }, () => markCodeUsedAtDoorAction({ stationId: demo.id, code })));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && r.data.outcome === "validated")).toHaveLength(1);
    expect(await getBalance(db, demo.id, member)).toBe(before + 700);
    expect(await trophiesOf(demo.id, member)).toBe(1);
    expect(await doorAudit(demo.id, code)).toBe(1);
  });

  it("refuses another station's code as unknown here and changes nothing there", async () => {
    const { member, code } = await voucherHolder(vitrine, "Lia Vitrine", 900);
    await signInConsoleAs(db, staff, demo.id);
    const before = await getBalance(db, vitrine.id, member);
    const result = await markCodeUsedAtDoorAction({ stationId: demo.id, code });
    expect(result).toMatchObject({ ok: false });
    expect(await getBalance(db, vitrine.id, member)).toBe(before);
    expect((await readCodeAtDoor(db, vitrine.id, code)).state).toBe("valid");
  });

  it("answers a field error for a text that is no code", async () => {
    await signInConsoleAs(db, staff, demo.id);
    expect(await markCodeUsedAtDoorAction({ stationId: demo.id, code: "??" })).toMatchObject({ ok: false, fieldErrors: { code: DOOR_TEXTS.codeInvalid } });
  });
});
