// The member-service data as a member (or someone else) would meet it: through the Server Actions
// with a session cookie on the station's host, and through the reads the pages use. A member sees
// the station's collective cases and only their own personal cases and appointments; the commands
// refuse blocked members, other stations' sessions, bad input and weekdays the area does not take,
// with pt-BR messages and nothing stored.
import { and, count, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DELETED_MESSAGE, INACTIVE_MESSAGE, NO_ESTABLISHMENT_MESSAGE, SESSION_EXPIRED_MESSAGE, SUSPENDED_MESSAGE } from "@/lib/auth/guard-messages";
import { users } from "@/lib/accounts/schema";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { RATE_LIMIT_MESSAGE } from "@/lib/security/rate-limit";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { requestAppointmentAction, suggestThemeAction } from "./actions";
import { listAppointments, listCollectiveProcesses, listPersonalProcesses, listThemes, requestAppointment, SERVICE_REQUEST_LIMIT, suggestTheme, type ServiceMember } from "./cases";
import { politicalThemeSuggestions, serviceAppointments } from "./schema";
import { SERVICE_E2E_MEMBERS, SERVICE_OTHER_MEMBER } from "./seed";
import {
  MSG_AREA_OFF,
  MSG_DESCRIPTION_REQUIRED,
  MSG_NO_APPOINTMENTS_TAKEN,
  MSG_PHONE_INVALID,
  MSG_PHONE_REQUIRED,
  MSG_THEME_REQUIRED,
  MSG_WEEKDAY_REQUIRED,
  SUCCESS_TEXT,
  msgWeekdayNotAllowed,
} from "./texts";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(() => {
  fakeRequest.host = "demo.localhost:3000";
  fakeRequest.cookies.clear();
});

const MARIA = "membro@demo.test";
const userId = (email: string, station: Station = demo) => userIdByEmail(db, station.id, email);
const signIn = async (email: string, station: Station | null = demo) => signInAs(db, await userId(email), station);

async function memberOf(email: string, cpf: string | null, station: Station = demo): Promise<ServiceMember> {
  return { stationId: station.id, userId: await userId(email, station), cpf, services: station.settings.services };
}

async function stored() {
  const [a] = await db.select({ n: count() }).from(serviceAppointments);
  const [s] = await db.select({ n: count() }).from(politicalThemeSuggestions);
  return { appointments: a!.n, suggestions: s!.n };
}

describe("the demo's service areas", () => {
  it("has the four areas on with the spec's appointment weekdays", () => {
    const s = demo.settings.services;
    expect([s.accounting.enabled, s.dental.enabled, s.legal.enabled, s.political.enabled]).toEqual([true, true, true, true]);
    expect(s.accounting.appointmentWeekdays).toEqual([4]);
    expect(s.dental.appointmentWeekdays).toEqual([1, 2, 3, 4, 5, 6]);
    expect(s.legal.appointmentWeekdays).toEqual([1, 3, 5]);
    expect(vitrine.settings.services.legal.enabled).toBe(false);
  });

  it("dates every seeded request in the past, before the appointment it asked for", async () => {
    const rows = await db.select({ createdAt: serviceAppointments.createdAt, scheduledAt: serviceAppointments.scheduledAt }).from(serviceAppointments);
    expect(rows.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const row of rows) {
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now);
      if (row.scheduledAt) expect(row.createdAt.getTime()).toBeLessThan(row.scheduledAt.getTime());
    }
  });

  it("seeding again changes nothing", async () => {
    const before = await stored();
    const maria = await memberOf(MARIA, "52998224725");
    const processes = (await listPersonalProcesses(db, maria, "legal")).length;
    await seedDemo(db);
    expect(await stored()).toEqual(before);
    expect((await listPersonalProcesses(db, maria, "legal")).length).toBe(processes);
  });
});

