// Test fixtures of the play module: the demo station and member, plus activities created on the fly.
import { and, eq } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { activities } from "@/lib/activities/schema";
import type { Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { stations } from "@/lib/stations/schema";

let seeded: Promise<void> | undefined;

/** Seeds the demo once per test file (each file has its own database); call it in beforeAll too. */
export async function demoMember(db: Db): Promise<{ stationId: number; userId: number }> {
  await (seeded ??= seedDemo(db));
  const [station] = await db.select({ id: stations.id }).from(stations).where(eq(stations.slug, "demo"));
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.stationId, station!.id), eq(users.email, "membro@demo.test")));
  return { stationId: station!.id, userId: member!.id };
}

let counter = 0;

export async function createActivity(
  db: Db,
  stationId: number,
  values: { typeId: number; points: number; limitPerUser?: number | null },
): Promise<number> {
  counter += 1;
  const [row] = await db
    .insert(activities)
    .values({ stationId, typeId: values.typeId, name: `Teste ${values.typeId} #${counter}`, points: values.points, limitPerUser: values.limitPerUser ?? null })
    .returning({ id: activities.id });
  return row!.id;
}
