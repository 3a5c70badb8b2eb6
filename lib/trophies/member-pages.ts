// Request-level reads of the trophies for the member's pages and shell.
import "server-only";
import { getDb } from "@/lib/db/client";
import { listMemberTrophies, listUnseenTrophies, type MemberTrophy, type UnseenTrophy } from "./queries";

export async function loadMemberTrophies(stationId: number, userId: number): Promise<MemberTrophy[]> {
  return listMemberTrophies(await getDb(), stationId, userId);
}

export async function loadUnseenTrophies(stationId: number, userId: number): Promise<UnseenTrophy[]> {
  return listUnseenTrophies(await getDb(), stationId, userId);
}
