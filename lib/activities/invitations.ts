// "Meus convites": who signed up with the member's invitation (accounts' invitations table) and
// the e-mail invitations the member sent; and the short-link lookup of /i/{code}.
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { invitations } from "@/lib/accounts/auth-schema";
import { users } from "@/lib/accounts/schema";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { resolveInviteLink } from "./commands";
import { inviteEmails } from "./schema";

export interface MyInvitations {
  accepted: { id: number; name: string; createdAt: string; credited: boolean }[];
  sent: { email: string; createdAt: string }[];
}

export async function listMyInvitations(db: DbOrTx, stationId: number, userId: number): Promise<MyInvitations> {
  const accepted = await db
    .select({ id: invitations.id, name: users.name, createdAt: invitations.createdAt, creditedAt: invitations.creditedAt })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviteeUserId))
    .where(and(eq(invitations.stationId, stationId), eq(invitations.inviterUserId, userId)))
    .orderBy(desc(invitations.id));
  const sent = await db
    .select({ email: inviteEmails.email, createdAt: inviteEmails.createdAt })
    .from(inviteEmails)
    .where(and(eq(inviteEmails.stationId, stationId), eq(inviteEmails.userId, userId)))
    .orderBy(desc(inviteEmails.id))
    .limit(100);
  return {
    accepted: accepted.map((a) => ({ id: a.id, name: a.name ?? "Convidado", createdAt: a.createdAt.toISOString(), credited: a.creditedAt !== null })),
    sent: sent.map((s) => ({ email: s.email, createdAt: s.createdAt.toISOString() })),
  };
}

export async function loadMyInvitations(stationId: number, userId: number): Promise<MyInvitations> {
  return listMyInvitations(await getDb(), stationId, userId);
}

export async function resolveInviteLinkFor(stationId: number, code: string): Promise<string | null> {
  return resolveInviteLink(await getDb(), stationId, code);
}
