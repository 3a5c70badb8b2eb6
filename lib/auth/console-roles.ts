// Who may manage which station in the owner console. Every console page and action asks `roleOn`
// (through the console guard) for the station it is about; an account with no row for a station
// sees a 404 there, never its data.
import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import type { DbOrTx } from "@/lib/db/client";
import { stations } from "@/lib/stations/schema";
import { stationStaff, type ConsoleRole } from "@/lib/console/schema";

export interface ManagedStation {
  id: number;
  slug: string;
  name: string;
  domain: string | null;
  role: ConsoleRole;
}

/** Whether a role may do what needs `needed` (an owner may do everything staff may). */
export function roleAllows(role: ConsoleRole, needed: ConsoleRole): boolean {
  return needed === "staff" || role === "owner";
}

/** The account's role on a station, or null. */
export async function roleOn(db: DbOrTx, userId: number, stationId: number): Promise<ConsoleRole | null> {
  const [row] = await db
    .select({ role: stationStaff.role })
    .from(stationStaff)
    .where(and(eq(stationStaff.userId, userId), eq(stationStaff.stationId, stationId)))
    .limit(1);
  return row?.role ?? null;
}

/** Every station the account has a role on, by name (the console's station switcher). */
export async function stationsManagedBy(db: DbOrTx, userId: number): Promise<ManagedStation[]> {
  return db
    .select({ id: stations.id, slug: stations.slug, name: stations.name, domain: stations.domain, role: stationStaff.role })
    .from(stationStaff)
    .innerJoin(stations, eq(stations.id, stationStaff.stationId))
    .where(eq(stationStaff.userId, userId))
    .orderBy(asc(stations.name), asc(stations.id));
}

/** Gives an account a role on a station (or changes it). */
export async function grantRole(db: DbOrTx, input: { userId: number; stationId: number; role: ConsoleRole }): Promise<void> {
  await db
    .insert(stationStaff)
    .values(input)
    .onConflictDoUpdate({ target: [stationStaff.stationId, stationStaff.userId], set: { role: input.role } });
}

/** The console account: a user that is neither deleted nor suspended. */
export async function consoleAccount(db: DbOrTx, userId: number): Promise<{ id: number; name: string | null; email: string | null; image: string | null } | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, image: users.image })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNull(users.suspendedAt)))
    .limit(1);
  return row ?? null;
}
