// "Meus convites": who signed up with the member's invitation (accounts' invitations table) and
// the e-mail invitations the member sent; and the short-link lookup of /i/{code}.
import "server-only";
import { and, desc, eq, lt } from "drizzle-orm";
import { invitations } from "@/lib/accounts/auth-schema";
import { users } from "@/lib/accounts/schema";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { maskEmail } from "@/lib/format";
import { resolveInviteLink } from "./commands";
import { inviteEmails } from "./schema";

/** An e-mail invitation as the member's list shows it (the address masked, as on every screen). */
export interface SentInvitation {
  id: number;
  email: string;
  createdAt: string;
}

/** One page of a list, newest first; `nextCursor` is the id to continue below, or null at the end. */
export interface SentInvitationsPage {
  items: SentInvitation[];
  nextCursor: string | null;
}

export const SENT_PAGE_SIZE = 20;

export interface MyInvitations {
  accepted: { id: number; name: string; createdAt: string; credited: boolean }[];
  sent: SentInvitationsPage;
}

/** The e-mail invitations a member sent, newest first, SENT_PAGE_SIZE at a time below `before`. */
export async function listSentInvitations(db: DbOrTx, stationId: number, userId: number, before: number | null): Promise<SentInvitationsPage> {
  const rows = await db
    .select({ id: inviteEmails.id, email: inviteEmails.email, createdAt: inviteEmails.createdAt })
    .from(inviteEmails)
    .where(and(eq(inviteEmails.stationId, stationId), eq(inviteEmails.userId, userId), before === null ? undefined : lt(inviteEmails.id, before)))
    .orderBy(desc(inviteEmails.id))
    .limit(SENT_PAGE_SIZE + 1);
  const items = rows.slice(0, SENT_PAGE_SIZE).map((r) => ({ id: r.id, email: maskEmail(r.email), createdAt: r.createdAt.toISOString() }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > SENT_PAGE_SIZE && last ? String(last.id) : null };
}

export async function listMyInvitations(db: DbOrTx, stationId: number, userId: number): Promise<MyInvitations> {
  const accepted = await db
    .select({ id: invitations.id, name: users.name, createdAt: invitations.createdAt, creditedAt: invitations.creditedAt })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviteeUserId))
    .where(and(eq(invitations.stationId, stationId), eq(invitations.inviterUserId, userId)))
    .orderBy(desc(invitations.id));
  return {
    accepted: accepted.map((a) => ({ id: a.id, name: a.name ?? "Convidado", createdAt: a.createdAt.toISOString(), credited: a.creditedAt !== null })),
    sent: await listSentInvitations(db, stationId, userId, null),
  };
}

export async function loadMyInvitations(stationId: number, userId: number): Promise<MyInvitations> {
  return listMyInvitations(await getDb(), stationId, userId);
}

export async function loadSentInvitations(stationId: number, userId: number, before: number | null): Promise<SentInvitationsPage> {
  return listSentInvitations(await getDb(), stationId, userId, before);
}

export async function resolveInviteLinkFor(stationId: number, code: string): Promise<string | null> {
  return resolveInviteLink(await getDb(), stationId, code);
}
