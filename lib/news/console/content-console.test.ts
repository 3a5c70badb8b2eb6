// The console's Conteúdo commands (news, calendar, downloads, service areas, fuel club, trophies):
// a change is written with its audit row; bad input is refused in pt-BR with nothing changed; and,
// as a table over every exported action so that a new one cannot be forgotten, an owner of vitrine
// calling with demo's stationId, or with vitrine's stationId and a demo row's id, and a staff
// account of demo, are refused and change nothing of demo's.
import { and, count, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { USER_TYPE_OWNER, USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { categories, journeys } from "@/lib/activities/schema";
import { CONSOLE_FORBIDDEN_MESSAGE, CONSOLE_NOT_FOUND_MESSAGE } from "@/lib/auth/guard";
import { MSG_IMAGE_NOT_OURS } from "@/lib/console/images";
import { auditLog } from "@/lib/console/schema";
import { grantRole, stationsManagedBy } from "@/lib/auth/console-roles";
import { getDb, type Db } from "@/lib/db/client";
import { ensureUser, seedDemo } from "@/lib/seed/demo";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInConsoleAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { fuelCampaignOptions, fuelCampaigns, fuelVouchers } from "@/lib/fuel/schema";
import { downloads, schedules } from "@/lib/library/schema";
import { politicalThemes, politicalThemeSuggestions, serviceAppointments, serviceProcesses } from "@/lib/services/schema";
import { stations } from "@/lib/stations/schema";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { memberTrophies, trophyRules } from "@/lib/trophies/schema";
import * as fuelActions from "@/lib/fuel/console/actions";
import * as libraryActions from "@/lib/library/console/actions";
import * as newsActions from "@/lib/news/console/actions";
import * as servicesActions from "@/lib/services/console/actions";
import * as trophyActions from "@/lib/trophies/console/actions";
import { POST as uploadDownload } from "@/app/console/estacoes/[stationId]/conteudo/downloads/arquivo/route";
import { MSG_URL_HTTPS } from "@/lib/services/console/schemas";
import { MSG_HAS_VOUCHERS } from "@/lib/fuel/console/schemas";
import { MSG_RULE_EARNED } from "@/lib/trophies/console/schemas";
import { news } from "../schema";
import ContentHubPage from "@/app/console/estacoes/[stationId]/conteudo/page";
import NewsPage from "@/app/console/estacoes/[stationId]/conteudo/noticias/page";
import DownloadsPage from "@/app/console/estacoes/[stationId]/conteudo/downloads/page";
import AgendaPage from "@/app/console/estacoes/[stationId]/conteudo/agenda/page";
import ServicesPage from "@/app/console/estacoes/[stationId]/conteudo/servicos/page";
import AppointmentsPage from "@/app/console/estacoes/[stationId]/conteudo/servicos/agendamentos/page";
import ProcessesPage from "@/app/console/estacoes/[stationId]/conteudo/servicos/processos/page";
import ThemesPage from "@/app/console/estacoes/[stationId]/conteudo/servicos/temas/page";
import FuelPage from "@/app/console/estacoes/[stationId]/conteudo/combustivel/page";
import TrophiesPage from "@/app/console/estacoes/[stationId]/conteudo/trofeus/page";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));
vi.mock("next/cache", async (original) => ({ ...(await original<typeof import("next/cache")>()), revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

let db: Db;
let demo: Station;
let vitrine: Station;
let demoOwner: number;
let vitrineOwner: number;
let demoStaff: number;
let demoMember: number;
/** One row of demo's for every entity an action names by id. */
const demoRow: Record<string, number> = {};

type AnyAction = (input?: unknown) => Promise<{ ok: boolean; message?: string }>;

async function firstId(table: typeof news | typeof schedules | typeof downloads | typeof serviceAppointments | typeof serviceProcesses | typeof politicalThemes | typeof fuelCampaigns | typeof fuelCampaignOptions | typeof trophyRules) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.stationId, demo.id)).limit(1);
  return row?.id ?? null;
}

