// What every module's demo seed shares: the demo password, the context seedDemo hands each module
// (lib/seed/demo.ts), and creating a demo account the same way everywhere. Kept apart from
// seedDemo so a module's seed never imports the seed that calls it.
import { and, eq } from "drizzle-orm";
import { establishmentUsers, users, USER_TYPE_OWNER } from "@/lib/accounts/schema";
import { hashPassword } from "@/lib/auth/password";
import { stationStaff } from "@/lib/console/schema";
import type { Db } from "@/lib/db/client";
import type { EstablishmentRow, StationRow } from "@/lib/stations/schema";

export const DEMO_PASSWORD = "Demo@1234";

export interface DemoStation {
  station: StationRow;
  establishment: EstablishmentRow;
}

export interface DemoContext {
  demo: DemoStation;
  vitrine: DemoStation;
  memberId: number;
  ownerId: number;
}

/**
 * The demo account of `user.email` on the station, created once with the demo password: active and
 * linked to the establishment unless `state` says otherwise (the accounts that show each blocked
 * state of the entry screens). An existing account is left as it is.
 */
export async function ensureUser(
  db: Db,
  stationId: number,
  establishmentId: number,
  user: { email: string; name: string; cpf?: string; tel?: string; birthday?: string; stateId?: number; typeId: number },
  state: { active?: boolean; suspended?: boolean; deleted?: boolean; linked?: boolean } = {},
) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.stationId, stationId), eq(users.email, user.email)));
  let id = existing?.id;
  if (!id) {
    const now = new Date();
    const [created] = await db
      .insert(users)
      .values({
        stationId,
        ...user,
        active: state.active ?? true,
        isFirstLogin: false,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        suspendedAt: state.suspended ? now : null,
        deletedAt: state.deleted ? now : null,
      })
      .returning({ id: users.id });
    id = created!.id;
  }
  if (state.linked === false) return id;
  await db
    .insert(establishmentUsers)
    .values({ stationId, establishmentId, userId: id, role: user.typeId === USER_TYPE_OWNER ? "owner" : "participant" })
    .onConflictDoNothing();
  // The owner manages the station in the console (the migration backfills the same for real data).
  if (user.typeId === USER_TYPE_OWNER) await db.insert(stationStaff).values({ stationId, userId: id, role: "owner" }).onConflictDoNothing();
  return id;
}
