// The console's member list: one search box and the filters of the "Membros" screen, scoped to one
// station. The search is built so each kind of term reaches its own index (a station may hold
// 100,000 members, and the box answers while the owner types):
// - a CPF, typed with or without its dots and dash: the whole number is an equality on the unique
//   (station, cpf) index, its start a prefix range on (station, cpf bpchar_pattern_ops);
// - digits alone may also be a member id (the primary key);
// - anything else is the start of the name or of the e-mail, case-insensitive: prefix ranges on
//   (station, lower(name) text_pattern_ops) and (station, lower(email) text_pattern_ops).
// Prefixes, not substrings: without pg_trgm (the embedded database has none) a substring match
// would read every member of the station. Balances come from the wallet's ledger functions.
import "server-only";
import { and, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { planSubscriptions, plans } from "@/lib/plans/schema";
import { sessions } from "@/lib/auth/schema";
import type { DbOrTx } from "@/lib/db/client";
import { DATE_RE } from "@/lib/format/local-time";
import { getBalances } from "@/lib/wallet/member-balances";
import { maskCpfForCard } from "../member-card";
import { users, USER_TYPE_PARTICIPANT } from "../schema";
import { MEMBER_STATUSES, MEMBERS_PAGE_SIZE, type MemberStatus } from "./schemas";

export interface MemberFilter {
  q: string;
  status: MemberStatus | null;
  planId: number | null;
  joinedFrom: string | null;
  joinedTo: string | null;
  seenFrom: string | null;
  seenTo: string | null;
  page: number;
}

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? "";
const day = (v: string | string[] | undefined) => (DATE_RE.test(one(v)) ? one(v) : null);
const positive = (v: string | string[] | undefined) => (/^\d{1,9}$/.test(one(v)) && Number(one(v)) > 0 ? Number(one(v)) : null);

/** The filter the URL names (the screen's GET form): anything unreadable is no filter. */
export function memberFilterFrom(query: Query): MemberFilter {
  const status = one(query.status);
  return {
    q: one(query.q).slice(0, 120),
    status: (MEMBER_STATUSES as readonly string[]).includes(status) ? (status as MemberStatus) : null,
    planId: positive(query.plano),
    joinedFrom: day(query.entradaDe),
    joinedTo: day(query.entradaAte),
    seenFrom: day(query.vistoDe),
    seenTo: day(query.vistoAte),
    page: positive(query.pagina) ?? 1,
  };
}

/** The URL query of a filter (and a page), the inverse of memberFilterFrom. */
export function memberQueryString(filter: MemberFilter, page = 1): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | null) => value !== null && value !== "" && params.set(key, String(value));
  put("q", filter.q);
  put("status", filter.status);
  put("plano", filter.planId);
  put("entradaDe", filter.joinedFrom);
  put("entradaAte", filter.joinedTo);
  put("vistoDe", filter.seenFrom);
  put("vistoAte", filter.seenTo);
  if (page > 1) params.set("pagina", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** `LIKE` pattern for "starts with `text`", its wildcards taken literally. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The start of São Paulo's calendar day `iso`, as a timestamptz. */
const dayStart = (iso: string) => sql`((${iso}::date)::timestamp at time zone 'America/Sao_Paulo')`;
const dayEnd = (iso: string) => sql`(((${iso}::date + 1)::timestamp) at time zone 'America/Sao_Paulo')`;

function termCondition(term: string): SQL | undefined {
  if (!term) return undefined;
  if (/^[\d.\-\s]+$/.test(term)) {
    const digits = term.replace(/\D/g, "");
    if (!digits) return undefined;
    const byCpf = digits.length === 11 ? eq(users.cpf, digits) : digits.length < 11 ? sql`${users.cpf} like ${startsWith(digits)}` : undefined;
    // A bare number may be the member's id (the console and the audit log show it).
    const byId = /^\d{1,9}$/.test(term) ? eq(users.id, Number(term)) : undefined;
    return byCpf && byId ? or(byCpf, byId) : (byCpf ?? byId ?? sql`false`);
  }
  const pattern = startsWith(term.toLowerCase());
  return or(sql`lower(${users.name}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`);
}

const STATUS_CONDITIONS: Record<MemberStatus, SQL> = {
  excluido: sql`${users.deletedAt} is not null`,
  suspenso: sql`${users.deletedAt} is null and ${users.suspendedAt} is not null`,
  pendente: sql`${users.deletedAt} is null and ${users.suspendedAt} is null and not ${users.active}`,
  ativo: sql`${users.deletedAt} is null and ${users.suspendedAt} is null and ${users.active}`,
};

// Correlated subqueries name every table: the query builder leaves a one-table select's columns
// unqualified, which would bind them to the subquery's own table.
const memberId = sql.raw(`"users"."id"`);
const memberStation = sql.raw(`"users"."station_id"`);
const planName = sql<string | null>`(select p.name from ${planSubscriptions} ps join ${plans} p on p.id = ps.plan_id
  where ps.station_id = ${memberStation} and ps.user_id = ${memberId} and ps.status <> 'canceled' limit 1)`;
const lastSeen = sql<string | null>`(select max(s.last_seen_at) from ${sessions} s where s.user_id = ${memberId} and s.kind = 'site')`;

/** The WHERE of the list for this station and filter (exported so its plan can be checked). */
export function memberSearchWhere(stationId: number, filter: MemberFilter): SQL {
  const seen = (from: SQL) => sql`exists (select 1 from ${sessions} s where s.user_id = ${memberId} and s.kind = 'site' and s.last_seen_at >= ${from})`;
  return and(
    eq(users.stationId, stationId),
    eq(users.typeId, USER_TYPE_PARTICIPANT),
    termCondition(filter.q),
    filter.status ? STATUS_CONDITIONS[filter.status] : undefined,
    filter.planId
      ? sql`exists (select 1 from ${planSubscriptions} ps where ps.station_id = ${memberStation} and ps.user_id = ${memberId} and ps.status <> 'canceled' and ps.plan_id = ${filter.planId})`
      : undefined,
    filter.joinedFrom ? gte(users.createdAt, dayStart(filter.joinedFrom)) : undefined,
    filter.joinedTo ? lt(users.createdAt, dayEnd(filter.joinedTo)) : undefined,
    // Last seen is the latest use of any of the member's sessions on the site.
    filter.seenFrom ? seen(dayStart(filter.seenFrom)) : undefined,
    filter.seenTo ? sql`not ${seen(dayEnd(filter.seenTo))}` : undefined,
    filter.seenTo && !filter.seenFrom ? seen(sql`'-infinity'::timestamptz`) : undefined,
  )!;
}

export function memberStatus(row: { deletedAt: Date | null; suspendedAt: Date | null; active: boolean }): MemberStatus {
  if (row.deletedAt) return "excluido";
  if (row.suspendedAt) return "suspenso";
  return row.active ? "ativo" : "pendente";
}

export interface MemberListRow {
  id: number;
  name: string | null;
  /** Masked: "***.982.247-**". */
  cpf: string | null;
  email: string | null;
  plan: string | null;
  /** Hundredths of a point. */
  balance: number;
  createdAt: string;
  lastSeenAt: string | null;
  status: MemberStatus;
}

/** The most matches the list counts. */
export const COUNT_CAP = 10_000;

export interface MemberList {
  rows: MemberListRow[];
  /** Matches, at most COUNT_CAP. */
  total: number;
  /** True when there are more than COUNT_CAP. */
  totalCapped: boolean;
  page: number;
  pageCount: number;
  pageSize: number;
}

/** One page of the station's members for a filter, newest first, with the total. */
export async function searchMembers(db: DbOrTx, stationId: number, filter: MemberFilter, pageSize = MEMBERS_PAGE_SIZE): Promise<MemberList> {
  const where = memberSearchWhere(stationId, filter);
  // Counting stops past COUNT_CAP: a broad term on a large station would otherwise count every
  // match on each page; "more than 10.000" is all the screen needs to say.
  const counted = db.select({ one: sql`1` }).from(users).where(where).limit(COUNT_CAP + 1).as("counted");
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(counted);
  const total = Math.min(Number(count?.n ?? 0), COUNT_CAP);
  const totalCapped = Number(count?.n ?? 0) > COUNT_CAP;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, filter.page), pageCount);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      cpf: users.cpf,
      email: users.email,
      active: users.active,
      suspendedAt: users.suspendedAt,
      deletedAt: users.deletedAt,
      createdAt: users.createdAt,
      plan: planName,
      lastSeenAt: lastSeen,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const balances = await getBalances(db, stationId, rows.map((r) => r.id));
  return {
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      cpf: maskCpfForCard(r.cpf),
      email: r.email,
      plan: r.plan,
      balance: balances.get(r.id) ?? 0,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt ? new Date(r.lastSeenAt).toISOString() : null,
      status: memberStatus(r),
    })),
    total,
    totalCapped,
    page,
    pageCount,
    pageSize,
  };
}

/** The station's plans, for the list's plan filter. */
export async function stationPlanOptions(db: DbOrTx, stationId: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: plans.id, name: plans.name }).from(plans).where(eq(plans.stationId, stationId)).orderBy(plans.name);
}

