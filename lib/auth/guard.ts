// The one guard every Server Action, Route Handler and member page goes through. It resolves the
// station from the host, reads the session, loads the user and applies the root entry decisions
// (`decideEntry`, lib/auth/entry.ts) on the server, before anything is parsed, loaded or changed.
//
// Variants:
// - public: anyone (the station is still resolved from the host); `platformPublic` on the apex;
// - member: the full entry gate (deleted, suspended, inactive, no establishment, first login);
// - pendingMember: what the first-login wizard and the confirmation screens need: a live session
//   whose account is not deleted, not suspended, and not an active one without an establishment;
// - owner: the station owner signed in on the platform apex;
// - console: an account signed in on the owner console (painel host) with a role on the station
//   the request names (`stationId` in the action's input, the route's [stationId] in pages): no
//   role answers 404 / "not found", never another station's data; `{ role: "owner" }` refuses staff.
//
// Actions: `memberAction(schema, async ({ station, user, data }) => ...)` answers the one
// ActionResult shape; a refusal answers the guard's pt-BR text and runs nothing. Handlers:
// `memberRoute(async ({ request, station, user }) => Response)`; a refusal is 401/403 with the text.
// Pages: `requireMemberPage(params)`. `guard.test.ts` walks every action and handler file and fails
// when an export does not come from one of these wrappers.
import "server-only";
import { connection, type NextRequest } from "next/server";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { z } from "zod";
import { decideEntry, type EntryDecision, type EntryUser } from "./entry";
import { clientIp } from "@/lib/security/client-ip";
import { fail, runAction, type ActionResult } from "@/lib/actions/result";
import { roleAllows, roleOn, stationsManagedBy, type ManagedStation } from "./console-roles";
import { CONSOLE_PATH_HEADER } from "@/lib/auth/console-return";
import type { ConsoleRole } from "@/lib/console/schema";
import { getDb } from "@/lib/db/client";
import { logSecurityEvent } from "@/lib/security/events";
import { requireStationFromRequest, stationFromParams } from "@/lib/stations/current";
import type { Station } from "@/lib/stations/queries";
import { REFUSAL_MESSAGES, SESSION_EXPIRED_MESSAGE } from "./guard-messages";
import { getConsoleAccount, type ConsoleAccount } from "./console-session";
import { getPlatformUser, getSessionUser, redirectToLogin, type PlatformUser, type SessionUser } from "./session";

export type { PlatformUser, SessionUser };
export { redirectToLogin };

export type MemberGuardKind = "member" | "pendingMember";

export interface Refusal {
  status: 401 | 403;
  message: string;
  /** Short code for the security log: "no-session", "suspended", "inactive"... */
  reason: string;
}

/**
 * The guard's decision for a signed-in user (null: no live session on this host). Pure, so the
 * order and the variants are unit-tested; null means "let through".
 */
export function memberRefusal(user: EntryUser | null, kind: MemberGuardKind): Refusal | null {
  if (!user) return { status: 401, message: SESSION_EXPIRED_MESSAGE, reason: "no-session" };
  const decision = decideEntry(user);
  if (decision.kind === "enter") return null;
  // The wizard and the confirmation screens exist precisely for unconfirmed and first-login users.
  if (kind === "pendingMember" && (decision.kind === "inactive" || decision.kind === "first-login")) return null;
  return { status: 403, message: REFUSAL_MESSAGES[decision.kind], reason: decision.kind };
}

async function refuse(refusal: Refusal, stationId: number | null, userId: number | null, where: string): Promise<void> {
  logSecurityEvent({ kind: "guard.refused", stationId, userId, ip: await clientIp(), reason: refusal.reason, detail: { where } });
}

type MemberGate = { ok: true; user: SessionUser } | { ok: false; refusal: Refusal };

async function gateMember(station: Station, kind: MemberGuardKind, where: string): Promise<MemberGate> {
  const user = await getSessionUser(station.id);
  const refusal = memberRefusal(user, kind);
  if (!refusal) return { ok: true, user: user! };
  await refuse(refusal, station.id, user?.id ?? null, where);
  return { ok: false, refusal };
}

