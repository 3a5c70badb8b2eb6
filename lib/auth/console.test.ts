// The owner console's way in and its walls: a single-use sign-on token that lives under a minute,
// a console session that is worth nothing on a station (and a station's nothing on the console),
// per-station roles (staff refused on owner-only screens and actions), no station's data for an
// account without a role on it, and the audit log of the sign-in.
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { z } from "zod";
import { USER_TYPE_OWNER, USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import {
  CONSOLE_FORBIDDEN_MESSAGE,
  CONSOLE_NOT_FOUND_MESSAGE,
  CONSOLE_SIGNED_OUT_MESSAGE,
  consoleAction,
  memberAction,
  requireConsolePage,
} from "@/lib/auth/guard";
import { endConsoleSession } from "@/lib/auth/console-session";
import { CONSOLE_COOKIE, SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { createSession, resolveSession } from "@/lib/auth/sessions";
import { getDb, type Db } from "@/lib/db/client";
import { ensureUser, seedDemo } from "@/lib/seed/demo";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { userIdByEmail } from "@/lib/db/testing/sessions";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { openConsoleAction } from "@/app/platform/owner-actions";
import { openConsoleFromStationAction } from "@/lib/console/actions";
import { signInAs, signInConsoleAs } from "@/lib/db/testing/sessions";
import AuditPage from "@/app/console/estacoes/[stationId]/auditoria/page";
import SignOnPage from "@/app/console/entrar/[token]/page";
import { POST as exchangeSignOn } from "@/app/console/entrar/route";
import OverviewPage from "@/app/console/estacoes/[stationId]/page";
import { listAudit } from "@/lib/console/audit";
import { grantRole, stationsManagedBy } from "@/lib/auth/console-roles";
import { signInWithConsoleToken, startConsoleSessionFromToken } from "@/lib/console/sign-in";
import { CONSOLE_TOKEN_TTL_SECONDS, consoleSignOnUrl, mintConsoleToken } from "@/lib/console/tokens";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));
// Outside Next there is no request to wait for; pages call it to stay out of the build's prerender.
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => undefined }));

let db: Db;
let demo: Station;
let vitrine: Station;
let demoOwner: number;
let vitrineOwner: number;
let demoStaff: number;
let member: number;

const html = async (node: Promise<React.ReactNode>) => renderToStaticMarkup(createElement(Fragment, null, await node));
const outcome = (p: Promise<unknown>) => p.then(() => "rendered", (e: { digest?: string }) => String(e?.digest ?? e));
const params = (stationId: number | string) => Promise.resolve({ stationId: String(stationId) });
const noSearch = Promise.resolve({});

const consoleSignIn = (userId: number, station: Station) => signInConsoleAs(db, userId, station.id);

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  demoOwner = await userIdByEmail(db, demo.id, "dono@demo.test");
  member = await userIdByEmail(db, demo.id, "membro@demo.test");
  vitrineOwner = await ensureUser(db, vitrine.id, vitrine.establishment!.id, { email: "dona@vitrine.test", name: "Dona Vitrine", typeId: USER_TYPE_OWNER });
  demoStaff = await ensureUser(db, demo.id, demo.establishment!.id, { email: "equipe@demo.test", name: "Equipe Demo", typeId: USER_TYPE_PARTICIPANT });
  await grantRole(db, { userId: demoStaff, stationId: demo.id, role: "staff" });
});

afterEach(() => {
  fakeRequest.host = "demo.localhost:3000";
  fakeRequest.cookies.clear();
});