describe("who sees which cases", () => {
  it("Maria sees her own accounting and legal cases and the station's collective ones", async () => {
    const maria = await memberOf(MARIA, "52998224725");
    const accounting = await listPersonalProcesses(db, maria, "accounting");
    const legal = await listPersonalProcesses(db, maria, "legal");
    const collective = await listCollectiveProcesses(db, demo.id);
    expect(accounting.map((p) => p.kind)).toContain("Restituição de Imposto de Renda");
    expect(accounting.every((p) => p.cpf === "52998224725" && p.area === "accounting")).toBe(true);
    expect(legal.map((p) => p.title).sort()).toEqual(["Restituição de contribuição previdenciária", "Revisão de progressão funcional"]);
    expect(collective.map((p) => p.title)).toContain("Reajuste do auxílio-alimentação");
    expect(collective.every((p) => p.collective && p.cpf === null)).toBe(true);
    // Another member's personal case is in none of Maria's lists.
    expect([...accounting, ...legal, ...collective].map((p) => p.title)).not.toContain("Averbação de tempo de serviço");
  });

  it("another member sees the collective cases and his own, never Maria's", async () => {
    const other = await memberOf(SERVICE_OTHER_MEMBER.email, SERVICE_OTHER_MEMBER.cpf);
    expect((await listPersonalProcesses(db, other, "legal")).map((p) => p.title)).toEqual(["Averbação de tempo de serviço"]);
    const e2e = await memberOf(SERVICE_E2E_MEMBERS.phone.email, SERVICE_E2E_MEMBERS.phone.cpf);
    expect(await listPersonalProcesses(db, e2e, "legal")).toEqual([]);
    expect(await listPersonalProcesses(db, e2e, "accounting")).toEqual([]);
    expect((await listCollectiveProcesses(db, demo.id)).length).toBeGreaterThanOrEqual(3);
    // A member without a CPF on the account holds no personal case (not "every case with no CPF").
    expect(await listPersonalProcesses(db, { ...e2e, cpf: null }, "legal")).toEqual([]);
  });

  it("another station's member sees none of demo's cases, even with Maria's CPF", async () => {
    const lia = await memberOf("lia.vitrine@demo.test", "52998224725", vitrine);
    expect(await listPersonalProcesses(db, lia, "legal")).toEqual([]);
    expect(await listPersonalProcesses(db, lia, "accounting")).toEqual([]);
    expect(await listCollectiveProcesses(db, vitrine.id)).toEqual([]);
    expect(await listThemes(db, vitrine.id)).toEqual([]);
  });

  it("each member lists only their own appointments", async () => {
    const maria = await memberOf(MARIA, "52998224725");
    const mine = await listAppointments(db, maria, "dental");
    expect(new Set(mine.map((a) => a.status))).toEqual(new Set(["done", "cancelled", "requested"]));
    const e2e = await memberOf(SERVICE_E2E_MEMBERS.desktop.email, SERVICE_E2E_MEMBERS.desktop.cpf);
    expect(await listAppointments(db, e2e, "dental")).toEqual([]);
  });

  it("the demo has political themes with their detail", async () => {
    const themes = await listThemes(db, demo.id);
    expect(themes.length).toBeGreaterThanOrEqual(4);
    const pec = themes.find((t) => t.title.startsWith("Reforma administrativa"))!;
    expect(pec.highlights.map((h) => h.position)).toContain("Contrário");
    expect(pec.actions.length).toBeGreaterThan(1);
    expect(pec.stakeholders.length).toBeGreaterThan(0);
  });
});

