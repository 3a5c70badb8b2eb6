// Where the console's tests start: the demo seed in place, both demo stations, and the accounts
// of demo's owner and staff (equipe@demo.test).
import { vi } from "vitest";
import { seedDemo } from "@/lib/seed/demo";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import type { Db } from "../client";
import { userIdByEmail } from "./sessions";

export interface DemoConsole {
  demo: Station;
  vitrine: Station;
  owner: number;
  staff: number;
}

/** Seeds the demo (its progress lines muted) and answers its stations and console accounts. */
export async function demoConsole(db: Db): Promise<DemoConsole> {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  const demo = (await findStationByKey(db, "demo"))!;
  const vitrine = (await findStationByKey(db, "vitrine"))!;
  return { demo, vitrine, owner: await userIdByEmail(db, demo.id, "dono@demo.test"), staff: await userIdByEmail(db, demo.id, "equipe@demo.test") };
}