/** Everything of demo's these screens could change, as one comparable value. */
async function demoSnapshot() {
  const rows = async (table: typeof news | typeof schedules | typeof downloads | typeof serviceAppointments | typeof serviceProcesses | typeof politicalThemes | typeof politicalThemeSuggestions | typeof fuelCampaigns | typeof fuelCampaignOptions | typeof trophyRules) =>
    JSON.stringify(await db.select().from(table).where(eq(table.stationId, demo.id)).orderBy(table.id));
  const [station] = await db.select().from(stations).where(eq(stations.id, demo.id));
  const [{ n: audits } = { n: 0 }] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.stationId, demo.id));
  return {
    station: JSON.stringify({ ...station, updatedAt: null }),
    audits,
    tables: await Promise.all([news, schedules, downloads, serviceAppointments, serviceProcesses, politicalThemes, politicalThemeSuggestions, fuelCampaigns, fuelCampaignOptions, trophyRules].map(rows)),
  };
}

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  demoOwner = await userIdByEmail(db, demo.id, "dono@demo.test");
  demoMember = await userIdByEmail(db, demo.id, "membro@demo.test");
  vitrineOwner = await ensureUser(db, vitrine.id, vitrine.establishment!.id, { email: "dona@vitrine.test", name: "Dona Vitrine", typeId: USER_TYPE_OWNER });
  if (!(await stationsManagedBy(db, vitrineOwner)).some((s) => s.id === vitrine.id)) await grantRole(db, { userId: vitrineOwner, stationId: vitrine.id, role: "owner" });
  demoStaff = await ensureUser(db, demo.id, demo.establishment!.id, { email: "equipe.conteudo@demo.test", name: "Equipe Conteúdo", typeId: USER_TYPE_PARTICIPANT });
  await grantRole(db, { userId: demoStaff, stationId: demo.id, role: "staff" });

  // Demo rows every entity-naming action is tried against (made when the seed has none).
  demoRow.news = (await firstId(news)) ?? (await db.insert(news).values({ stationId: demo.id, title: "Notícia demo" }).returning())[0]!.id;
  demoRow.schedule = (await firstId(schedules))!;
  demoRow.download = (await firstId(downloads))!;
  demoRow.appointment =
    (await firstId(serviceAppointments)) ??
    (await db.insert(serviceAppointments).values({ stationId: demo.id, userId: demoMember, area: "legal", preferredWeekday: 1, description: "Pedido demo" }).returning())[0]!.id;
  demoRow.process = (await firstId(serviceProcesses))!;
  demoRow.theme = (await firstId(politicalThemes))!;
  const [suggestion] = await db.select({ id: politicalThemeSuggestions.id }).from(politicalThemeSuggestions).where(eq(politicalThemeSuggestions.stationId, demo.id)).limit(1);
  demoRow.suggestion = suggestion?.id ?? (await db.insert(politicalThemeSuggestions).values({ stationId: demo.id, userId: demoMember, description: "Sugestão demo" }).returning())[0]!.id;
  demoRow.campaign = (await firstId(fuelCampaigns))!;
  demoRow.option = (await firstId(fuelCampaignOptions))!;
  demoRow.rule = (await firstId(trophyRules))!;
  const [journey] = await db.select({ id: journeys.id }).from(journeys).where(eq(journeys.stationId, demo.id)).limit(1);
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.stationId, demo.id)).limit(1);
  demoRow.journey = journey!.id;
  demoRow.category = category!.id;
  for (const [name, id] of Object.entries(demoRow)) expect(id, name).toBeTypeOf("number");
});

afterEach(() => {
  fakeRequest.host = "demo.localhost:3000";
  fakeRequest.cookies.clear();
});

const today = "2026-11-24";
const pdf = new Uint8Array(Buffer.from("%PDF-1.4\n%%EOF\n", "latin1"));

/**
 * Every action with a valid input for a station (ids of rows of that station's, or null to create),
 * and, where it names rows, the same input naming demo's rows instead.
 */
