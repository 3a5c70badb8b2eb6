// What the console's moderation does to one post or comment of the station, in the pipeline's
// transaction:
// - hide: the piece leaves the wall (a comment shows as removed in its thread) and its open
//   reports are upheld;
// - restore: a hidden piece is visible again and its open reports are dismissed, so they no
//   longer count toward hiding it;
// - dismiss: the open reports are closed without touching visibility; a report made afterwards
//   counts from zero toward the station's threshold.
// Each returns its audit row (before and after), or none when nothing changed. A piece of another
// station, or one its author deleted, is answered as missing.
import "server-only";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { notFound, type ConsoleActor, type WriteAudit } from "@/lib/console/write";
import type { DbOrTx } from "@/lib/db/client";
import { comments, posts, reports } from "../schema";
import type { ModerationInput } from "./schemas";
import { MODERATION_NOT_FOUND } from "./texts";

export interface ModerationChange {
  audit: WriteAudit | null;
}

interface PieceState {
  hidden: boolean;
  openReports: number;
}

const table = (target: ModerationInput["target"]) => (target === "post" ? posts : comments);
const reportColumn = (target: ModerationInput["target"]) => (target === "post" ? reports.postId : reports.commentId);

/** The piece's state, with its row locked so two moderators' clicks apply one after the other. */
async function lockPiece(tx: DbOrTx, stationId: number, key: ModerationInput): Promise<PieceState> {
  const t = table(key.target);
  const [row] = await tx
    .select({ hiddenAt: t.hiddenAt })
    .from(t)
    .where(and(eq(t.id, key.id), eq(t.stationId, stationId), isNull(t.deletedAt)))
    .for("update");
  if (!row) notFound(MODERATION_NOT_FOUND);
  const [open] = await tx
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reportColumn(key.target), key.id), eq(reports.stationId, stationId), eq(reports.status, "open")));
  return { hidden: row.hiddenAt !== null, openReports: Number(open?.n ?? 0) };
}

async function setHidden(tx: DbOrTx, stationId: number, key: ModerationInput, hidden: boolean): Promise<void> {
  const t = table(key.target);
  await tx
    .update(t)
    .set({ hiddenAt: hidden ? sql`now()` : null })
    .where(and(eq(t.id, key.id), eq(t.stationId, stationId)));
}

async function closeOpenReports(tx: DbOrTx, actor: ConsoleActor, key: ModerationInput, status: "upheld" | "dismissed"): Promise<void> {
  await tx
    .update(reports)
    .set({ status, reviewedAt: sql`now()`, reviewedBy: actor.actorId })
    .where(and(eq(reportColumn(key.target), key.id), eq(reports.stationId, actor.stationId), eq(reports.status, "open")));
}

function audit(action: string, key: ModerationInput, before: PieceState, after: PieceState): ModerationChange {
  return { audit: { action: `moderation.${action}`, entity: key.target, entityId: key.id, before, after } };
}

/** Hides the piece (or keeps it hidden) and upholds its open reports. */
export async function hidePiece(tx: DbOrTx, actor: ConsoleActor, key: ModerationInput): Promise<ModerationChange> {
  const before = await lockPiece(tx, actor.stationId, key);
  if (before.hidden && before.openReports === 0) return { audit: null };
  if (!before.hidden) await setHidden(tx, actor.stationId, key, true);
  await closeOpenReports(tx, actor, key, "upheld");
  return audit("hide", key, before, { hidden: true, openReports: 0 });
}

/** Shows a hidden piece again and dismisses its open reports. */
export async function restorePiece(tx: DbOrTx, actor: ConsoleActor, key: ModerationInput): Promise<ModerationChange> {
  const before = await lockPiece(tx, actor.stationId, key);
  if (!before.hidden) return { audit: null };
  await setHidden(tx, actor.stationId, key, false);
  await closeOpenReports(tx, actor, key, "dismissed");
  return audit("restore", key, before, { hidden: false, openReports: 0 });
}

/** Closes the open reports; the piece stays as it is. */
export async function dismissReports(tx: DbOrTx, actor: ConsoleActor, key: ModerationInput): Promise<ModerationChange> {
  const before = await lockPiece(tx, actor.stationId, key);
  if (before.openReports === 0) return { audit: null };
  await closeOpenReports(tx, actor, key, "dismissed");
  return audit("dismiss", key, before, { hidden: before.hidden, openReports: 0 });
}
