// Posts of the wall: the feed page by keyset (newest first, no OFFSET: the 100,000th post costs
// what the first does), creating with at most one media, and the author's soft delete.
import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { storage } from "@/lib/adapters/storage";
import { UserFacingError } from "@/lib/actions/result";
import type { Db, DbOrTx } from "@/lib/db/client";
import { findVisiblePost, notFound, type StationScope } from "./access";
import { FEED_PAGE_SIZE, POST_IMAGE_TYPES } from "./limits";
import { MEDIA_MISSING, ONLY_AUTHOR } from "./messages";
import { postSchema, type PostInput } from "./schemas";
import { posts } from "./schema";

export interface Author {
  id: number;
  name: string;
  image: string | null;
}

export interface FeedPost {
  id: number;
  description: string;
  mediaType: "image" | "video" | null;
  mediaUrl: string | null;
  createdAt: string;
  author: Author;
  /** The viewer wrote it: only then the delete icon shows. */
  userAuthor: boolean;
  likes: number;
  userLiked: boolean;
  comments: number;
}

export interface FeedPage {
  items: FeedPost[];
  nextCursor: string | null;
}

/** The cursor is the last post's exact (created_at, id), as text: microseconds survive the trip. */
export function encodeCursor(createdAt: string, id: number): string {
  return Buffer.from(`${createdAt}|${id}`).toString("base64url");
}

export function decodeCursor(cursor: string): { createdAt: string; id: number } | null {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([1-9]\d{0,9})$/.exec(text);
  return match ? { createdAt: match[1]!, id: Number(match[2]) } : null;
}

type FeedRow = {
  id: number;
  description: string;
  media_type: "image" | "video" | null;
  media_key: string | null;
  created_at: string | Date;
  cursor_ts: string;
  user_id: number;
  user_name: string | null;
  user_image: string | null;
  likes: number;
  user_liked: boolean;
  comments: number;
};

export const ANONYMOUS_NAME = "Participante";

/** A post as the feed shows it to `viewerId`: author, counts and the viewer's like (a FeedRow). */
function feedPostColumns(viewerId: number) {
  return sql`
    select p.id, p.description, p.media_type, p.media_key, p.created_at, p.user_id,
      to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_ts,
      u.name as user_name, u.image as user_image,
      (select count(*) from likes l where l.post_id = p.id)::int as likes,
      exists (select 1 from likes l where l.post_id = p.id and l.user_id = ${viewerId}) as user_liked,
      (select count(*) from comments c where c.post_id = p.id and c.deleted_at is null and c.hidden_at is null)::int as comments
    from posts p
    join users u on u.id = p.user_id`;
}

/**
 * One page of the station's wall for `viewerId`, after `cursor`. The product's wall pages by a
 * growing count (3, 6, 9...); here each page is the next 3 after the last one shown, and one extra
 * row read tells whether more exist (its "more missing" test, without re-reading the shown ones).
 */
export async function feedPage(db: Db, scope: StationScope, viewerId: number, cursor: string | null, size = FEED_PAGE_SIZE): Promise<FeedPage> {
  if (!scope.feedOn) notFound();
  const after = cursor ? decodeCursor(cursor) : null;
  if (cursor && !after) return { items: [], nextCursor: null };
  const keyset = after ? sql`and (p.created_at, p.id) < (${after.createdAt}::timestamptz, ${after.id})` : sql``;
  const result = await db.execute(sql`
    ${feedPostColumns(viewerId)}
    where p.station_id = ${scope.stationId} and p.deleted_at is null and p.hidden_at is null ${keyset}
    order by p.created_at desc nulls last, p.id desc nulls last
    limit ${size + 1}`);
  const rows = (result as unknown as { rows: FeedRow[] }).rows;
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => toFeedPost(r, viewerId)),
    nextCursor: rows.length > size && last ? encodeCursor(last.cursor_ts, last.id) : null,
  };
}

function toFeedPost(r: FeedRow, viewerId: number): FeedPost {
  return {
    id: r.id,
    description: r.description,
    mediaType: r.media_type,
    mediaUrl: r.media_key ? `/files/${r.media_key}` : null,
    createdAt: new Date(r.created_at).toISOString(),
    author: { id: r.user_id, name: r.user_name ?? ANONYMOUS_NAME, image: r.user_image },
    userAuthor: r.user_id === viewerId,
    likes: Number(r.likes),
    userLiked: Boolean(r.user_liked),
    comments: Number(r.comments),
  };
}

/** The post as the feed shows it, for one viewer (after creating it). */
export async function feedPostById(db: Db, scope: StationScope, viewerId: number, postId: number): Promise<FeedPost> {
  await findVisiblePost(db, scope, postId);
  const result = await db.execute(sql`
    ${feedPostColumns(viewerId)}
    where p.id = ${postId} and p.station_id = ${scope.stationId}`);
  return toFeedPost((result as unknown as { rows: FeedRow[] }).rows[0]!, viewerId);
}

/**
 * Publishes a post. Its media must be an upload of this member on this station (the key names
 * both) that storage really holds, of the kind claimed.
 */
export async function createPost(db: Db, scope: StationScope, userId: number, input: PostInput): Promise<FeedPost> {
  if (!scope.feedOn) notFound();
  const data = postSchema.parse(input);
  if (data.media) {
    const { type, key } = data.media;
    if (!key.startsWith(`${scope.stationId}/posts/u${userId}/`)) throw new UserFacingError(MEDIA_MISSING);
    const info = await storage().stat(key);
    const isImage = info ? (POST_IMAGE_TYPES as readonly string[]).includes(info.contentType) : false;
    if (!info || (type === "image") !== isImage) throw new UserFacingError(MEDIA_MISSING);
  }
  const [row] = await db
    .insert(posts)
    .values({ stationId: scope.stationId, userId, description: data.description, mediaType: data.media?.type ?? null, mediaKey: data.media?.key ?? null })
    .returning({ id: posts.id });
  return feedPostById(db, scope, userId, row!.id);
}

/** Soft-deletes the author's own post (its comments and likes stay for an owner's review). */
export async function deletePost(db: DbOrTx, scope: StationScope, userId: number, postId: number): Promise<void> {
  const post = await findVisiblePost(db, scope, postId);
  if (post.userId !== userId) throw new UserFacingError(ONLY_AUTHOR, undefined, 403);
  await db
    .update(posts)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(posts.id, postId), eq(posts.stationId, scope.stationId), eq(posts.userId, userId), isNull(posts.deletedAt)));
}
