// The calendar, downloads and member support behind the guard, called as a browser would (Host and
// session cookie): station scoping of schedules and downloads, the member-only file route (a
// visitor, another station's session, another station's id), Content-Disposition with the original
// name, the area "eventos" pages, the support action with the member's id, and the demo seed.
import { createChallenge, solveChallenge } from "altcha-lib/v1";
import { and, count, desc, eq } from "drizzle-orm";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { storage } from "@/lib/adapters/storage";
import { authSecret } from "@/lib/security/secret";
import { serveStoredFile } from "@/lib/adapters/storage/http";
import { supportMessages } from "@/lib/content/schema";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { stations } from "@/lib/stations/schema";
import { findStationByKey, invalidateStation, type Station } from "@/lib/stations/queries";
import CalendarPage from "@/app/s/[station]/homepage/calendario/page";
import SchedulePage from "@/app/s/[station]/homepage/calendario/[id]/page";
import { ServiceEventsPage } from "@/components/library/service-events-page";
import LegalEventsPage from "@/app/s/[station]/homepage/consultoria-juridica/eventos/page";
import DownloadsPage from "@/app/s/[station]/homepage/downloads/page";
import DownloadPage from "@/app/s/[station]/homepage/downloads/[id]/page";
import { GET as fileRoute } from "@/app/s/[station]/homepage/downloads/[id]/arquivo/route";
import { memberSupportAction } from "@/app/s/[station]/homepage/support/actions";
import { contentDisposition, createDownload, listDownloads } from "./downloads";
import { eventTimes } from "./event-text";
import { listSchedules } from "./schedules";
import { downloads, schedules } from "./schema";
import { demoSchedulesFor, LIBRARY_E2E_MEMBERS, saoPauloInstant } from "./seed";
import { MSG_NO_DOWNLOADS } from "./types";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
let maria: number;
let vitrineMember: number;

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  await seedDemo(db); // a restart: nothing is duplicated
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  maria = await userIdByEmail(db, demo.id, "membro@demo.test");
  vitrineMember = await userIdByEmail(db, vitrine.id, "sorte@vitrine.test");
});

afterEach(() => {
  fakeRequest.host = "demo.localhost:3000";
  fakeRequest.cookies.clear();
});

const params = (station: string) => Promise.resolve({ station });
const html = async (node: React.ReactNode | Promise<React.ReactNode>) => renderToStaticMarkup(createElement(Fragment, null, await node));
const outcome = (p: Promise<unknown>) => p.then(() => "rendered", (e: { digest?: string }) => String(e?.digest ?? e));
const NOT_FOUND = /NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/;

async function fetchFile(id: number | string) {
  const res = await fileRoute(new NextRequest(`http://${fakeRequest.host}/homepage/downloads/${id}/arquivo`), { params: Promise.resolve({ id: String(id) }) });
  return res;
}

describe("demo seed", () => {
  it("demo has schedules across this month (São Paulo), some all-day, some of the areas, and downloads; vitrine has none; a restart adds nothing", async () => {
    const rows = await db.select().from(schedules).where(eq(schedules.stationId, demo.id));
    expect(rows.length).toBe(demoSchedulesFor(new Date()).length);
    expect(rows.some((r) => r.allDay)).toBe(true);
    expect(rows.some((r) => !r.allDay && r.endsAt.getTime() - r.startsAt.getTime() >= 3 * 3600_000)).toBe(true);
    expect(new Set(rows.map((r) => r.service))).toEqual(new Set([null, "accounting", "legal"]));
    const month = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", month: "2-digit", year: "numeric" });
    for (const r of rows) expect(month.format(r.startsAt)).toBe(month.format(new Date()));
    expect(await db.select({ n: count() }).from(schedules).where(eq(schedules.stationId, vitrine.id))).toEqual([{ n: 0 }]);
    expect(await listDownloads(db, demo.id)).toHaveLength(3);
    expect(await listDownloads(db, vitrine.id)).toHaveLength(0);
  });

  it("places wall-clock times in São Paulo", () => {
    expect(saoPauloInstant(2026, 11, 5, 19, 0).toISOString()).toBe("2026-11-05T22:00:00.000Z");
    const [walk] = demoSchedulesFor(new Date("2026-02-10T12:00:00Z"));
    expect(walk!.startsAt.toISOString()).toBe("2026-02-02T10:00:00.000Z");
    // The 28th and "tomorrow" are clamped into a short month.
    expect(demoSchedulesFor(new Date("2026-02-28T20:00:00Z")).every((s) => s.startsAt.getUTCMonth() === 1 || s.startsAt.toISOString().startsWith("2026-02-28"))).toBe(true);
  });

  it("the dialog's date, start and end", () => {
    expect(eventTimes({ start: "2026-11-05T22:00:00.000Z", end: "2026-11-06T00:00:00.000Z", allDay: false })).toEqual({ date: "05/11/2026", start: "19:00", end: "21:00" });
    expect(eventTimes({ start: "2026-11-12", end: "2026-11-14", allDay: true })).toEqual({ date: "12/11/2026 a 13/11/2026", start: "Dia inteiro", end: "Dia inteiro" });
  });
});

