// One member as the console's "Membros" detail shows them, on one station: the profile and the
// account's state, the balance and statement (through the wallet's own functions), orders,
// participations, trophies and the sessions still open on the site. Each list is the newest
// first and bounded: older history stays in the member's own screens and the audit log.
import "server-only";
import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import { activities, participations } from "@/lib/activities/schema";
import { sessions } from "@/lib/auth/schema";
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from "@/lib/auth/sessions";
import { orders } from "@/lib/commerce/schema";
import type { DbOrTx } from "@/lib/db/client";
import { formatPhone } from "@/lib/format";
import { planSubscriptions, plans } from "@/lib/plans/schema";
import { brazilianStates } from "@/lib/stations/schema";
import { memberTrophies, trophyRules } from "@/lib/trophies/schema";
import { getBalance } from "@/lib/wallet/ledger";
import { listStatement, type StatementSide } from "@/lib/wallet/statement";
import { maskCpfForCard } from "../member-card";
import { users, USER_TYPE_PARTICIPANT } from "../schema";
import { memberStatus } from "./members";

const LIST_LIMIT = 20;

/** The member's profile and state, or null when the id is not a member of this station. */
export async function getMemberProfile(db: DbOrTx, stationId: number, memberId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      cpf: users.cpf,
      tel: users.tel,
      birthday: users.birthday,
      city: users.city,
      state: brazilianStates.abbreviation,
      active: users.active,
      suspendedAt: users.suspendedAt,
      deletedAt: users.deletedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(brazilianStates, eq(brazilianStates.id, users.stateId))
    .where(and(eq(users.id, memberId), eq(users.stationId, stationId), eq(users.typeId, USER_TYPE_PARTICIPANT)))
    .limit(1);
  if (!row) return null;
  const [plan] = await db
    .select({ name: plans.name })
    .from(planSubscriptions)
    .innerJoin(plans, eq(plans.id, planSubscriptions.planId))
    .where(and(eq(planSubscriptions.stationId, stationId), eq(planSubscriptions.userId, memberId), ne(planSubscriptions.status, "canceled")))
    .limit(1);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    cpf: maskCpfForCard(row.cpf),
    tel: row.tel ? formatPhone(row.tel) : null,
    birthday: row.birthday,
    place: [row.city, row.state].filter(Boolean).join("/") || null,
    plan: plan?.name ?? null,
    status: memberStatus(row),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    balance: await getBalance(db, stationId, memberId),
  };
}
export type MemberProfile = NonNullable<Awaited<ReturnType<typeof getMemberProfile>>>;

/** The member's statement, one side a page, as the member reads it in "Meu extrato". */
export function memberStatement(db: DbOrTx, stationId: number, memberId: number, side: StatementSide, page: number) {
  return listStatement(db, { stationId, userId: memberId }, { side, page });
}

export async function memberOrders(db: DbOrTx, stationId: number, memberId: number) {
  const rows = await db
    .select({ id: orders.id, code: orders.code, status: orders.status, totalValue: orders.totalValue, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.stationId, stationId), eq(orders.userId, memberId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function memberParticipations(db: DbOrTx, stationId: number, memberId: number) {
  const rows = await db
    .select({ id: participations.id, activity: activities.name, status: participations.status, points: participations.pointsAwarded, createdAt: participations.createdAt })
    .from(participations)
    .innerJoin(activities, eq(activities.id, participations.activityId))
    .where(and(eq(participations.stationId, stationId), eq(participations.userId, memberId)))
    .orderBy(desc(participations.createdAt), desc(participations.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function memberTrophyList(db: DbOrTx, stationId: number, memberId: number) {
  const rows = await db
    .select({ id: memberTrophies.id, description: trophyRules.description, awardedAt: memberTrophies.awardedAt })
    .from(memberTrophies)
    .innerJoin(trophyRules, eq(trophyRules.id, memberTrophies.ruleId))
    .where(and(eq(memberTrophies.stationId, stationId), eq(memberTrophies.userId, memberId)))
    .orderBy(desc(memberTrophies.awardedAt))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({ ...r, awardedAt: r.awardedAt.toISOString() }));
}

/** The member's sessions on the site that would still be accepted: not ended, not idle, not too old. */
export async function memberOpenSessions(db: DbOrTx, stationId: number, memberId: number, now = new Date()) {
  const rows = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, memberId),
        eq(sessions.stationId, stationId),
        eq(sessions.kind, "site"),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000)),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(LIST_LIMIT);
  // The session id is a credential: the screen gets a short handle only.
  return rows.map((r, i) => ({ key: `${i}-${r.createdAt.getTime()}`, device: describeDevice(r.userAgent), createdAt: r.createdAt.toISOString(), lastSeenAt: r.lastSeenAt.toISOString() }));
}

/** "Chrome no Android", from a browser's user agent; the raw text when nothing is recognised. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Dispositivo desconhecido";
  const browser = /Edg\//.test(userAgent) ? "Edge" : /Firefox\//.test(userAgent) ? "Firefox" : /Chrome\//.test(userAgent) ? "Chrome" : /Safari\//.test(userAgent) ? "Safari" : null;
  const system = /Android/.test(userAgent) ? "Android" : /iPhone|iPad/.test(userAgent) ? "iOS" : /Windows/.test(userAgent) ? "Windows" : /Mac OS X/.test(userAgent) ? "macOS" : /Linux/.test(userAgent) ? "Linux" : null;
  if (browser && system) return `${browser} no ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}