const ACTIONS: Record<string, { action: AnyAction; input: (ids: typeof demoRow | null) => Record<string, unknown>; namesRows: boolean }> = {
  saveNewsAction: { action: newsActions.saveNewsAction, namesRows: true, input: (ids) => ({ id: ids?.news ?? null, title: "Título", subtitle: "", image: null, bodyHtml: "<p>x</p>", tagId: null, publishedDate: today, publishedTime: "10:00" }) },
  deleteNewsAction: { action: newsActions.deleteNewsAction, namesRows: true, input: (ids) => ({ id: ids?.news ?? 2_000_000_000 }) },
  saveScheduleAction: { action: libraryActions.saveScheduleAction, namesRows: true, input: (ids) => ({ id: ids?.schedule ?? null, name: "Evento", description: "", image: null, date: today, allDay: false, startTime: "09:00", endTime: "10:00", service: null }) },
  deleteScheduleAction: { action: libraryActions.deleteScheduleAction, namesRows: true, input: (ids) => ({ id: ids?.schedule ?? 2_000_000_000 }) },
  updateDownloadAction: { action: libraryActions.updateDownloadAction, namesRows: true, input: (ids) => ({ id: ids?.download ?? 2_000_000_000, title: "Arquivo", description: "", body: "" }) },
  deleteDownloadAction: { action: libraryActions.deleteDownloadAction, namesRows: true, input: (ids) => ({ id: ids?.download ?? 2_000_000_000 }) },
  setContentFeatureAction: { action: libraryActions.setContentFeatureAction, namesRows: false, input: () => ({ feature: "events", on: false }) },
  saveServiceAreaAction: { action: servicesActions.saveServiceAreaAction, namesRows: false, input: () => ({ area: "dental", enabled: true, hours: [], appointmentWeekdays: [1], guidanceHtml: "", infoHtml: "", team: [], contactPhone: "", contactEmail: "", newsTagId: "", videos: {} }) },
  saveWordpressUrlAction: { action: servicesActions.saveWordpressUrlAction, namesRows: false, input: () => ({ wordpressUrl: "" }) },
  saveAppointmentAction: { action: servicesActions.saveAppointmentAction, namesRows: true, input: (ids) => ({ id: ids?.appointment ?? 2_000_000_000, status: "cancelled", date: "", time: "" }) },
  saveProcessAction: { action: servicesActions.saveProcessAction, namesRows: true, input: (ids) => ({ id: ids?.process ?? null, area: "legal", collective: false, cpf: "529.982.247-25", title: "", kind: "Ação", number: "123", filedOn: "", status: "Em andamento", court: "", claimValueCents: null, link: "" }) },
  deleteProcessAction: { action: servicesActions.deleteProcessAction, namesRows: true, input: (ids) => ({ id: ids?.process ?? 2_000_000_000 }) },
  saveThemeAction: { action: servicesActions.saveThemeAction, namesRows: true, input: (ids) => ({ id: ids?.theme ?? null, kind: "PL", title: "Tema", description: "Descrição", stakeholders: [], highlights: [], actions: [], processes: [] }) },
  markSuggestionReadAction: { action: servicesActions.markSuggestionReadAction, namesRows: true, input: (ids) => ({ id: ids?.suggestion ?? 2_000_000_000, read: true }) },
  deleteThemeAction: { action: servicesActions.deleteThemeAction, namesRows: true, input: (ids) => ({ id: ids?.theme ?? 2_000_000_000 }) },
  saveFuelCampaignAction: { action: fuelActions.saveFuelCampaignAction, namesRows: true, input: (ids) => ({ id: ids?.campaign ?? null, name: "Campanha", description: "", image: null, startsOn: today, endsOn: "", voucherValidityDays: 30, active: true }) },
  deleteFuelCampaignAction: { action: fuelActions.deleteFuelCampaignAction, namesRows: true, input: (ids) => ({ id: ids?.campaign ?? 2_000_000_000 }) },
  saveFuelOptionAction: { action: fuelActions.saveFuelOptionAction, namesRows: true, input: (ids) => ({ id: ids?.option ?? null, campaignId: ids?.campaign ?? 2_000_000_000, fuelType: "Etanol", volumeMl: 20000, valueCents: "R$ 90,00", stock: null, active: true }) },
  deleteFuelOptionAction: { action: fuelActions.deleteFuelOptionAction, namesRows: true, input: (ids) => ({ id: ids?.option ?? 2_000_000_000 }) },
  saveTrophyRuleAction: { action: trophyActions.saveTrophyRuleAction, namesRows: true, input: (ids) => ({ id: ids?.rule ?? null, kind: "journey", description: "Troféu", image: null, journeyId: ids?.journey ?? 2_000_000_000, categoryId: null, threshold: null, active: true }) },
  deleteTrophyRuleAction: { action: trophyActions.deleteTrophyRuleAction, namesRows: true, input: (ids) => ({ id: ids?.rule ?? 2_000_000_000 }) },
};

