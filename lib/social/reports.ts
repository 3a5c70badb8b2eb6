// Members' reports ("Denunciar") of posts and comments. Each member reports a piece once (unique
// index); a post with open reports from the station's threshold of distinct members (setting
// postReportThreshold, default 3) is hidden from the feed until a moderator reviews it. Only open
// reports count: those a moderator closed (lib/social/console) count no more. The rows keep who,
// when, why and the review status for the console's moderation queue.
import "server-only";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import type { Db } from "@/lib/db/client";
import { findVisibleComment, findVisiblePost, type StationScope } from "./access";
import { OWN_REPORT } from "./messages";
import { posts, reports } from "./schema";

export async function report(
  db: Db,
  scope: StationScope & { reportThreshold: number },
  userId: number,
  target: "post" | "comment",
  id: number,
  reason?: string,
): Promise<{ hidden: boolean }> {
  const piece = target === "post" ? await findVisiblePost(db, scope, id) : await findVisibleComment(db, scope, id);
  if (piece.userId === userId) throw new UserFacingError(OWN_REPORT);
  await db
    .insert(reports)
    .values({ stationId: scope.stationId, userId, postId: target === "post" ? id : null, commentId: target === "comment" ? id : null, reason: reason || null })
    .onConflictDoNothing();
  if (target !== "post") return { hidden: false };
  // Each report commits before this runs, so the last of concurrent reports sees them all.
  const [open] = await db
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.postId, id), eq(reports.stationId, scope.stationId), eq(reports.status, "open")));
  if ((open?.n ?? 0) < scope.reportThreshold) return { hidden: false };
  await db
    .update(posts)
    .set({ hiddenAt: sql`now()` })
    .where(and(eq(posts.id, id), eq(posts.stationId, scope.stationId), isNull(posts.hiddenAt)));
  return { hidden: true };
}