const OWNER_REFUSAL: Refusal = { status: 401, message: SESSION_EXPIRED_MESSAGE, reason: "no-owner-session" };

// ---------------------------------------------------------------------------------------------
// Server Actions

/** A schema, or one built from the request's context (e.g. the station's sign-up shape). */
type SchemaArg<C, S extends z.ZodType> = S | ((ctx: C) => S | Promise<S>);

async function schemaOf<C, S extends z.ZodType>(schema: SchemaArg<C, S>, ctx: C): Promise<S> {
  return typeof schema === "function" ? (schema as (ctx: C) => S | Promise<S>)(ctx) : schema;
}

export interface StationContext {
  station: Station;
}
export interface MemberContext extends StationContext {
  user: SessionUser;
}
export interface OwnerContext {
  user: PlatformUser;
}

/** `data` is the parsed input; `input` the raw one, for commands that parse it again themselves. */
type Handler<C, S extends z.ZodType, T, E extends unknown[]> = (ctx: C & { data: z.output<S>; input: unknown; extra: E }) => Promise<T>;
/** What the browser may send is anything: the input is `unknown` until the schema has parsed it. */
type Action<T, E extends unknown[]> = (input?: unknown, ...extra: E) => Promise<ActionResult<T>>;

/** An action anyone may call on a station host (login, sign-up, support form...). */
export function publicAction<S extends z.ZodType, T, E extends unknown[] = []>(
  schema: SchemaArg<StationContext, S>,
  fn: Handler<StationContext, S, T, E>,
): Action<T, E> {
  return async (input, ...extra) => {
    const ctx = { station: await requireStationFromRequest() };
    return runAction(await schemaOf(schema, ctx), input, (data) => fn({ ...ctx, data, input, extra }));
  };
}

/** An action anyone may call on the platform apex (owner sign-up and login). */
export function platformPublicAction<S extends z.ZodType, T, E extends unknown[] = []>(
  schema: S,
  fn: Handler<object, S, T, E>,
): Action<T, E> {
  return async (input, ...extra) => runAction(schema, input, (data) => fn({ data, input, extra }));
}

/** A form action anyone may post on the platform apex (the owner's "Sair"): it answers by redirecting. */
export function platformPublicFormAction(fn: () => Promise<void>): (formData: FormData) => Promise<void> {
  return async () => fn();
}

function memberVariant(kind: MemberGuardKind) {
  return function guarded<S extends z.ZodType, T, E extends unknown[] = []>(
    schema: SchemaArg<MemberContext, S>,
    fn: Handler<MemberContext, S, T, E>,
  ): Action<T, E> {
    return async (input, ...extra) => {
      const station = await requireStationFromRequest();
      const gate = await gateMember(station, kind, "action");
      if (!gate.ok) return fail(gate.refusal.message);
      const ctx = { station, user: gate.user };
      return runAction(await schemaOf(schema, ctx), input, (data) => fn({ ...ctx, data, input, extra }));
    };
  };
}

/** An action for members who passed the full entry gate (activities, invitations, orders...). */
export const memberAction = memberVariant("member");
/** An action of the first-login wizard and the confirmation screens. */
export const pendingMemberAction = memberVariant("pendingMember");

/** An action for the owner signed in on the platform apex. */
export function ownerAction<S extends z.ZodType, T, E extends unknown[] = []>(
  schema: SchemaArg<OwnerContext, S>,
  fn: Handler<OwnerContext, S, T, E>,
): Action<T, E> {
  return async (input, ...extra) => {
    const user = await getPlatformUser();
    if (!user) {
      await refuse(OWNER_REFUSAL, null, null, "action");
      return fail(OWNER_REFUSAL.message);
    }
    const ctx = { user };
    return runAction(await schemaOf(schema, ctx), input, (data) => fn({ ...ctx, data, input, extra }));
  };
}

// ---------------------------------------------------------------------------------------------
// Owner console (painel host)