describe("every content action keeps to its station and its owner", () => {
  it("the table names every exported action", () => {
    const exported = Object.entries({ ...newsActions, ...libraryActions, ...servicesActions, ...fuelActions, ...trophyActions })
      .filter(([name, value]) => typeof value === "function" && name.endsWith("Action"))
      .map(([name]) => name)
      .sort();
    expect(Object.keys(ACTIONS).sort()).toEqual(exported);
  });

  it.each(Object.keys(ACTIONS))("%s: vitrine's owner with demo's stationId is refused, nothing changes", async (name) => {
    const { action, input } = ACTIONS[name]!;
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const before = await demoSnapshot();
    expect(await action({ ...input(demoRow), stationId: demo.id })).toEqual({ ok: false, message: CONSOLE_NOT_FOUND_MESSAGE });
    expect(await demoSnapshot()).toEqual(before);
  });

  it.each(Object.entries(ACTIONS).filter(([, a]) => a.namesRows).map(([n]) => n))("%s: vitrine's owner naming a demo row is refused, nothing changes", async (name) => {
    const { action, input } = ACTIONS[name]!;
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const before = await demoSnapshot();
    const [{ n: vitrineAudits } = { n: 0 }] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.stationId, vitrine.id));
    const result = await action({ ...input(demoRow), stationId: vitrine.id });
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/não encontrad/);
    expect(await demoSnapshot()).toEqual(before);
    const [{ n: after } = { n: 0 }] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.stationId, vitrine.id));
    expect(after).toBe(vitrineAudits);
  });

  it.each(Object.keys(ACTIONS))("%s: demo's staff is refused, nothing changes", async (name) => {
    const { action, input } = ACTIONS[name]!;
    await signInConsoleAs(db, demoStaff, demo.id);
    const before = await demoSnapshot();
    expect(await action({ ...input(demoRow), stationId: demo.id })).toEqual({ ok: false, message: CONSOLE_FORBIDDEN_MESSAGE });
    expect(await demoSnapshot()).toEqual(before);
  });

  it("the download upload route refuses vitrine's owner on demo and demo's staff", async () => {
    const post = (stationId: number) => {
      const body = new FormData();
      body.append("title", "Intruso");
      body.append("file", new Blob([pdf]), "x.pdf");
      return uploadDownload(new Request(`http://painel.localhost:3000/estacoes/${stationId}/conteudo/downloads/arquivo`, { method: "POST", body }) as never, { params: Promise.resolve({ stationId: String(stationId) }) });
    };
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    let before = await demoSnapshot();
    expect((await post(demo.id)).status).toBe(403);
    expect(await demoSnapshot()).toEqual(before);
    fakeRequest.cookies.clear();
    await signInConsoleAs(db, demoStaff, demo.id);
    before = await demoSnapshot();
    expect((await post(demo.id)).status).toBe(403);
    expect(await demoSnapshot()).toEqual(before);
  });
});