describe("/homepage/calendario", () => {
  it("lists the station's events and its enabled areas' only; an area's calendar only its own", async () => {
    const [other] = await db
      .insert(schedules)
      .values({ stationId: vitrine.id, name: "Evento da Vitrine", startsAt: new Date(), endsAt: new Date() })
      .returning({ id: schedules.id });
    const station = await listSchedules(db, demo.id, { kind: "station", enabledServices: [] });
    expect(station.map((e) => e.title)).toContain("Assembleia geral ordinária");
    expect(station.map((e) => e.title)).not.toContain("Evento da Vitrine");
    expect(station.every((e) => e.service === null)).toBe(true);
    const withLegal = await listSchedules(db, demo.id, { kind: "station", enabledServices: ["legal"] });
    expect(withLegal.some((e) => e.service === "legal")).toBe(true);
    expect(withLegal.some((e) => e.service === "accounting")).toBe(false);
    const legal = await listSchedules(db, demo.id, { kind: "service", service: "legal" });
    expect(legal.map((e) => e.title).sort()).toEqual(["Mutirão de atendimento jurídico", "Palestra: direitos do servidor"]);
    await db.delete(schedules).where(eq(schedules.id, other!.id));
  });

  it("renders for a member of demo; a visitor goes to login; vitrine (events off) answers not found", async () => {
    expect(await outcome(CalendarPage({ params: params("demo") }))).toMatch(/NEXT_REDIRECT.*\/login/);
    await signInAs(db, maria, demo);
    expect(await html(CalendarPage({ params: params("demo") }))).toContain("Calendário");
    fakeRequest.host = "vitrine.localhost:3000";
    await signInAs(db, vitrineMember, vitrine);
    expect(await outcome(CalendarPage({ params: params("vitrine") }))).toMatch(NOT_FOUND);
  });

  it("an event's page shows its fields; another station's id is not found", async () => {
    const [assembly] = await db.select().from(schedules).where(and(eq(schedules.stationId, demo.id), eq(schedules.name, "Assembleia geral ordinária")));
    await signInAs(db, maria, demo);
    const page = await html(SchedulePage({ params: Promise.resolve({ station: "demo", id: String(assembly!.id) }) }));
    expect(page).toContain("Assembleia geral ordinária");
    expect(page).toContain("19:00 às 21:00");
    expect(page).toContain("/static/demo/agenda/assembleia.svg");
    expect(await outcome(SchedulePage({ params: Promise.resolve({ station: "demo", id: "abc" }) }))).toMatch(NOT_FOUND);

    fakeRequest.host = "vitrine.localhost:3000";
    await signInAs(db, vitrineMember, vitrine);
    expect(await outcome(SchedulePage({ params: Promise.resolve({ station: "vitrine", id: String(assembly!.id) }) }))).toMatch(NOT_FOUND);
  });

  it("the legal area's eventos page answers only where the area is on", async () => {
    await signInAs(db, maria, demo);
    const before = demo.settings;
    const setLegal = async (enabled: boolean) => {
      const settings = { ...before, services: { ...before.services, legal: { ...before.services.legal, enabled } } };
      await db.update(stations).set({ settings }).where(eq(stations.id, demo.id));
      invalidateStation(demo);
    };
    // The route renders the shared page for its own area.
    const element = LegalEventsPage({ params: params("demo") }) as React.ReactElement<{ service: string }>;
    expect(element.props.service).toBe("legal");
    await setLegal(false);
    expect(await outcome(ServiceEventsPage({ params: params("demo"), service: "legal" }))).toMatch(NOT_FOUND);
    await setLegal(true);
    expect(await html(ServiceEventsPage({ params: params("demo"), service: "legal" }))).toContain("Agenda da consultoria jurídica");
    await db.update(stations).set({ settings: before }).where(eq(stations.id, demo.id));
    invalidateStation(demo);
  });
});