describe("single-use sign-on token", () => {
  it("is minted only for an account with a role on the station, and points at the painel host", async () => {
    expect(await mintConsoleToken(db, { userId: member, stationId: demo.id })).toBeNull();
    expect(await mintConsoleToken(db, { userId: vitrineOwner, stationId: demo.id })).toBeNull();
    const token = await mintConsoleToken(db, { userId: demoOwner, stationId: demo.id });
    expect(consoleSignOnUrl(token!)).toMatch(new RegExp(`^http://painel\\.localhost(:\\d+)?/entrar/${token}$`));
  });

  it("opens a console session once; the second use fails", async () => {
    const token = (await mintConsoleToken(db, { userId: demoOwner, stationId: demo.id }))!;
    const first = await signInWithConsoleToken(db, token);
    expect(first).toMatchObject({ userId: demoOwner, stationId: demo.id });
    expect(await resolveSession(db, first!.cookie, null, new Date(), "console")).toEqual({ id: first!.sessionId, userId: demoOwner });
    expect(await signInWithConsoleToken(db, token)).toBeNull();
    expect(await signInWithConsoleToken(db, "not-a-token-at-all-but-long-enough")).toBeNull();
  });

  it("gives exactly one session to 10 concurrent exchanges of the same token", async () => {
    const token = (await mintConsoleToken(db, { userId: demoOwner, stationId: demo.id }))!;
    const results = await Promise.all(Array.from({ length: 10 }, () => signInWithConsoleToken(db, token)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("lives under a minute", async () => {
    expect(CONSOLE_TOKEN_TTL_SECONDS).toBeLessThan(60);
    const minted = new Date("2026-11-24T12:00:00Z");
    const late = (await mintConsoleToken(db, { userId: demoOwner, stationId: demo.id }, minted))!;
    expect(await signInWithConsoleToken(db, late, { now: new Date(minted.getTime() + 60_000) })).toBeNull();
    const onTime = (await mintConsoleToken(db, { userId: demoOwner, stationId: demo.id }, minted))!;
    expect(await signInWithConsoleToken(db, onTime, { now: new Date(minted.getTime() + 45_000) })).not.toBeNull();
  });

  it("sets the console cookie on exchange and answers the station to open; a spent token sets nothing", async () => {
    fakeRequest.host = "painel.localhost:3000";
    const token = (await mintConsoleToken(db, { userId: demoOwner, stationId: demo.id }))!;
    expect(await startConsoleSessionFromToken(token)).toBe(demo.id);
    expect(fakeRequest.cookies.get(CONSOLE_COOKIE)).toBeTruthy();
    expect(fakeRequest.cookies.has(SESSION_COOKIE)).toBe(false);
    fakeRequest.cookies.clear();
    expect(await startConsoleSessionFromToken(token)).toBeNull();
    expect(fakeRequest.cookies.size).toBe(0);
  });

  it("is handed out by the station's Acessar Painel and the wizard's final button, to owners only", async () => {
    fakeRequest.host = "demo.localhost:3000";
    await signInAs(db, demoOwner, demo);
    const fromStation = await openConsoleFromStationAction();
    expect(fromStation.ok && fromStation.data.url).toMatch(/^http:\/\/painel\.localhost(:\d+)?\/entrar\//);
    fakeRequest.cookies.clear();
    await signInAs(db, member, demo);
    expect(await openConsoleFromStationAction()).toMatchObject({ ok: false });
    fakeRequest.cookies.clear();
    fakeRequest.host = "localhost:3000";
    await signInAs(db, demoOwner, null);
    const fromWizard = await openConsoleAction();
    const token = fromWizard.ok ? decodeURIComponent(fromWizard.data.url.split("/entrar/")[1]!) : "";
    expect(await signInWithConsoleToken(db, token)).toMatchObject({ userId: demoOwner, stationId: demo.id });
  });

  it("records the sign-in in the station's audit log", async () => {
    const before = (await listAudit(db, demo.id)).total;
    await consoleSignIn(demoOwner, demo);
    const { entries, total } = await listAudit(db, demo.id);
    expect(total).toBe(before + 1);
    expect(entries[0]).toMatchObject({ action: "console.sign-in", actorEmail: "dono@demo.test", after: { role: "owner" } });
    // The page as read, without its markup (the field's name and value are in two elements).
    const audit = (await html(AuditPage({ params: params(demo.id), searchParams: noSearch }))).replace(/<[^>]+>/g, "");
    expect(audit).toContain("Entrou no painel");
    expect(audit).toContain("Acesso: Dono");
  });
});

describe("the sign-on link's page and its POST", () => {
  const exchange = (token: string, origin: string | null) =>
    exchangeSignOn(
      new NextRequest("http://painel.localhost:3000/entrar", {
        method: "POST",
        headers: { host: "painel.localhost:3000", "content-type": "application/x-www-form-urlencoded", ...(origin ? { origin } : {}) },
        body: new URLSearchParams({ token }).toString(),
      }),
      { params: Promise.resolve({}) },
    );

  it("opening the link names the account and the station, spends nothing and sets no cookie", async () => {
    fakeRequest.host = "painel.localhost:3000";
    const token = (await mintConsoleToken(db, { userId: demoOwner, stationId: demo.id }))!;
    const page = await html(SignOnPage({ params: Promise.resolve({ token }) }));
    expect(page).toContain(`Entrar no painel de ${demo.name}?`);
    expect(page).toContain("dono@demo.test");
    const form = /<form[^>]*>/.exec(page)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/entrar"');
    expect(fakeRequest.cookies.size).toBe(0);
    expect(await signInWithConsoleToken(db, token)).not.toBeNull();
    expect(await outcome(SignOnPage({ params: Promise.resolve({ token }) }))).toMatch(/NEXT_REDIRECT.*\/link-invalido/);
  });

  it("exchanges the token only on a POST from the console's own origin, once", async () => {
    fakeRequest.host = "painel.localhost:3000";
    const token = (await mintConsoleToken(db, { userId: demoOwner, stationId: demo.id }))!;
    for (const origin of [null, "https://atacante.example", "http://demo.localhost:3000", "null"]) {
      const refused = await exchange(token, origin);
      expect(refused.status, String(origin)).toBe(403);
    }
    expect(fakeRequest.cookies.size).toBe(0);
    const signedIn = await exchange(token, "http://painel.localhost:3000");
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe(`/estacoes/${demo.id}`);
    expect(fakeRequest.cookies.get(CONSOLE_COOKIE)).toBeTruthy();
    fakeRequest.cookies.clear();
    const again = await exchange(token, "http://painel.localhost:3000");
    expect(again.headers.get("location")).toBe("/link-invalido");
    expect(fakeRequest.cookies.size).toBe(0);
  });
});

describe("console session", () => {
  const anyRole = consoleAction(z.object({ stationId: z.number() }), async ({ station }) => station.name);
  const memberProbe = memberAction(z.undefined(), async ({ user }) => user.id);

  it("a member (or apex) session is worthless on the console", async () => {
    const site = await createSession(db, { userId: demoOwner, stationId: demo.id });
    const apex = await createSession(db, { userId: demoOwner, stationId: null });
    for (const cookie of [site.cookie, apex.cookie]) {
      fakeRequest.host = "painel.localhost:3000";
      fakeRequest.cookies.set(CONSOLE_COOKIE, cookie);
      fakeRequest.cookies.set(SESSION_COOKIE, cookie);
      expect(await anyRole({ stationId: demo.id })).toEqual({ ok: false, message: CONSOLE_SIGNED_OUT_MESSAGE });
      expect(await outcome(requireConsolePage(params(demo.id)))).toMatch(/NEXT_REDIRECT;replace;\/;/);
    }
  });

  it("a console session is worthless on a station host and on the apex", async () => {
    const cookie = await consoleSignIn(demoOwner, demo);
    expect(await resolveSession(db, cookie, demo.id)).toBeNull();
    expect(await resolveSession(db, cookie, null)).toBeNull();
    fakeRequest.host = "demo.localhost:3000";
    fakeRequest.cookies.set(SESSION_COOKIE, cookie);
    expect(await memberProbe()).toMatchObject({ ok: false });
  });

  it("Sair revokes the session row, not only the cookie", async () => {
    const cookie = await consoleSignIn(demoOwner, demo);
    await endConsoleSession();
    expect(fakeRequest.cookies.has(CONSOLE_COOKIE)).toBe(false);
    expect(await resolveSession(db, cookie, null, new Date(), "console")).toBeNull();
  });
});

describe("roles", () => {
  const ownerOnly = consoleAction(z.object({ stationId: z.number() }), async ({ station }) => station.id, { role: "owner" });
  const anyRole = consoleAction(z.object({ stationId: z.number() }), async ({ station }) => station.name);

  it("the creating owner of each station is its owner; the switcher lists only the account's stations", async () => {
    expect(await stationsManagedBy(db, demoOwner)).toEqual([expect.objectContaining({ id: demo.id, role: "owner" })]);
    expect(await stationsManagedBy(db, vitrineOwner)).toEqual([expect.objectContaining({ id: vitrine.id, role: "owner" })]);
  });

  it("staff may open the overview but not owner-only screens or actions", async () => {
    await consoleSignIn(demoStaff, demo);
    expect(await anyRole({ stationId: demo.id })).toEqual({ ok: true, data: demo.name });
    expect(await ownerOnly({ stationId: demo.id })).toEqual({ ok: false, message: CONSOLE_FORBIDDEN_MESSAGE });
    expect(await html(OverviewPage({ params: params(demo.id) }))).toContain(demo.name);
    expect(await outcome(AuditPage({ params: params(demo.id), searchParams: noSearch }))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it("an owner of vitrine cannot open demo's console pages or call its actions", async () => {
    await consoleSignIn(vitrineOwner, vitrine);
    expect(await ownerOnly({ stationId: vitrine.id })).toEqual({ ok: true, data: vitrine.id });
    for (const stationId of [demo.id, String(demo.id), 999999, "x", undefined]) {
      expect(await ownerOnly({ stationId })).toMatchObject({ ok: false });
    }
    expect(await anyRole({ stationId: demo.id })).toEqual({ ok: false, message: CONSOLE_NOT_FOUND_MESSAGE });
    expect(await outcome(OverviewPage({ params: params(demo.id) }))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(await outcome(AuditPage({ params: params(demo.id), searchParams: noSearch }))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(await outcome(requireConsolePage(params("../1")))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    const own = await html(OverviewPage({ params: params(vitrine.id) }));
    expect(own).toContain(vitrine.name);
    expect(own).not.toContain(demo.name);
  });
});