export type { ConsoleAccount, ManagedStation };
export interface ConsoleContext {
  account: ConsoleAccount;
  /** The station this request manages, with the account's role on it. */
  station: ManagedStation;
  /** Every station the account has a role on (the switcher). */
  stations: ManagedStation[];
}
export interface ConsoleOptions {
  /** The least role the screen or action needs; "staff" (any role) unless told. */
  role?: ConsoleRole;
}

export const CONSOLE_SIGNED_OUT_MESSAGE = "Sua sessão no painel terminou. Entre de novo pelo botão \"Acessar Painel\" da sua estação.";
export const CONSOLE_NOT_FOUND_MESSAGE = "Estação não encontrada.";
export const CONSOLE_FORBIDDEN_MESSAGE = "Seu acesso a esta estação não permite esta ação. Fale com o dono da estação.";

type ConsoleGate = { ok: true; ctx: ConsoleContext } | { ok: false; refusal: Refusal & { reason: "no-console-session" | "no-role" | "role" } };

/** The console's decision for this request: signed in, a role on the station, enough of it. */
async function gateConsole(stationId: number, options: ConsoleOptions, where: string): Promise<ConsoleGate> {
  const account = await getConsoleAccount();
  let refusal: (Refusal & { reason: "no-console-session" | "no-role" | "role" }) | null = null;
  let ctx: ConsoleContext | null = null;
  if (!account) refusal = { status: 401, message: CONSOLE_SIGNED_OUT_MESSAGE, reason: "no-console-session" };
  else {
    const db = await getDb();
    const role = Number.isSafeInteger(stationId) && stationId > 0 ? await roleOn(db, account.id, stationId) : null;
    if (!role) refusal = { status: 403, message: CONSOLE_NOT_FOUND_MESSAGE, reason: "no-role" };
    else if (!roleAllows(role, options.role ?? "staff")) refusal = { status: 403, message: CONSOLE_FORBIDDEN_MESSAGE, reason: "role" };
    else {
      const stations = await stationsManagedBy(db, account.id);
      const station = stations.find((s) => s.id === stationId);
      if (station) ctx = { account, station, stations };
      else refusal = { status: 403, message: CONSOLE_NOT_FOUND_MESSAGE, reason: "no-role" };
    }
  }
  if (ctx) return { ok: true, ctx };
  await refuse(refusal!, Number.isSafeInteger(stationId) ? stationId : null, account?.id ?? null, `console-${where}`);
  return { ok: false, refusal: refusal! };
}

const consoleTarget = z.object({ stationId: z.coerce.number().int().positive() });

/**
 * An action of the owner console. Its input names the station it manages (`stationId`); the guard
 * checks the console session and the account's role on that station before parsing the rest.
 */
export function consoleAction<S extends z.ZodType, T, E extends unknown[] = []>(
  schema: SchemaArg<ConsoleContext, S>,
  fn: Handler<ConsoleContext, S, T, E>,
  options: ConsoleOptions = {},
): Action<T, E> {
  return async (input, ...extra) => {
    const target = consoleTarget.safeParse(input);
    const gate = await gateConsole(target.success ? target.data.stationId : NaN, options, "action");
    if (!gate.ok) return fail(gate.refusal.message);
    const ctx = gate.ctx;
    return runAction(await schemaOf(schema, ctx), input, (data) => fn({ ...ctx, data, input, extra }));
  };
}

/**
 * Every console page under /estacoes/[stationId] calls this first: no console session goes to the
 * console's start page (by way of /entrar/depois, which keeps the page to return to); a station
 * without a role (or a role short of `options.role`) is a 404.
 */
export async function requireConsolePage(params: Promise<{ stationId: string }>, options: ConsoleOptions = {}): Promise<ConsoleContext> {
  const raw = (await params).stationId;
  const stationId = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  const gate = await gateConsole(stationId, options, "page");
  if (gate.ok) return gate.ctx;
  if (gate.refusal.reason === "no-console-session") {
    // Kept to come back to after sign-in (lib/auth/console-return.ts): a scanned door link keeps its code.
    const opened = (await headers()).get(CONSOLE_PATH_HEADER);
    redirect(opened ? `/entrar/depois?para=${encodeURIComponent(opened)}` : "/");
  }
  notFound();
}

