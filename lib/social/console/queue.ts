// The moderation queue of one station: every post or comment members reported, with its preview,
// its author and its reports. "pending" holds the pieces with reports still open, hidden ones first
// (the wall lost them until someone looks), then the most recently reported; "resolved" holds the
// pieces whose reports were all closed. A piece its author deleted leaves the queue.
import "server-only";
import { eq, sql } from "drizzle-orm";
import { publicPathOfKey } from "@/lib/adapters/storage/keys";
import type { DbOrTx } from "@/lib/db/client";
import { stations } from "@/lib/stations/schema";
import { readStationSettings } from "@/lib/stations/settings";
import { ANONYMOUS_NAME } from "../posts";
import type { ModerationTarget, QueueTab } from "./schemas";

/** Most pieces one tab lists; the oldest beyond it wait for the newer ones to be handled. */
export const QUEUE_LIMIT = 50;

export interface QueueReport {
  id: number;
  reporter: string;
  at: string;
  reason: string | null;
  status: "open" | "upheld" | "dismissed";
}

export interface QueueItem {
  target: ModerationTarget;
  id: number;
  text: string;
  mediaType: "image" | "video" | null;
  mediaUrl: string | null;
  author: string;
  createdAt: string;
  hidden: boolean;
  /** For a comment: the post it is on (null on an activity's comment). */
  postId: number | null;
  openReports: number;
  reports: QueueReport[];
}

type PieceRow = {
  post_id: number | null;
  comment_id: number | null;
  open: number;
  description: string;
  media_type: "image" | "video" | null;
  media_key: string | null;
  author: string | null;
  created_at: string | Date;
  hidden: boolean;
  parent_post_id: number | null;
};

type ReportRow = { id: number; post_id: number | null; comment_id: number | null; reporter: string | null; created_at: string | Date; reason: string | null; status: QueueReport["status"] };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const keyOf = (postId: number | null, commentId: number | null) => (postId !== null ? `post:${postId}` : `comment:${commentId}`);

export async function moderationQueue(db: DbOrTx, stationId: number, tab: QueueTab): Promise<QueueItem[]> {
  const pending = tab === "pending";
  const pieces = rowsOf<PieceRow>(
    await db.execute(sql`
      with reported as (
        select r.post_id, r.comment_id,
          (count(*) filter (where r.status = 'open'))::int as open,
          max(r.created_at) as last_at
        from reports r
        where r.station_id = ${stationId}
        group by r.post_id, r.comment_id
        having (count(*) filter (where r.status = 'open') > 0) = ${pending}
      )
      select x.post_id, x.comment_id, x.open,
        coalesce(p.description, c.description) as description, p.media_type, p.media_key,
        u.name as author, coalesce(p.created_at, c.created_at) as created_at,
        coalesce(p.hidden_at, c.hidden_at) is not null as hidden, c.post_id as parent_post_id
      from reported x
      left join posts p on p.id = x.post_id and p.station_id = ${stationId} and p.deleted_at is null
      left join comments c on c.id = x.comment_id and c.station_id = ${stationId} and c.deleted_at is null
      join users u on u.id = coalesce(p.user_id, c.user_id)
      order by (coalesce(p.hidden_at, c.hidden_at) is not null) desc, x.last_at desc
      limit ${QUEUE_LIMIT}`),
  );
  if (pieces.length === 0) return [];
  const postIds = pieces.flatMap((p) => (p.post_id !== null ? [p.post_id] : []));
  const commentIds = pieces.flatMap((p) => (p.comment_id !== null ? [p.comment_id] : []));
  const reports = rowsOf<ReportRow>(
    await db.execute(sql`
      select r.id, r.post_id, r.comment_id, u.name as reporter, r.created_at, r.reason, r.status
      from reports r join users u on u.id = r.user_id
      where r.station_id = ${stationId}
        and (r.post_id = any(${sql.param(postIds.length ? postIds : [0])}::int[]) or r.comment_id = any(${sql.param(commentIds.length ? commentIds : [0])}::int[]))
      order by r.created_at desc, r.id desc`),
  );
  const byPiece = new Map<string, QueueReport[]>();
  for (const r of reports) {
    const list = byPiece.get(keyOf(r.post_id, r.comment_id)) ?? [];
    list.push({ id: r.id, reporter: r.reporter ?? ANONYMOUS_NAME, at: new Date(r.created_at).toISOString(), reason: r.reason, status: r.status });
    byPiece.set(keyOf(r.post_id, r.comment_id), list);
  }
  return pieces.map((p) => ({
    target: p.post_id !== null ? "post" : "comment",
    id: (p.post_id ?? p.comment_id)!,
    text: p.description,
    mediaType: p.media_type,
    mediaUrl: p.media_key ? publicPathOfKey(p.media_key) : null,
    author: p.author ?? ANONYMOUS_NAME,
    createdAt: new Date(p.created_at).toISOString(),
    hidden: Boolean(p.hidden),
    postId: p.parent_post_id,
    openReports: Number(p.open),
    reports: byPiece.get(keyOf(p.post_id, p.comment_id)) ?? [],
  }));
}

/** How many distinct members' open reports hide a post on this station. */
export async function reportThreshold(db: DbOrTx, stationId: number): Promise<number> {
  const [row] = await db.select({ settings: stations.settings }).from(stations).where(eq(stations.id, stationId));
  return readStationSettings(row?.settings ?? {}).postReportThreshold;
}
