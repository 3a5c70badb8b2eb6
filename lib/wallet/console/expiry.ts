// The station's points expiry rule, set by its owner: never, or N months after each credit. It
// applies to credits written from then on (a lot's date is fixed when its credit is written);
// an activity may override it (lib/activities/console/commands.ts).
import "server-only";
import { eq } from "drizzle-orm";
import { recordAudit } from "@/lib/console/audit";
import type { Tx } from "@/lib/db/client";
import { stations } from "@/lib/stations/schema";
import { stationExpiryColumn, type StationExpiry } from "../expiry-schema";

/** The station's rule as the form shows it: months (null: never) and whether members are reminded. */
export async function stationExpiryRule(db: Pick<Tx, "select">, stationId: number): Promise<{ months: number | null; reminders: boolean }> {
  const [row] = await db.select({ months: stations.pointsExpiryMonths, reminders: stations.pointsExpiryReminders }).from(stations).where(eq(stations.id, stationId));
  return { months: row?.months ?? null, reminders: row?.reminders ?? false };
}

/** Saves the rule and its audit row; false when nothing changed. */
export async function saveStationExpiry(tx: Tx, actor: { stationId: number; actorId: number }, data: Omit<StationExpiry, "stationId">): Promise<{ changed: boolean }> {
  const [row] = await tx
    .select({ months: stations.pointsExpiryMonths, reminders: stations.pointsExpiryReminders })
    .from(stations)
    .where(eq(stations.id, actor.stationId))
    .for("update");
  const before = { pointsExpiryMonths: row?.months ?? null, pointsExpiryReminders: row?.reminders ?? false };
  const after = { pointsExpiryMonths: stationExpiryColumn(data), pointsExpiryReminders: data.reminders };
  if (before.pointsExpiryMonths === after.pointsExpiryMonths && before.pointsExpiryReminders === after.pointsExpiryReminders) return { changed: false };
  await tx.update(stations).set({ ...after, updatedAt: new Date() }).where(eq(stations.id, actor.stationId));
  await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "wallet.points-expiry", entity: "station", entityId: actor.stationId, before, after });
  return { changed: true };
}
