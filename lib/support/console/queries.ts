// The console's reads of the support inbox, of one station: the messages of one status newest
// first, and one message with the member who wrote it (when signed in) and who replied.
import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { supportMessages } from "@/lib/content/schema";
import type { DbOrTx } from "@/lib/db/client";
import type { SupportStatus } from "./schemas";

/** The most rows a list shows. */
const LIST_LIMIT = 200;

const author = alias(users, "support_author");
const replier = alias(users, "support_replier");

const columns = {
  m: supportMessages,
  authorId: author.id,
  authorName: author.name,
  authorEmail: author.email,
  replierId: replier.id,
  replierName: replier.name,
  replierEmail: replier.email,
};

type Row = { m: typeof supportMessages.$inferSelect; authorId: number | null; authorName: string | null; authorEmail: string | null; replierId: number | null; replierName: string | null; replierEmail: string | null };

function view({ m, ...r }: Row) {
  return {
    id: m.id,
    kind: m.kind,
    status: m.status,
    name: m.name,
    email: m.email,
    phone: m.phone,
    subject: m.subject,
    message: m.message,
    createdAt: m.createdAt.toISOString(),
    reply: m.reply,
    repliedAt: m.repliedAt?.toISOString() ?? null,
    closedAt: m.closedAt?.toISOString() ?? null,
    /** The account that wrote it, when it was signed in on this station. */
    member: r.authorId != null ? { id: r.authorId, name: r.authorName, email: r.authorEmail } : null,
    repliedBy: r.replierId != null ? { id: r.replierId, name: r.replierName ?? r.replierEmail } : null,
  };
}
export type ConsoleSupportMessage = ReturnType<typeof view>;

function base(db: DbOrTx, stationId: number) {
  return db
    .select(columns)
    .from(supportMessages)
    .leftJoin(author, and(eq(author.id, supportMessages.userId), eq(author.stationId, stationId)))
    .leftJoin(replier, eq(replier.id, supportMessages.repliedBy));
}

export async function listConsoleSupportMessages(db: DbOrTx, stationId: number, status: SupportStatus): Promise<ConsoleSupportMessage[]> {
  const rows = await base(db, stationId)
    .where(and(eq(supportMessages.stationId, stationId), eq(supportMessages.status, status)))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(LIST_LIMIT);
  return rows.map(view);
}

export async function getConsoleSupportMessage(db: DbOrTx, stationId: number, id: number): Promise<ConsoleSupportMessage | null> {
  const [row] = await base(db, stationId).where(and(eq(supportMessages.id, id), eq(supportMessages.stationId, stationId)));
  return row ? view(row) : null;
}

/** How many messages wait in each status (the filter's counts). */
export async function countConsoleSupportMessages(db: DbOrTx, stationId: number): Promise<Record<SupportStatus, number>> {
  const rows = await db.select({ status: supportMessages.status, n: count() }).from(supportMessages).where(eq(supportMessages.stationId, stationId)).groupBy(supportMessages.status);
  const counts: Record<SupportStatus, number> = { new: 0, answered: 0, closed: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}
