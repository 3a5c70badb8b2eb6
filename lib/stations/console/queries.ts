// What the console's "Marca e dados" screens read: the station by id, fresh from the database (the
// public site's per-server copy may lag by its TTL; an owner must see what they just saved).
import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "next/navigation";
import type { DbOrTx } from "@/lib/db/client";
import { toStation, type Station } from "@/lib/stations/queries";
import { establishments, stations } from "@/lib/stations/schema";

/** The station the console guard let through (its id comes from the guard's context, never the client). */
export async function loadConsoleStation(db: DbOrTx, stationId: number): Promise<Station> {
  const [row] = await db
    .select({ station: stations, establishment: establishments })
    .from(stations)
    .leftJoin(establishments, eq(establishments.stationId, stations.id))
    .where(eq(stations.id, stationId))
    .limit(1);
  if (!row) notFound();
  return toStation(row.station, row.establishment);
}