/** The account signed in on the console and its stations, or null (the console's start page). */
export async function currentConsoleAccount(): Promise<{ account: ConsoleAccount; stations: ManagedStation[] } | null> {
  const account = await getConsoleAccount();
  if (!account) return null;
  return { account, stations: await stationsManagedBy(await getDb(), account.id) };
}

// ---------------------------------------------------------------------------------------------
// Route Handlers

type RouteParams = Record<string, string | string[] | undefined>;
type RouteHandler<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>;
type RouteBase<P> = { request: NextRequest; params: P };

function refusalResponse(refusal: Refusal): Response {
  return Response.json({ ok: false, message: refusal.message }, { status: refusal.status, headers: { "cache-control": "no-store" } });
}

/** A handler anyone may call on a station host. */
export function publicRoute<P extends RouteParams = RouteParams>(fn: (ctx: RouteBase<P> & StationContext) => Promise<Response>): RouteHandler<P> {
  return async (request, context) => {
    const station = await requireStationFromRequest();
    return fn({ request, params: await context.params, station });
  };
}

/**
 * A probe the front and the process manager call on any host (nginx may send 127.0.0.1): no
 * station, no session, never cached; it must answer only words that leak nothing.
 */
export function probeRoute(fn: () => Promise<Response>): RouteHandler<RouteParams> {
  return async () => {
    await connection(); // answered per request, never prerendered at build
    const response = await fn();
    response.headers.set("cache-control", "no-store");
    return response;
  };
}

/** A handler anyone may call on the platform apex. */
export function platformPublicRoute<P extends RouteParams = RouteParams>(fn: (ctx: RouteBase<P>) => Promise<Response>): RouteHandler<P> {
  return async (request, context) => fn({ request, params: await context.params });
}

function memberRouteVariant(kind: MemberGuardKind) {
  return function guarded<P extends RouteParams = RouteParams>(fn: (ctx: RouteBase<P> & MemberContext) => Promise<Response>): RouteHandler<P> {
    return async (request, context) => {
      const station = await requireStationFromRequest();
      const gate = await gateMember(station, kind, "route");
      if (!gate.ok) return refusalResponse(gate.refusal);
      return fn({ request, params: await context.params, station, user: gate.user });
    };
  };
}

/** A handler for members who passed the full entry gate. */
export const memberRoute = memberRouteVariant("member");
/** A handler the first-login wizard needs (its photo upload). */
export const pendingMemberRoute = memberRouteVariant("pendingMember");

/** A handler anyone may call on the console host (the sign-on exchange). */
export function consolePublicRoute<P extends RouteParams = RouteParams>(fn: (ctx: RouteBase<P>) => Promise<Response>): RouteHandler<P> {
  return async (request, context) => fn({ request, params: await context.params });
}

/**
 * A handler of the owner console for one station (`/estacoes/[stationId]/...`): the console session
 * and the account's role on that station are checked before `fn` runs (uploads, exports).
 */
export function consoleRoute<P extends RouteParams & { stationId: string } = { stationId: string }>(
  fn: (ctx: RouteBase<P> & ConsoleContext) => Promise<Response>,
  options: ConsoleOptions = {},
): RouteHandler<P> {
  return async (request, context) => {
    const params = await context.params;
    const stationId = /^\d{1,9}$/.test(params.stationId) ? Number(params.stationId) : NaN;
    const gate = await gateConsole(stationId, options, "route");
    if (!gate.ok) return refusalResponse(gate.refusal);
    return fn({ request, params, ...gate.ctx });
  };
}

/**
 * The console's `/files/{stationId}/...`: a stored file of a station the account has a role on, so
 * that previews in the console show the same `/files/...` URLs the station's site serves.
 */
