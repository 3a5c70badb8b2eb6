// The member home's "Para começar" and "Loja": what a new member can do first (open, not done, not
// waiting on a prerequisite, not a shop) and the shops they can buy in.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { getDb, type Db } from "@/lib/db/client";
import { ensureUser, seedDemo } from "@/lib/seed/demo";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { participate } from "./participation";
import { getHomeForMember } from "./queries";

let db: Db;
let vitrine: Station;
let newcomer: number;

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  vitrine = (await findStationByKey(db, "vitrine"))!;
  newcomer = await ensureUser(db, vitrine.id, vitrine.establishment!.id, { email: "recem.chegada@vitrine.test", name: "Recém Chegada", typeId: USER_TYPE_PARTICIPANT });
});

describe("a new member's home", () => {
  it("offers open activities to do first, and the station's shops apart", async () => {
    const home = await getHomeForMember(db, vitrine.id, newcomer);
    expect(home.toDo.length).toBeGreaterThan(0);
    expect(home.toDo.length).toBeLessThanOrEqual(4);
    for (const card of home.toDo) expect(card).toMatchObject({ hasDone: false, blockedBy: [] });
    expect(home.toDo.some((c) => c.typeId === 3)).toBe(false);
    expect(home.shops.map((c) => c.name)).toContain("Achados da Vitrine");
  });

  it("drops an activity from 'Para começar' once the member has done it", async () => {
    const first = (await getHomeForMember(db, vitrine.id, newcomer)).toDo[0]!;
    await db.transaction((tx) => participate(tx, { stationId: vitrine.id, userId: newcomer, activityId: first.id, idempotencyKey: `home-test:${first.id}` }));
    expect((await getHomeForMember(db, vitrine.id, newcomer)).toDo.map((c) => c.id)).not.toContain(first.id);
  });
});
