// Request-level reads of the trophies for the member's pages and shell.
import "server-only";
import { getDb } from "@/lib/db/client";
import { stationAwardsTrophies } from "./award";
import { listMemberTrophies, listUnseenTrophies, type MemberTrophy, type UnseenTrophy } from "./queries";

export async function loadMemberTrophies(stationId: number, userId: number): Promise<MemberTrophy[]> {
  return listMemberTrophies(await getDb(), stationId, userId);
}

/**
 * The member's trophies not yet announced, or null on a station with no active rule (the shell
 * then neither reads them nor asks again on every page; the rule kinds come from memory).
 */
export async function loadUnseenTrophies(stationId: number, userId: number): Promise<UnseenTrophy[] | null> {
  const db = await getDb();
  if (!(await stationAwardsTrophies(db, stationId))) return null;
  return listUnseenTrophies(db, stationId, userId);
}