export function consoleFilesRoute(fn: (ctx: RouteBase<{ key: string[] }> & ConsoleContext) => Promise<Response>): RouteHandler<{ key: string[] }> {
  return async (request, context) => {
    const params = await context.params;
    const head = params.key?.[0] ?? "";
    const gate = await gateConsole(/^\d{1,9}$/.test(head) ? Number(head) : NaN, {}, "route");
    if (!gate.ok) return new Response("Arquivo não encontrado", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
    return fn({ request, params, ...gate.ctx });
  };
}

/** A handler for the owner signed in on the platform apex. */
export function ownerRoute<P extends RouteParams = RouteParams>(fn: (ctx: RouteBase<P> & OwnerContext) => Promise<Response>): RouteHandler<P> {
  return async (request, context) => {
    const user = await getPlatformUser();
    if (!user) {
      await refuse(OWNER_REFUSAL, null, null, "route");
      return refusalResponse(OWNER_REFUSAL);
    }
    return fn({ request, params: await context.params, user });
  };
}

// ---------------------------------------------------------------------------------------------
// Pages

export type MemberPageGate =
  | { kind: "enter"; station: Station; user: SessionUser }
  | { kind: "blocked"; station: Station; decision: Exclude<EntryDecision, { kind: "enter" }> | null };

/** The entry decision for this request's member, once per render (layout and page share it). */
const memberGateFor = cache(async (stationKey: string): Promise<MemberPageGate> => {
  const station = await stationFromParams(Promise.resolve({ station: stationKey }));
  const user = await getSessionUser(station.id);
  if (!user) return { kind: "blocked", station, decision: null };
  const decision = decideEntry(user);
  if (decision.kind === "enter") return { kind: "enter", station, user };
  await refuse(memberRefusal(user, "member")!, station.id, user.id, "page");
  return { kind: "blocked", station, decision };
});

/** For the member area's layout: the decision, to render the modal or the shell. */
export async function memberPageGate(params: Promise<{ station: string }>): Promise<MemberPageGate> {
  return memberGateFor((await params).station);
}

/**
 * Every page under /homepage calls this first, before loading any member data: a visitor without a
 * session goes to /login, an unconfirmed account to /confimation, a first login to the wizard; a
 * deleted, suspended or establishment-less member gets null, so the page renders nothing and the
 * layout shows the spec's modal alone (layout and page render concurrently: the layout's gate
 * alone would not keep the page's data out of the payload).
 */
export async function requireMemberPage(params: Promise<{ station: string }>): Promise<MemberContext | null> {
  const gate = await memberPageGate(params);
  if (gate.kind === "enter") return { station: gate.station, user: gate.user };
  await followEntryRedirect(gate.decision);
  return null;
}

/** The redirects of the entry decisions (no session, unconfirmed, first login); modal cases return. */
export async function followEntryRedirect(decision: EntryDecision | null): Promise<void> {
  if (!decision) return redirectToLogin();
  if (decision.kind === "inactive") redirect("/confimation");
  if (decision.kind === "first-login") redirect("/signup");
}

/**
 * For the first-login wizard and the confirmation screen: the signed-in user unless deleted,
 * suspended or without an establishment (those go to the member area, which shows their modal).
 */
export async function requirePendingMemberPage(
  params: Promise<{ station: string }>,
  options: { signedOut?: string } = {},
): Promise<MemberContext> {
  const station = await stationFromParams(params);
  const user = await getSessionUser(station.id);
  if (!user) return options.signedOut ? redirect(options.signedOut) : redirectToLogin();
  if (memberRefusal(user, "pendingMember")) redirect("/homepage");
  return { station, user };
}

/** Whether this browser holds a live session on the station, whatever its account's state (login and sign-up screens send it on to /). */
export async function hasStationSession(stationId: number): Promise<boolean> {
  return Boolean(await getSessionUser(stationId));
}

/**
 * The signed-in user of the station, whatever the entry gate says, or null: only for public
 * actions that attach an optional author (a support message from a suspended member is welcome).
 */
export async function optionalSessionUser(stationId: number): Promise<SessionUser | null> {
  return getSessionUser(stationId);
}

/** The owner signed in on the platform apex, or null (apex pages choose what to show). */
export async function currentOwner(): Promise<PlatformUser | null> {
  return getPlatformUser();
}
