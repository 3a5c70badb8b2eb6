// Test fixtures of the wall: stations and members created directly (no demo seed needed).
import { users } from "@/lib/accounts/schema";
import type { Db } from "@/lib/db/client";
import { readStationSettings } from "@/lib/stations/settings";
import { stations } from "@/lib/stations/schema";
import { scopeOf, type SocialScope } from "./access";

let counter = 0;

export async function makeStation(db: Db, options: { feed?: boolean; reportThreshold?: number } = {}): Promise<SocialScope> {
  counter += 1;
  const settings = options.reportThreshold ? { postReportThreshold: options.reportThreshold } : {};
  const [row] = await db
    .insert(stations)
    .values({ slug: `mural${counter}${Math.random().toString(36).replace(/[^a-z]/g, "").slice(0, 6)}`, name: `Mural ${counter}`, feedAccess: options.feed ?? true, settings })
    .returning({ id: stations.id, feedAccess: stations.feedAccess });
  return scopeOf({
    id: row!.id,
    flags: { feed: row!.feedAccess, events: false, files: false, checkout: false, myAccount: true },
    settings: readStationSettings(settings),
  });
}

export async function makeMember(db: Db, stationId: number, name = "Membro"): Promise<number> {
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({ stationId, name, email: `m${counter}-${Math.random().toString(36).slice(2, 8)}@mural.test`, active: true, isFirstLogin: false })
    .returning({ id: users.id });
  return row!.id;
}