describe("Solicitar agendamento", () => {
  it("stores a request on an allowed weekday for the member who asked, with the CPF of their account", async () => {
    const email = SERVICE_E2E_MEMBERS.phone.email;
    await signIn(email);
    const answer = await requestAppointmentAction({ area: "legal", weekday: "3", description: "Dúvida sobre aposentadoria especial.", cpf: "52998224725", userId: 1 });
    expect(answer).toMatchObject({ ok: true, data: { message: SUCCESS_TEXT } });
    const rows = await listAppointments(db, await memberOf(email, null), "legal");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ preferredWeekday: 3, status: "requested", cpf: SERVICE_E2E_MEMBERS.phone.cpf, phone: null, scheduledAt: null });
    // Maria's list did not gain it.
    expect((await listAppointments(db, await memberOf(MARIA, null), "legal")).map((a) => a.description)).not.toContain("Dúvida sobre aposentadoria especial.");
  });

  it("dental keeps the phone as digits", async () => {
    const email = SERVICE_E2E_MEMBERS.desktop.email;
    await signIn(email);
    const answer = await requestAppointmentAction({ area: "dental", weekday: 6, description: "Avaliação.", phone: "(61) 9.8765-4321" });
    expect(answer.ok).toBe(true);
    const [row] = await listAppointments(db, await memberOf(email, null), "dental");
    expect(row).toMatchObject({ phone: "61987654321", preferredWeekday: 6 });
  });

  it("refuses a weekday the area does not take, bad input and a switched-off area, storing nothing", async () => {
    await signIn(SERVICE_E2E_MEMBERS.phone.email);
    const before = await stored();
    const legalDays = msgWeekdayNotAllowed("Segunda-feira, Quarta-feira e Sexta-feira");
    expect(legalDays).toBe("Escolha um dia em que o serviço atende: Segunda-feira, Quarta-feira e Sexta-feira.");
    const cases: [unknown, string][] = [
      [{ area: "legal", weekday: 2, description: "Terça, por favor" }, legalDays],
      [{ area: "accounting", weekday: "1", description: "Segunda" }, "Escolha um dia em que o serviço atende: Quinta-feira."],
      [{ area: "dental", weekday: 0, description: "Domingo", phone: "61987654321" }, msgWeekdayNotAllowed("Segunda-feira, Terça-feira, Quarta-feira, Quinta-feira, Sexta-feira e Sábado")],
      [{ area: "legal", weekday: "", description: "Sem dia" }, MSG_WEEKDAY_REQUIRED],
      [{ area: "legal", weekday: 9, description: "Dia inexistente" }, MSG_WEEKDAY_REQUIRED],
      [{ area: "legal", weekday: 1, description: "   " }, MSG_DESCRIPTION_REQUIRED],
      [{ area: "dental", weekday: 1, description: "Sem telefone" }, MSG_PHONE_REQUIRED],
      [{ area: "dental", weekday: 1, description: "Telefone fixo", phone: "6133334444" }, MSG_PHONE_INVALID],
    ];
    for (const [input, message] of cases) {
      expect({ input, answer: await requestAppointmentAction(input) }).toMatchObject({ input, answer: { ok: false, message } });
    }
    expect((await requestAppointmentAction({ area: "political", weekday: 1, description: "x" })).ok).toBe(false);
    expect(await stored()).toEqual(before);

    const member = await memberOf(SERVICE_E2E_MEMBERS.phone.email, null);
    const off = { ...member, services: { ...member.services, legal: { ...member.services.legal, enabled: false } } };
    await expect(requestAppointment(db, off, { area: "legal", weekday: 1, description: "x", phone: "" })).rejects.toThrow(MSG_AREA_OFF);
    const noDays = { ...member, services: { ...member.services, legal: { ...member.services.legal, appointmentWeekdays: [] } } };
    await expect(requestAppointment(db, noDays, { area: "legal", weekday: 1, description: "x", phone: "" })).rejects.toThrow(MSG_NO_APPOINTMENTS_TAKEN);
    await expect(suggestTheme(db, { ...member, services: { ...member.services, political: { ...member.services.political, enabled: false } } }, { description: "x" })).rejects.toThrow(MSG_AREA_OFF);
    expect(await stored()).toEqual(before);
  });

  it("refuses blocked members, another station's session and no session, storing nothing", async () => {
    const before = await stored();
    const calls = () => [
      requestAppointmentAction({ area: "legal", weekday: 1, description: "Pedido" }),
      suggestThemeAction({ description: "Sugestão" }),
    ];
    for (const [email, message] of [
      ["suspenso@demo.test", SUSPENDED_MESSAGE],
      ["excluido@demo.test", DELETED_MESSAGE],
      ["inativo@demo.test", INACTIVE_MESSAGE],
      ["semvinculo@demo.test", NO_ESTABLISHMENT_MESSAGE],
    ] as const) {
      await signIn(email);
      for (const answer of await Promise.all(calls())) expect({ email, answer }).toEqual({ email, answer: { ok: false, message } });
    }
    for (const station of [vitrine, null]) {
      await signIn(MARIA, station);
      for (const answer of await Promise.all(calls())) expect(answer).toEqual({ ok: false, message: SESSION_EXPIRED_MESSAGE });
    }
    fakeRequest.cookies.clear();
    for (const answer of await Promise.all(calls())) expect(answer).toEqual({ ok: false, message: SESSION_EXPIRED_MESSAGE });
    // Vitrine's own member, on vitrine: its areas are off.
    fakeRequest.host = "vitrine.localhost:3000";
    await signInAs(db, await userId("lia.vitrine@demo.test", vitrine), vitrine);
    for (const answer of await Promise.all(calls())) expect(answer).toEqual({ ok: false, message: MSG_AREA_OFF });
    expect(await stored()).toEqual(before);
  });

  it("is rate-limited per member: past the hour's allowance the request is refused", async () => {
    const member = await memberOf(SERVICE_OTHER_MEMBER.email, SERVICE_OTHER_MEMBER.cpf);
    for (let i = 0; i < SERVICE_REQUEST_LIMIT.limit; i++) {
      await requestAppointment(db, member, { area: "accounting", weekday: 4, description: `Pedido ${i}`, phone: "" });
    }
    const before = await stored();
    await expect(requestAppointment(db, member, { area: "accounting", weekday: 4, description: "Mais um", phone: "" })).rejects.toThrow(RATE_LIMIT_MESSAGE);
    await expect(suggestTheme(db, member, { description: "Mais uma" })).rejects.toThrow(RATE_LIMIT_MESSAGE);
    expect(await stored()).toEqual(before);
    // Another member is not held back by him.
    expect((await requestAppointment(db, await memberOf(MARIA, "52998224725"), { area: "accounting", weekday: 4, description: "Outro membro", phone: "" })).id).toBeGreaterThan(0);
  });
});

