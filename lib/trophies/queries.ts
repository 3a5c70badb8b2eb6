// What the member sees of their trophies: the grid of /homepage/trofeus and the ones still to
// announce in a toast (seen_at null), both scoped by station and member.
import "server-only";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { memberTrophies, trophyRules } from "./schema";

export interface MemberTrophy {
  id: number;
  description: string;
  image: string | null;
  /** ISO instant. */
  awardedAt: string;
}

/** Every trophy the member holds on the station, newest first. */
export async function listMemberTrophies(db: DbOrTx, stationId: number, userId: number): Promise<MemberTrophy[]> {
  const rows = await db
    .select({ id: memberTrophies.id, description: trophyRules.description, image: trophyRules.image, awardedAt: memberTrophies.awardedAt })
    .from(memberTrophies)
    .innerJoin(trophyRules, eq(trophyRules.id, memberTrophies.ruleId))
    .where(and(eq(memberTrophies.stationId, stationId), eq(memberTrophies.userId, userId)))
    .orderBy(desc(memberTrophies.awardedAt), desc(memberTrophies.id));
  return rows.map((r) => ({ ...r, awardedAt: r.awardedAt.toISOString() }));
}

export interface UnseenTrophy {
  id: number;
  description: string;
}

/** Trophies earned since the member last saw a toast (partial index on seen_at is null). */
export async function listUnseenTrophies(db: DbOrTx, stationId: number, userId: number): Promise<UnseenTrophy[]> {
  return db
    .select({ id: memberTrophies.id, description: trophyRules.description })
    .from(memberTrophies)
    .innerJoin(trophyRules, eq(trophyRules.id, memberTrophies.ruleId))
    .where(and(eq(memberTrophies.stationId, stationId), eq(memberTrophies.userId, userId), isNull(memberTrophies.seenAt)))
    .orderBy(memberTrophies.id);
}

/** The toast of these trophies was shown: only the member's own, unseen ones change. */
export async function markTrophiesSeen(db: DbOrTx, stationId: number, userId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(memberTrophies)
    .set({ seenAt: new Date() })
    .where(and(eq(memberTrophies.stationId, stationId), eq(memberTrophies.userId, userId), inArray(memberTrophies.id, ids), isNull(memberTrophies.seenAt)))
    .returning({ id: memberTrophies.id });
  return rows.length;
}