describe("/homepage/downloads", () => {
  it("lists the station's files, shows one with its sanitised body, and the empty text where there are none", async () => {
    await signInAs(db, maria, demo);
    const list = await html(DownloadsPage({ params: params("demo") }));
    expect(list).toContain("Convenção coletiva 2026");
    expect(list).not.toContain(MSG_NO_DOWNLOADS);

    const [file] = await db.select({ id: downloads.id }).from(downloads).where(and(eq(downloads.stationId, demo.id), eq(downloads.name, "Ficha de filiação")));
    await db.update(downloads).set({ body: '<p onclick="x()">Olá<script>alert(1)</script></p>' }).where(eq(downloads.id, file!.id));
    const detail = await html(DownloadPage({ params: Promise.resolve({ station: "demo", id: String(file!.id) }) }));
    expect(detail).toContain("Ficha de filiação");
    expect(detail).toContain("Baixar arquivo");
    expect(detail).toContain("<p>Olá</p>");
    expect(detail).not.toContain("script");

    const rows = await db.select().from(downloads).where(eq(downloads.stationId, demo.id));
    await db.delete(downloads).where(eq(downloads.stationId, demo.id));
    expect(await html(DownloadsPage({ params: params("demo") }))).toContain(MSG_NO_DOWNLOADS);
    await db.insert(downloads).values(rows);
  });

  it("the file route streams the PDF to a member, with its type and original name", async () => {
    const [file] = await db.select().from(downloads).where(and(eq(downloads.stationId, demo.id), eq(downloads.name, "Convenção coletiva 2026")));
    await signInAs(db, maria, demo);
    const res = await fetchFile(file!.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Convencao coletiva 2026.pdf"; filename*=UTF-8''Conven%C3%A7%C3%A3o%20coletiva%202026.pdf`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder("latin1").decode(bytes.subarray(0, 5))).toBe("%PDF-");
    expect(new TextDecoder("latin1").decode(bytes)).toContain("%%EOF");
  });

  it("never serves the file to a visitor, another station's session, another station's host, or by /files", async () => {
    const [file] = await db.select().from(downloads).where(and(eq(downloads.stationId, demo.id), eq(downloads.name, "Convenção coletiva 2026")));
    expect((await fetchFile(file!.id)).status).toBe(401);

    // Vitrine's member on demo's host: no session here.
    await signInAs(db, vitrineMember, vitrine);
    expect((await fetchFile(file!.id)).status).toBe(401);

    // Vitrine's member on vitrine's host asking for demo's id: not found.
    fakeRequest.host = "vitrine.localhost:3000";
    expect((await fetchFile(file!.id)).status).toBe(404);
    // Even where vitrine turns files on, demo's file is not vitrine's.
    await db.update(stations).set({ filesAccess: true }).where(eq(stations.id, vitrine.id));
    invalidateStation(vitrine);
    expect((await fetchFile(file!.id)).status).toBe(404);
    await db.update(stations).set({ filesAccess: false }).where(eq(stations.id, vitrine.id));
    invalidateStation(vitrine);

    // The private key is never a public /files path, on any host.
    const segments = file!.fileKey.split("/");
    expect((await serveStoredFile(segments, demo.id)).status).toBe(404);
    expect(await storage().stat(file!.fileKey)).not.toBeNull();
  });

  it("refuses a file whose bytes are not what its name says", async () => {
    await expect(createDownload(db, demo.id, { name: "x", title: "x", fileName: "x.pdf", bytes: new TextEncoder().encode("<html>") })).rejects.toThrow();
    await expect(createDownload(db, demo.id, { name: "x", title: "x", fileName: "x.exe", bytes: new Uint8Array([0x4d, 0x5a]) })).rejects.toThrow();
  });

  it("Content-Disposition keeps the name and stays a safe header", () => {
    expect(contentDisposition('a"b;c\\d.pdf')).toBe(`attachment; filename="a_b_c_d.pdf"; filename*=UTF-8''a%22b%3Bc%5Cd.pdf`);
    expect(contentDisposition("relatório (final).pdf")).toContain("filename*=UTF-8''relat%C3%B3rio%20%28final%29.pdf");
  });
});

describe("/homepage/support", () => {
  it("the member's message carries their id; a visitor and bad input change nothing", async () => {
    const payload = { name: "Alice Agenda", email: LIBRARY_E2E_MEMBERS.phone.email, phone: "", subject: "Dúvida", message: "Olá!", captcha: "x" };
    const before = await db.select({ n: count() }).from(supportMessages).where(eq(supportMessages.stationId, demo.id));
    expect(await memberSupportAction(payload)).toMatchObject({ ok: false });
    const alice = await userIdByEmail(db, demo.id, LIBRARY_E2E_MEMBERS.phone.email);
    await signInAs(db, alice, demo);
    const bad = await memberSupportAction({ ...payload, subject: "x".repeat(201) });
    expect(bad).toMatchObject({ ok: false });
    expect(await db.select({ n: count() }).from(supportMessages).where(eq(supportMessages.stationId, demo.id))).toEqual(before);

    // A forged user id in the input is ignored: the session's member is attached.
    const challenge = await createChallenge({ hmacKey: authSecret(), maxnumber: 2000 });
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    const captcha = btoa(JSON.stringify({ ...challenge, number: solution!.number }));
    expect(await memberSupportAction({ ...payload, captcha, user_id: maria, userId: maria })).toEqual({ ok: true, data: undefined });
    const [stored] = await db.select().from(supportMessages).where(eq(supportMessages.stationId, demo.id)).orderBy(desc(supportMessages.id)).limit(1);
    expect(stored).toMatchObject({ userId: alice, kind: "support", subject: "Dúvida", email: LIBRARY_E2E_MEMBERS.phone.email });
  });
});