describe("many requests at once", () => {
  it("stores exactly the hour's allowance when a member fires more than that together", async () => {
    const [row] = await db
      .insert(users)
      .values({ stationId: demo.id, name: "Rajada", email: "rajada@servicos.test", cpf: null, active: true, isFirstLogin: false })
      .returning({ id: users.id });
    const member: ServiceMember = { stationId: demo.id, userId: row!.id, cpf: null, services: demo.settings.services };
    const answers = await Promise.allSettled(
      Array.from({ length: SERVICE_REQUEST_LIMIT.limit + 5 }, (_, i) => requestAppointment(db, member, { area: "dental", weekday: 2, description: `Pedido ${i}`, phone: "61987654321" })),
    );
    expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(SERVICE_REQUEST_LIMIT.limit);
    expect(await listAppointments(db, member, "dental")).toHaveLength(SERVICE_REQUEST_LIMIT.limit);
  });
});

describe("Sugerir tema", () => {
  it("stores the suggestion with its member and station; an empty one is refused", async () => {
    await signIn(MARIA);
    const before = await stored();
    expect(await suggestThemeAction({ description: "   " })).toMatchObject({ ok: false, message: MSG_THEME_REQUIRED });
    expect(await stored()).toEqual(before);
    const answer = await suggestThemeAction({ description: "Acompanhar a regulamentação do teletrabalho." });
    expect(answer).toMatchObject({ ok: true, data: { message: SUCCESS_TEXT } });
    const [row] = await db
      .select()
      .from(politicalThemeSuggestions)
      .where(and(eq(politicalThemeSuggestions.stationId, demo.id), eq(politicalThemeSuggestions.userId, await userId(MARIA))));
    expect(row?.description).toBe("Acompanhar a regulamentação do teletrabalho.");
  });
});
