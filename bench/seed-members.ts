// Seed step of `npm run bench:member`, run before the app starts (PGlite allows one process per data
// dir): the database the bench will serve is opened, migrated and seeded with the demo as the
// server's start does (seedDemoData, which getDb no longer runs), then gets BENCH_EXTRA_MEMBERS more demo members, made with the demo seed's own
// ensureUser and the demo password, each with a welcome credit in the ledger like the demo member.
// Prints one JSON line: the members to sign in as and the activity whose detail page is measured.
// Run with `tsx --conditions=react-server bench/seed-members.ts`, SEED_DEMO=1 and DATA_DIR or
// DATABASE_URL set.
import { eq } from "drizzle-orm";
import { USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { closeDb, getDb } from "@/lib/db/client";
import { seedConsentsDemo } from "@/lib/consents/seed";
import { seedDemoData } from "@/lib/seed";
import { DEMO_PASSWORD, DEMO_STATIONS, ensureUser } from "@/lib/seed/demo";
import { DEMO_ACTIVITIES, findDemoActivityId } from "@/lib/activities/seed";
import { establishments, stations } from "@/lib/stations/schema";
import { appendLedgerEntry } from "@/lib/wallet/ledger";

// Distinct first names, so each signed-in page shows which member it was rendered for.
const FIRST_NAMES = ["Alice", "Bruno", "Camila", "Davi", "Elisa", "Felipe", "Gabriela", "Heitor", "Isabela", "Joaquim", "Larissa",
  "Mateus", "Natalia", "Otavio", "Paula", "Rafael", "Sofia", "Tiago", "Valentina", "Wagner", "Yasmin", "Zeca"];

async function main() {
  const extra = Number(process.env.BENCH_EXTRA_MEMBERS ?? 19);
  if (!Number.isInteger(extra) || extra < 0 || extra > FIRST_NAMES.length) {
    throw new Error(`BENCH_EXTRA_MEMBERS: 0 to ${FIRST_NAMES.length}`);
  }
  const db = await getDb();
  await seedDemoData(db);
  const [row] = await db
    .select({ stationId: stations.id, establishmentId: establishments.id })
    .from(stations)
    .innerJoin(establishments, eq(establishments.stationId, stations.id))
    .where(eq(stations.slug, DEMO_STATIONS.demo.slug));
  if (!row) throw new Error("the demo station was not seeded");

  const members = [{ email: "membro@demo.test", name: "Maria Membro", password: DEMO_PASSWORD }];
  for (let i = 0; i < extra; i++) {
    const n = String(i + 1).padStart(2, "0");
    const member = { email: `carga${n}@demo.test`, name: `${FIRST_NAMES[i]} Carga ${n}` };
    const userId = await ensureUser(db, row.stationId, row.establishmentId, { ...member, typeId: USER_TYPE_PARTICIPANT });
    await db.transaction((tx) =>
      appendLedgerEntry(tx, {
        stationId: row.stationId,
        userId,
        amount: 150_000,
        kind: "seed",
        description: "Bônus de boas-vindas",
        idempotencyKey: `seed:bench-welcome:${userId}`,
      }),
    );
    members.push({ ...member, password: DEMO_PASSWORD });
  }
  // They accept the station's texts as the demo's members do, or the member area would ask first.
  await seedConsentsDemo(db, [row.stationId]);
  const activityId = await findDemoActivityId(db, DEMO_STATIONS.demo.slug, DEMO_ACTIVITIES.quiz);
  if (!activityId) throw new Error("the demo quiz was not seeded");
  console.log("BENCH_SEED " + JSON.stringify({ members, activity: { id: activityId, name: DEMO_ACTIVITIES.quiz } }));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
