// Read models of the member area: cards for lists/home and the detail of one activity, each with
// the member's state (done, participations, prerequisites, window). Plain objects, safe to send
// to client components; dates as ISO strings.
import "server-only";
import { and, asc, desc, eq, getTableName, ilike, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/lib/db/client";
import { MSG_LIMIT, windowMessage } from "./messages";
import { completedActivityIds } from "./participation";
import { unitsAvailableSql } from "./units";
import { limitReached, prerequisitesBlock, windowState, type WindowState } from "./rules";
import {
  activities,
  activityAgreements,
  activityContents,
  activityCoupons,
  activityPrerequisites,
  activityProducts,
  categories,
  categoryActivities,
  deliveryLocations,
  journeyActivities,
  journeys,
  memberGetMemberRules,
  nowPlayingItems,
  nowPlayingLists,
  participations,
  presentialCourses,
  redirectLinks,
} from "./schema";
import { isoDay } from "@/lib/format/dates";
import { htmlToText } from "./html-text";
import { activityTypeName, cardSummary } from "./types";
import { activityVideos } from "./videos/schema";

export { htmlToText };

export interface ActivityCard {
  id: number;
  name: string;
  image: string | null;
  featuredImage: string | null;
  typeId: number;
  typeName: string;
  points: number;
  /** Description as plain text, cut for card summaries (cardSummary). */
  summary: string;
  hasDone: boolean;
  /** Names of prerequisites still to do; non-empty = card dimmed and "Quase lá" dialog. */
  blockedBy: string[];
  /** Type 13: the first redirect link, opened instead of the detail. */
  redirectUrl: string | null;
  clickMeLabel: string | null;
  /** The participation window as São Paulo calendar days ("AAAA-MM-DD"); null = open that side. */
  opensOn: string | null;
  closesOn: string | null;
}

const cardColumns = {
  id: activities.id,
  name: activities.name,
  image: activities.image,
  featuredImage: activities.featuredImage,
  typeId: activities.typeId,
  points: activities.points,
  description: activities.description,
  clickMeLabel: activities.clickMeLabel,
  participationStart: activities.participationStart,
  participationEnd: activities.participationEnd,
};

/**
 * The member's state on each card, read in the card query itself (one round trip instead of four:
 * on PGlite each query costs about a millisecond of a page's CPU): whether the member has done it,
 * the names of its prerequisites still to do, and a type 13 card's first link. With no member
 * (userId null) nothing is done, so every prerequisite is pending.
 */
// Drizzle prints a one-table select's columns unqualified; inside a subquery they must name the
// outer row.
const outer = (column: AnyPgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** A type 13 card's first link (it opens that instead of the detail), as a column of a card query. */
export function firstLinkColumn(stationId: number) {
  return sql<string | null>`case when ${outer(activities.typeId)} = 13 then (
      select rl.url from ${redirectLinks} rl where rl.station_id = ${stationId} and rl.activity_id = ${outer(activities.id)} order by rl.position, rl.id limit 1
    ) end`;
}

function memberColumns(stationId: number, userId: number | null) {
  const doneBy = (activityId: SQL) =>
    sql`exists (select 1 from ${participations} p where p.station_id = ${stationId} and p.user_id = ${userId} and p.activity_id = ${activityId} and p.status = 'done')`;
  return {
    hasDone: sql<boolean>`${doneBy(outer(activities.id))}`.mapWith(Boolean),
    pendingNames: sql<string[]>`coalesce((
      select json_agg(r.name order by r.id) from ${activityPrerequisites} ap join ${activities} r on r.id = ap.required_activity_id
      where ap.station_id = ${stationId} and ap.activity_id = ${outer(activities.id)} and not ${doneBy(sql`r.id`)}
    ), '[]'::json)`,
    redirectUrl: firstLinkColumn(stationId),
  };
}

type CardRow = {
  id: number;
  name: string;
  image: string | null;
  featuredImage: string | null;
  typeId: number;
  points: number;
  description: string;
  clickMeLabel: string | null;
  participationStart: Date | null;
  participationEnd: Date | null;
  hasDone: boolean;
  pendingNames: string[];
  redirectUrl: string | null;
};

function toCard(r: CardRow): ActivityCard {
  return {
    id: r.id,
    name: r.name,
    image: r.image,
    featuredImage: r.featuredImage,
    typeId: r.typeId,
    typeName: activityTypeName(r.typeId),
    points: r.points,
    summary: cardSummary(htmlToText(r.description)),
    hasDone: r.hasDone,
    blockedBy: prerequisitesBlock(r.pendingNames.length, r.hasDone) ? r.pendingNames : [],
    redirectUrl: r.redirectUrl,
    clickMeLabel: r.clickMeLabel,
    opensOn: r.participationStart ? isoDay(r.participationStart) : null,
    closesOn: r.participationEnd ? isoDay(r.participationEnd) : null,
  };
}

const visible = (stationId: number) => and(eq(activities.stationId, stationId), eq(activities.active, true));

export interface ActivityListFilter {
  search?: string;
  typeIds?: number[];
  categoryId?: number;
}

export async function listActivitiesForMember(
  db: DbOrTx,
  stationId: number,
  userId: number | null,
  filter: ActivityListFilter = {},
): Promise<ActivityCard[]> {
  const conditions = [visible(stationId)];
  const search = filter.search?.trim();
  if (search) conditions.push(ilike(activities.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (filter.typeIds?.length) conditions.push(inArray(activities.typeId, filter.typeIds));
  if (filter.categoryId !== undefined) {
    conditions.push(
      inArray(
        activities.id,
        db
          .select({ id: categoryActivities.activityId })
          .from(categoryActivities)
          .where(and(eq(categoryActivities.stationId, stationId), eq(categoryActivities.categoryId, filter.categoryId))),
      ),
    );
  }
  const rows = await db
    .select({ ...cardColumns, ...memberColumns(stationId, userId) })
    .from(activities)
    .where(and(...conditions))
    .orderBy(asc(activities.position), desc(activities.id));
  return rows.map(toCard);
}

export async function getCategory(db: DbOrTx, stationId: number, categoryId: number) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, icon: categories.icon })
    .from(categories)
    .where(and(eq(categories.stationId, stationId), eq(categories.id, categoryId)));
  return row ?? null;
}

export interface HomeData {
  featured: ActivityCard[];
  nowPlaying: { id: number; title: string; items: ActivityCard[] }[];
  journeys: { id: number; name: string; items: ActivityCard[]; doneCount: number }[];
  categories: { id: number; name: string; icon: string | null; items: ActivityCard[]; total: number }[];
  /** What a member can do next: open activities not done yet, not waiting on a prerequisite, in menu order. */
  toDo: ActivityCard[];
  /** The station's shops (type 3) a member can buy in. */
  shops: ActivityCard[];
  total: number;
}

/** Everything /homepage shows, in one call (one card query, then grouping in memory). */
export async function getHomeForMember(db: DbOrTx, stationId: number, userId: number): Promise<HomeData> {
  const rows = await db
    .select({ ...cardColumns, ...memberColumns(stationId, userId), featured: activities.featured, featuredPrivate: activities.featuredPrivate })
    .from(activities)
    .where(visible(stationId))
    .orderBy(asc(activities.position), desc(activities.id));
  const cards = rows.map(toCard);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const pick = (ids: number[]) => ids.map((id) => byId.get(id)).filter((c): c is ActivityCard => c !== undefined);

  const featured = cards.filter((c, i) => rows[i]!.featured || rows[i]!.featuredPrivate);
  const today = isoDay(new Date());

  const lists = await db
    .select({ id: nowPlayingLists.id, title: nowPlayingLists.title, activityId: nowPlayingItems.activityId })
    .from(nowPlayingLists)
    .innerJoin(nowPlayingItems, eq(nowPlayingItems.listId, nowPlayingLists.id))
    .where(and(eq(nowPlayingLists.stationId, stationId), eq(nowPlayingLists.active, true)))
    .orderBy(asc(nowPlayingLists.position), asc(nowPlayingLists.id), asc(nowPlayingItems.position));
  const nowPlaying = group(lists, (r) => r.id).map((items) => ({ id: items[0]!.id, title: items[0]!.title, items: pick(items.map((i) => i.activityId)) }));

  const journeyRows = await db
    .select({ id: journeys.id, name: journeys.name, activityId: journeyActivities.activityId })
    .from(journeys)
    .innerJoin(journeyActivities, eq(journeyActivities.journeyId, journeys.id))
    .where(and(eq(journeys.stationId, stationId), eq(journeys.active, true)))
    .orderBy(asc(journeys.position), asc(journeys.id), asc(journeyActivities.position));
  const journeyList = group(journeyRows, (r) => r.id).map((items) => {
    const all = pick(items.map((i) => i.activityId));
    // Spec: completed actions are moved first; their count is where the member resumes.
    const done = all.filter((c) => c.hasDone);
    return { id: items[0]!.id, name: items[0]!.name, items: [...done, ...all.filter((c) => !c.hasDone)], doneCount: done.length };
  });

  const categoryRows = await db
    .select({ id: categories.id, name: categories.name, icon: categories.icon, activityId: categoryActivities.activityId })
    .from(categories)
    .innerJoin(categoryActivities, eq(categoryActivities.categoryId, categories.id))
    .where(eq(categories.stationId, stationId))
    .orderBy(asc(categories.position), asc(categories.id), asc(categoryActivities.position));
  const categoryList = group(categoryRows, (r) => r.id).map((items) => {
    const all = pick(items.map((i) => i.activityId));
    return { id: items[0]!.id, name: items[0]!.name, icon: items[0]!.icon, items: all.slice(0, 4), total: all.length };
  });

  return {
    featured,
    nowPlaying: nowPlaying.filter((l) => l.items.length > 0),
    journeys: journeyList.filter((j) => j.items.length > 0),
    categories: categoryList.filter((c) => c.items.length > 0),
    toDo: cards.filter((c) => !c.hasDone && c.blockedBy.length === 0 && c.typeId !== 3 && openOn(c, today)).slice(0, 4),
    shops: cards.filter((c) => c.typeId === 3),
    total: cards.length,
  };
}

/** Whether a card's participation window holds `day` (São Paulo, "AAAA-MM-DD"). */
function openOn(card: Pick<ActivityCard, "opensOn" | "closesOn">, day: string): boolean {
  return (card.opensOn === null || card.opensOn <= day) && (card.closesOn === null || card.closesOn >= day);
}

function group<T>(rows: T[], key: (r: T) => number): T[][] {
  const map = new Map<number, T[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return [...map.values()];
}

export interface ActivityDetail {
  id: number;
  typeId: number;
  typeName: string;
  name: string;
  image: string | null;
  featuredImage: string | null;
  /** Unsanitised owner HTML: sanitise at render. */
  description: string;
  rules: string | null;
  hasRules: boolean;
  points: number;
  limitPerUser: number | null;
  participationStart: string | null;
  participationEnd: string | null;
  feedbackMessage: string | null;
  feedbackLottieId: number | null;
  clickMeLabel: string | null;
  commentsAndLikesEnabled: boolean;
  discountDelivery: number;
  onlyOneProduct: boolean;
  isPublic: boolean;
  products: { id: number; name: string; image: string | null; value: number; discountValue: number; limit: number; stock: number }[];
  coupons: { id: number; newPrice: number; stock: number | null }[];
  presentialCourses: { id: number; price: number; discountPrice: number; rules: string | null; date: string | null }[];
  memberGetMember: { code: string; pointsInviter: number; pointsInvited: number } | null;
  contents: { text: string; link: string | null }[];
  agreement: { button: string; checkbox: string } | null;
  redirectLinks: { url: string }[];
  deliveryLocations: { id: number; name: string; price: number }[];
  prerequisites: { id: number; name: string; done: boolean }[];
  /** The first video of the activity (shown above the body; playlists show all of them). */
  firstVideo: { provider: "file" | "youtube" | "vimeo"; source: string; name: string } | null;
  // Member state
  hasDone: boolean;
  userActions: number;
  window: WindowState;
  windowMessage: string | null;
  limitReached: boolean;
  limitMessage: string | null;
  blockedBy: string[];
  /** Codes of the member's vouchers for this activity (coupons, course subscriptions), newest first. */
  vouchers: { code: string; createdAt: string; status: string }[];
}

export async function getActivityForMember(
  db: DbOrTx,
  stationId: number,
  userId: number | null,
  activityId: number,
): Promise<ActivityDetail | null> {
  const [a] = await db.select().from(activities).where(and(visible(stationId), eq(activities.id, activityId)));
  if (!a) return null;
  const byActivity = (t: { activityId: AnyPgColumn }) => eq(t.activityId, a.id);
  const [products, coupons, courses, mgm, contents, agreements, links, locations, prereqs, videos] = await Promise.all([
    db
      .select({
        id: activityProducts.id,
        name: activityProducts.name,
        image: activityProducts.image,
        value: activityProducts.value,
        discountValue: activityProducts.discountValue,
        limit: activityProducts.limit,
        available: sql<number>`greatest(0, ${unitsAvailableSql('"activity_products"', stationId, userId)})`.mapWith(Number),
      })
      .from(activityProducts)
      .where(byActivity(activityProducts))
      .orderBy(asc(activityProducts.id)),
    db.select().from(activityCoupons).where(byActivity(activityCoupons)).orderBy(asc(activityCoupons.id)),
    db.select().from(presentialCourses).where(byActivity(presentialCourses)).orderBy(asc(presentialCourses.id)),
    db.select().from(memberGetMemberRules).where(byActivity(memberGetMemberRules)).limit(1),
    db.select().from(activityContents).where(byActivity(activityContents)).orderBy(asc(activityContents.id)),
    db.select().from(activityAgreements).where(byActivity(activityAgreements)).limit(1),
    db.select().from(redirectLinks).where(byActivity(redirectLinks)).orderBy(asc(redirectLinks.position), asc(redirectLinks.id)),
    db.select().from(deliveryLocations).where(byActivity(deliveryLocations)).orderBy(asc(deliveryLocations.id)),
    db
      .select({ id: activities.id, name: activities.name })
      .from(activityPrerequisites)
      .innerJoin(activities, eq(activities.id, activityPrerequisites.requiredActivityId))
      .where(eq(activityPrerequisites.activityId, a.id)),
    db
      .select({ provider: activityVideos.provider, source: activityVideos.source, name: activityVideos.name })
      .from(activityVideos)
      .where(and(eq(activityVideos.stationId, stationId), eq(activityVideos.activityId, a.id)))
      .orderBy(asc(activityVideos.position), asc(activityVideos.id))
      .limit(1),
  ]);

  let mine: { status: string; payload: unknown; createdAt: Date; countsTowardLimit: boolean }[] = [];
  let doneIds = new Set<number>();
  if (userId !== null) {
    mine = await db
      .select({ status: participations.status, payload: participations.payload, createdAt: participations.createdAt, countsTowardLimit: participations.countsTowardLimit })
      .from(participations)
      .where(
        and(
          eq(participations.stationId, stationId),
          eq(participations.userId, userId),
          eq(participations.activityId, a.id),
          ne(participations.status, "cancelled"),
        ),
      )
      .orderBy(desc(participations.id));
    doneIds = await completedActivityIds(db, stationId, userId, prereqs.map((p) => p.id));
  }
  const userActions = mine.filter((m) => m.countsTowardLimit).length;
  const hasDone = mine.some((m) => m.status === "done");
  const pendingNames = prereqs.filter((p) => !doneIds.has(p.id)).map((p) => p.name);
  const window = windowState(a.participationStart, a.participationEnd);
  const reached = limitReached(a.limitPerUser, userActions);

  return {
    id: a.id,
    typeId: a.typeId,
    typeName: activityTypeName(a.typeId),
    name: a.name,
    image: a.image,
    featuredImage: a.featuredImage,
    description: a.description,
    rules: a.rules,
    hasRules: a.hasRules && !!a.rules?.trim(),
    points: a.points,
    limitPerUser: a.limitPerUser,
    participationStart: a.participationStart?.toISOString() ?? null,
    participationEnd: a.participationEnd?.toISOString() ?? null,
    feedbackMessage: a.feedbackMessage,
    feedbackLottieId: a.feedbackLottieId,
    clickMeLabel: a.clickMeLabel,
    commentsAndLikesEnabled: a.commentsAndLikesEnabled,
    discountDelivery: a.discountDelivery,
    onlyOneProduct: a.onlyOneProduct,
    isPublic: a.isPublic,
    // What the member may still take: stock minus other members' live cart reservations.
    products: products.map(({ available, ...p }) => ({ ...p, stock: available })),
    coupons: coupons.map((c) => ({ id: c.id, newPrice: c.newPrice, stock: c.stock })),
    presentialCourses: courses.map((c) => ({ id: c.id, price: c.price, discountPrice: c.discountPrice, rules: c.rules, date: c.date?.toISOString() ?? null })),
    memberGetMember: mgm[0] ? { code: mgm[0].code, pointsInviter: mgm[0].pointsInviter, pointsInvited: mgm[0].pointsInvited } : null,
    contents: contents.map((c) => ({ text: c.text, link: c.link })),
    agreement: agreements[0] ? { button: agreements[0].button, checkbox: agreements[0].checkbox } : null,
    redirectLinks: links.map((l) => ({ url: l.url })),
    deliveryLocations: locations.map((l) => ({ id: l.id, name: l.name, price: l.price })),
    prerequisites: prereqs.map((p) => ({ id: p.id, name: p.name, done: doneIds.has(p.id) })),
    firstVideo: videos[0] ?? null,
    hasDone,
    userActions,
    window,
    windowMessage: window === "open" ? null : windowMessage(a.participationStart, a.participationEnd),
    limitReached: reached,
    limitMessage: reached ? MSG_LIMIT : null,
    blockedBy: prerequisitesBlock(pendingNames.length, hasDone) ? pendingNames : [],
    vouchers: mine
      .map((m) => ({ code: (m.payload as { code?: unknown } | null)?.code, createdAt: m.createdAt.toISOString(), status: m.status }))
      .filter((v): v is { code: string; createdAt: string; status: string } => typeof v.code === "string"),
  };
}

/** Activities whose names match, for /homepage/search/{name}. */
export async function searchActivities(db: DbOrTx, stationId: number, userId: number, name: string): Promise<ActivityCard[]> {
  return listActivitiesForMember(db, stationId, userId, { search: name });
}