describe("the Conteúdo screens", () => {
  const PAGES = { ContentHubPage, NewsPage, DownloadsPage, AgendaPage, ServicesPage, AppointmentsPage, ProcessesPage, ThemesPage, FuelPage, TrophiesPage };
  const outcome = (p: Promise<unknown>) => p.then(() => "rendered", (e: { digest?: string }) => String(e?.digest ?? e));
  const params = (stationId: number) => Promise.resolve({ stationId: String(stationId) });

  it.each(Object.keys(PAGES))("%s is a 404 for demo's staff and for vitrine's owner on demo", async (name) => {
    const Page = PAGES[name as keyof typeof PAGES] as (props: { params: Promise<{ stationId: string }> }) => Promise<unknown>;
    await signInConsoleAs(db, demoStaff, demo.id);
    expect(await outcome(Page({ params: params(demo.id) }))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    fakeRequest.cookies.clear();
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    expect(await outcome(Page({ params: params(demo.id) }))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(await outcome(Page({ params: params(vitrine.id) }))).toBe("rendered");
  });
});

describe("what an owner's saves do", () => {
  async function lastAudit(stationId: number) {
    const rows = await db.select().from(auditLog).where(eq(auditLog.stationId, stationId));
    return rows.sort((a, b) => b.id - a.id)[0];
  }

  it("a news item is written sanitised, with its audit row; bad input changes nothing", async () => {
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const ok = await newsActions.saveNewsAction({ ...ACTIONS.saveNewsAction!.input(null), stationId: vitrine.id, title: "Feira de dezembro", bodyHtml: '<p onclick="x()">Oi<script>alert(1)</script></p>' });
    expect(ok).toMatchObject({ ok: true });
    const id = (ok as { data: { id: number } }).data.id;
    const [row] = await db.select().from(news).where(eq(news.id, id));
    expect(row).toMatchObject({ stationId: vitrine.id, title: "Feira de dezembro", bodyHtml: "<p>Oi</p>", tagId: null });
    expect(await lastAudit(vitrine.id)).toMatchObject({ action: "news.create", entity: "news", entityId: String(id), actorId: vitrineOwner });

    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(news).where(eq(news.stationId, vitrine.id));
    expect(await newsActions.saveNewsAction({ ...ACTIONS.saveNewsAction!.input(null), stationId: vitrine.id, title: "  " })).toMatchObject({ ok: false, fieldErrors: { title: "Informe o título" } });
    expect(await newsActions.saveNewsAction({ ...ACTIONS.saveNewsAction!.input(null), stationId: vitrine.id, image: `/files/${demo.id}/x.png` })).toMatchObject({ ok: false, fieldErrors: { image: MSG_IMAGE_NOT_OURS } });
    const [{ n: after } = { n: 0 }] = await db.select({ n: count() }).from(news).where(eq(news.stationId, vitrine.id));
    expect(after).toBe(n);
  });

  it("a seeded picture stays when its row is edited; another station's upload never goes in", async () => {
    await signInConsoleAs(db, demoOwner, demo.id);
    const [seeded] = await db.select().from(fuelCampaigns).where(and(eq(fuelCampaigns.stationId, demo.id), eq(fuelCampaigns.image, "/static/demo/demo-combustivel-abastece.svg")));
    expect(seeded).toBeDefined();
    const input = { ...ACTIONS.saveFuelCampaignAction!.input(null), stationId: demo.id, id: seeded!.id, name: `${seeded!.name} (editada)` };
    expect(await fuelActions.saveFuelCampaignAction({ ...input, image: seeded!.image })).toMatchObject({ ok: true });
    // Someone else's seeded picture is not this row's: refused like any path the station did not upload.
    expect(await fuelActions.saveFuelCampaignAction({ ...input, image: "/static/demo/demo-combustivel-estrada.svg" })).toMatchObject({ ok: false, fieldErrors: { image: MSG_IMAGE_NOT_OURS } });
    expect(await fuelActions.saveFuelCampaignAction({ ...input, image: `/files/${vitrine.id}/x.png` })).toMatchObject({ ok: false, fieldErrors: { image: MSG_IMAGE_NOT_OURS } });
    expect(await fuelActions.saveFuelCampaignAction({ ...input, image: `/files/${demo.id}/nova.png` })).toMatchObject({ ok: true });
    const [after] = await db.select().from(fuelCampaigns).where(eq(fuelCampaigns.id, seeded!.id));
    expect(after).toMatchObject({ name: `${seeded!.name} (editada)`, image: `/files/${demo.id}/nova.png` });
    await db.update(fuelCampaigns).set({ name: seeded!.name, image: seeded!.image }).where(eq(fuelCampaigns.id, seeded!.id));
  });

  it("an event ending before it starts is refused beside its field", async () => {
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    expect(await libraryActions.saveScheduleAction({ ...ACTIONS.saveScheduleAction!.input(null), stationId: vitrine.id, startTime: "19:00", endTime: "18:00" })).toMatchObject({
      ok: false,
      fieldErrors: { endTime: "O término deve ser depois do início" },
    });
    const ok = await libraryActions.saveScheduleAction({ ...ACTIONS.saveScheduleAction!.input(null), stationId: vitrine.id, allDay: true, startTime: "", endTime: "" });
    const [row] = await db.select().from(schedules).where(eq(schedules.id, (ok as { data: { id: number } }).data.id));
    expect(row!.startsAt.toISOString()).toBe("2026-11-24T03:00:00.000Z");
    expect(row!.endsAt.toISOString()).toBe("2026-11-25T03:00:00.000Z");
  });

  it("an upload is checked by its bytes and stored under the station's private key", async () => {
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const post = (file: Blob, name: string) => {
      const body = new FormData();
      body.append("title", "Estatuto");
      body.append("file", file, name);
      return uploadDownload(new Request(`http://painel.localhost:3000/estacoes/${vitrine.id}/conteudo/downloads/arquivo`, { method: "POST", body }) as never, { params: Promise.resolve({ stationId: String(vitrine.id) }) });
    };
    const fake = await post(new Blob(["<html>"]), "falso.pdf");
    expect(fake.status).toBe(415);
    expect(await fake.json()).toMatchObject({ ok: false, fieldErrors: { file: expect.stringMatching(/^Formato de arquivo não suportado/) } });
    const real = await post(new Blob([pdf]), "Estatuto 2026.pdf");
    const answer = (await real.json()) as { ok: true; data: { id: number } };
    expect(answer.ok).toBe(true);
    const [row] = await db.select().from(downloads).where(eq(downloads.id, answer.data.id));
    expect(row).toMatchObject({ stationId: vitrine.id, title: "Estatuto", fileName: "Estatuto 2026.pdf", contentType: "application/pdf" });
    expect(row!.fileKey.startsWith(`${vitrine.id}/private/downloads/`)).toBe(true);
    expect(await lastAudit(vitrine.id)).toMatchObject({ action: "download.create", entityId: String(row!.id) });
  });

  it("an area's settings merge into the stored JSON: the other areas and keys stay", async () => {
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const [{ settings: original } = { settings: {} }] = await db.select({ settings: stations.settings }).from(stations).where(eq(stations.id, vitrine.id));
    const seeded = { ...original, fuelClub: true, keptKey: "fica", services: { legal: { enabled: true, contactEmail: "juridico@vitrine.test" } } };
    await db.update(stations).set({ settings: seeded as never }).where(eq(stations.id, vitrine.id));
    const result = await servicesActions.saveServiceAreaAction({
      ...ACTIONS.saveServiceAreaAction!.input(null),
      stationId: vitrine.id,
      area: "accounting",
      hours: [{ label: "", weekdays: [4], opens: "09:00", closes: "18:00" }],
      contactPhone: "(61) 3333-4444",
      guidanceHtml: "<p>Traga seus documentos</p><img src=x onerror=alert(1)>",
      newsTagId: "13754",
    });
    expect(result).toMatchObject({ ok: true });
    const [{ settings } = { settings: {} }] = await db.select({ settings: stations.settings }).from(stations).where(eq(stations.id, vitrine.id));
    const stored = settings as Record<string, unknown> & { services: Record<string, Record<string, unknown>> };
    expect(stored.keptKey).toBe("fica");
    expect(stored.fuelClub).toBe(true);
    expect(stored.services.legal).toEqual({ enabled: true, contactEmail: "juridico@vitrine.test" });
    expect(stored.services.accounting).toMatchObject({ enabled: true, contactPhone: "6133334444", newsTagId: 13754, guidanceHtml: '<p>Traga seus documentos</p><img src="x">', hours: [{ label: null, weekdays: [4], opens: "09:00", closes: "18:00" }] });
    expect(await lastAudit(vitrine.id)).toMatchObject({ action: "services.area", entityId: "accounting" });
  });

  it("the WordPress address must be a public https site", async () => {
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const before = await db.select({ settings: stations.settings }).from(stations).where(eq(stations.id, vitrine.id));
    expect(await servicesActions.saveWordpressUrlAction({ stationId: vitrine.id, wordpressUrl: "http://127.0.0.1" })).toMatchObject({ ok: false, message: MSG_URL_HTTPS, fieldErrors: { wordpressUrl: MSG_URL_HTTPS } });
    expect(await servicesActions.saveWordpressUrlAction({ stationId: vitrine.id, wordpressUrl: "https://localhost" })).toMatchObject({ ok: false });
    expect(await db.select({ settings: stations.settings }).from(stations).where(eq(stations.id, vitrine.id))).toEqual(before);
  });

  it("a campaign with vouchers and a rule members earned are kept; an option's price is cents", async () => {
    await signInConsoleAs(db, demoOwner, demo.id);
    const [voucher] = await db.select().from(fuelVouchers).where(eq(fuelVouchers.stationId, demo.id)).limit(1);
    expect(await fuelActions.deleteFuelCampaignAction({ stationId: demo.id, id: voucher!.campaignId })).toEqual({ ok: false, message: MSG_HAS_VOUCHERS });
    const [earned] = await db.select().from(memberTrophies).where(eq(memberTrophies.stationId, demo.id)).limit(1);
    expect(await trophyActions.deleteTrophyRuleAction({ stationId: demo.id, id: earned!.ruleId })).toEqual({ ok: false, message: MSG_RULE_EARNED });
    const saved = await fuelActions.saveFuelOptionAction({ ...ACTIONS.saveFuelOptionAction!.input(null), stationId: demo.id, campaignId: voucher!.campaignId, valueCents: "R$ 1.234,50" });
    const [option] = await db.select().from(fuelCampaignOptions).where(and(eq(fuelCampaignOptions.id, (saved as { data: { id: number } }).data.id)));
    expect(option).toMatchObject({ valueCents: 123450, volumeMl: 20000, stationId: demo.id });
  });
});
