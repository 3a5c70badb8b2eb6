// The member's trophy and lucky-number pages behind the guard, called as a browser would (Host and
// session cookie): /homepage/trofeus lists only the signed-in member's trophies on that station;
// /homepage/numeros-da-sorte answers only where the station's luckyNumbers setting is on, with its
// date and time; the toast's "seen" action and route go through the member gate. Also the demo seed.
import { and, count, eq, isNull } from "drizzle-orm";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { seedDemoPayments } from "@/lib/commerce/seed";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { isFeatureOn } from "@/lib/stations/features";
import LuckyNumbersPage from "@/app/s/[station]/homepage/numeros-da-sorte/page";
import TrophiesPage from "@/app/s/[station]/homepage/trofeus/page";
import { GET as unseenRoute } from "@/app/s/[station]/homepage/trofeus/novos/route";
import { markTrophiesSeenAction } from "./actions";
import { listMemberTrophies } from "./queries";
import { memberTrophies, trophyRules } from "./schema";
import { DEMO_TROPHIES, TROPHY_E2E_MEMBERS } from "./seed";
import { formatPublishAt, luckyNumbersNotice, MSG_NO_TROPHIES } from "./texts";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
let maria: number;

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  await seedDemoPayments(db); // membro's paid order (instrumentation.ts runs it after seedDemo)
  await seedDemo(db); // a restart: nothing is duplicated
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  maria = await userIdByEmail(db, demo.id, "membro@demo.test");
});

afterEach(() => {
  fakeRequest.host = "demo.localhost:3000";
  fakeRequest.cookies.clear();
});

const params = (station: string) => Promise.resolve({ station });
const html = async (node: Promise<React.ReactNode>) => renderToStaticMarkup(createElement(Fragment, null, await node));
const notFoundOf = (p: Promise<unknown>) => p.then(() => "rendered", (e: { digest?: string }) => String(e?.digest ?? e));

describe("demo seed", () => {
  it("one rule of each kind on demo; membro holds the trophies her seeded coupon and paid order earned, already seen", async () => {
    const rules = await db.select({ kind: trophyRules.kind }).from(trophyRules).where(eq(trophyRules.stationId, demo.id));
    expect(new Set(rules.map((r) => r.kind))).toEqual(new Set(["journey", "category_activities", "first_purchase", "invitations_confirmed"]));
    expect(rules).toHaveLength(Object.keys(DEMO_TROPHIES).length);
    const held = await listMemberTrophies(db, demo.id, maria);
    expect(held.map((t) => t.description).sort()).toEqual([DEMO_TROPHIES.regular, DEMO_TROPHIES.firstPurchase].sort());
    const [unseen] = await db.select({ n: count() }).from(memberTrophies).where(and(eq(memberTrophies.userId, maria), isNull(memberTrophies.seenAt)));
    expect(unseen!.n).toBe(0);
    await seedDemo(db);
    expect(await db.select({ id: trophyRules.id }).from(trophyRules).where(eq(trophyRules.stationId, demo.id))).toHaveLength(rules.length);
  });
});

describe("/homepage/trofeus", () => {
  it("shows the signed-in member's trophies with their dates, and the empty text to a member without any", async () => {
    await signInAs(db, maria, demo);
    const page = await html(TrophiesPage({ params: params("demo") }));
    expect(page).toContain(DEMO_TROPHIES.firstPurchase);
    expect(page).toContain("Conquistado em");
    expect(page).not.toContain(MSG_NO_TROPHIES);

    await signInAs(db, await userIdByEmail(db, demo.id, TROPHY_E2E_MEMBERS.desktop.email), demo);
    expect(await html(TrophiesPage({ params: params("demo") }))).toContain(MSG_NO_TROPHIES);
  });

  it("a visitor is sent to the login; a session of another station is no session here", async () => {
    expect(await notFoundOf(TrophiesPage({ params: params("demo") }))).toMatch(/NEXT_REDIRECT.*\/login/);
    fakeRequest.host = "vitrine.localhost:3000";
    await signInAs(db, maria, demo);
    expect(await notFoundOf(TrophiesPage({ params: params("vitrine") }))).toMatch(/NEXT_REDIRECT.*\/login/);
  });

  it("is off where the station hides it", () => {
    expect(isFeatureOn(demo, "trophies")).toBe(true);
    expect(isFeatureOn({ ...demo, settings: { ...demo.settings, hiddenMenuItems: ["trophies"] } }, "trophies")).toBe(false);
    expect(isFeatureOn({ ...demo, flags: { ...demo.flags, myAccount: false } }, "trophies")).toBe(false);
  });
});

describe("/homepage/numeros-da-sorte", () => {
  it("vitrine (setting on) shows the notice with its date and time; demo (off) answers not found", async () => {
    fakeRequest.host = "vitrine.localhost:3000";
    await signInAs(db, await userIdByEmail(db, vitrine.id, TROPHY_E2E_MEMBERS.vitrine.email), vitrine);
    const page = await html(LuckyNumbersPage({ params: params("vitrine") }));
    expect(page).toContain("Os números da sorte serão divulgados no site até 01/02/2023 às 16h.");

    fakeRequest.host = "demo.localhost:3000";
    await signInAs(db, maria, demo);
    expect(await notFoundOf(LuckyNumbersPage({ params: params("demo") }))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
  });

  it("formats the setting as DD/MM/AAAA às HHh, in São Paulo time", () => {
    expect(formatPublishAt("2023-02-01T16:00:00-03:00")).toBe("01/02/2023 às 16h");
    expect(formatPublishAt("2023-02-01T19:30:00Z")).toBe("01/02/2023 às 16h30");
    expect(luckyNumbersNotice(null)).toBe("Os números da sorte serão divulgados no site em breve.");
  });
});

describe("the toast's route and action", () => {
  it("answer only the signed-in member, for their own trophies", async () => {
    const [rule] = await db.select({ id: trophyRules.id }).from(trophyRules).where(eq(trophyRules.description, DEMO_TROPHIES.ambassador));
    const tereza = await userIdByEmail(db, demo.id, TROPHY_E2E_MEMBERS.desktop.email);
    const [mine] = await db.insert(memberTrophies).values({ stationId: demo.id, userId: tereza, ruleId: rule!.id }).returning({ id: memberTrophies.id });

    const ask = async () => {
      const res = await unseenRoute(new NextRequest(`http://${fakeRequest.host}/homepage/trofeus/novos`), { params: params("demo") });
      return { status: res.status, body: res.status === 200 ? ((await res.json()) as { trophies: { id: number }[] }) : null };
    };
    expect((await ask()).status).toBe(401);
    expect(await markTrophiesSeenAction({ ids: [mine!.id] })).toMatchObject({ ok: false });

    await signInAs(db, maria, demo);
    expect((await ask()).body).toEqual({ trophies: [] });
    expect(await markTrophiesSeenAction({ ids: [mine!.id] })).toEqual({ ok: true, data: { marked: 0 } });
    expect(await markTrophiesSeenAction({ ids: [] })).toMatchObject({ ok: false });

    await signInAs(db, tereza, demo);
    expect((await ask()).body).toEqual({ trophies: [{ id: mine!.id, description: DEMO_TROPHIES.ambassador }] });
    expect(await markTrophiesSeenAction({ ids: [mine!.id] })).toEqual({ ok: true, data: { marked: 1 } });
    expect((await ask()).body).toEqual({ trophies: [] });
    await db.delete(memberTrophies).where(eq(memberTrophies.id, mine!.id));
  });
});
