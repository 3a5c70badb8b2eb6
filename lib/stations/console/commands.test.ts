// The console's "Marca e dados" actions: each change is written with its audit row and revalidates
// the station's site; bad input is refused with its pt-BR message and changes nothing; an owner of
// another station and a staff account are refused on every action (one table, so a new action
// cannot be forgotten); the settings merge keeps every key the screen does not edit.
import { and, count, desc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { USER_TYPE_OWNER, USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import type { ActionResult } from "@/lib/actions/result";
import { CONSOLE_FORBIDDEN_MESSAGE, CONSOLE_NOT_FOUND_MESSAGE } from "@/lib/auth/guard";
import { auditLog } from "@/lib/console/schema";
import { MSG_IMAGE_NOT_OURS } from "@/lib/console/images";
import { grantRole } from "@/lib/auth/console-roles";
import { legalBodies } from "@/lib/content/legal-body";
import { getDb, type Db } from "@/lib/db/client";
import { ensureUser, seedDemo } from "@/lib/seed/demo";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInConsoleAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { revalidateStationParts } from "@/lib/stations/revalidate";
import { findStationByKey, invalidateStation, type Station } from "@/lib/stations/queries";
import { establishments, stations } from "@/lib/stations/schema";
import { luckyNumbersNotice } from "@/lib/trophies/texts";
import { messages } from "@/lib/validation";
import * as actions from "./actions";
import { accessFormValues, stationDataFormValues } from "./form-values";
import { brandingSchema, SITE_MESSAGES, stationAccessSchema, stationDataSchema, type BrandingInput, type StationAccessInput, type StationDataInput } from "./schemas";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));
vi.mock("@/lib/stations/revalidate", () => ({ revalidateStationParts: vi.fn() }));

let db: Db;
let demo: Station;
let vitrine: Station;
let demoOwner: number;
let vitrineOwner: number;
let demoStaff: number;

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  demoOwner = await userIdByEmail(db, demo.id, "dono@demo.test");
  vitrineOwner = await ensureUser(db, vitrine.id, vitrine.establishment!.id, { email: "dona@vitrine.test", name: "Dona Vitrine", typeId: USER_TYPE_OWNER });
  await grantRole(db, { userId: vitrineOwner, stationId: vitrine.id, role: "owner" });
  demoStaff = await ensureUser(db, demo.id, demo.establishment!.id, { email: "equipe@demo.test", name: "Equipe Demo", typeId: USER_TYPE_PARTICIPANT });
  await grantRole(db, { userId: demoStaff, stationId: demo.id, role: "staff" });
});

afterEach(() => {
  fakeRequest.cookies.clear();
  vi.mocked(revalidateStationParts).mockClear();
});

async function fresh(key: string): Promise<Station> {
  invalidateStation();
  return (await findStationByKey(db, key))!;
}

/** What a leak would change: the station row, its establishment and its audit log. */
async function snapshot(stationId: number) {
  const [station] = await db.select().from(stations).where(eq(stations.id, stationId));
  const establishment = await db.select().from(establishments).where(eq(establishments.stationId, stationId));
  const [{ n }] = (await db.select({ n: count() }).from(auditLog).where(eq(auditLog.stationId, stationId))) as [{ n: number }];
  return { station, establishment, audits: n };
}

function dataInput(station: Station, patch: Partial<StationDataInput> = {}): StationDataInput {
  return { ...stationDataFormValues(station), ...patch };
}

function accessInput(station: Station, patch: Partial<StationAccessInput["settings"]> = {}): StationAccessInput {
  const values = accessFormValues(station);
  return { ...values, settings: { ...values.settings, ...patch } };
}

function brandingInput(station: Station, patch: Partial<BrandingInput> = {}): BrandingInput {
  return {
    stationId: station.id,
    mainBrandColor: station.mainBrandColor,
    font: station.font as BrandingInput["font"],
    mainBrandImage: station.mainBrandImage,
    secondaryBrandImage: station.secondaryBrandImage,
    faviconImage: station.faviconImage,
    backgroundImage: station.backgroundImage,
    headerImages: station.headerImages,
    ...patch,
  };
}

type AnyAction = (input: unknown) => Promise<ActionResult<unknown>>;

/** Every action of this area, with a valid input for a station: the leak table walks them all. */
const TABLE: Array<{ name: keyof typeof actions; input: (s: Station) => unknown }> = [
  { name: "saveStationDataAction", input: (s) => dataInput(s, { name: `${s.name} (alterado)`, description: "Outra descrição", establishmentId: 1 } as Partial<StationDataInput>) },
  { name: "saveStationAccessAction", input: (s) => accessInput(s, { hideLoginButton: !s.settings.hideLoginButton }) },
  { name: "saveBrandingAction", input: (s) => brandingInput(s, { mainBrandColor: "#00695C", font: "Poppins" }) },
  { name: "saveLegalTextAction", input: (s) => ({ stationId: s.id, kind: "terms", html: "<p>Termos novos</p>" }) },
  { name: "restoreLegalTextAction", input: (s) => ({ stationId: s.id, kind: "privacy" }) },
  { name: "lookupEstablishmentCepAction", input: (s) => ({ stationId: s.id, cep: "01001-000" }) },
];

describe("who may call the actions of Marca e dados", () => {
  it("lists every exported action", () => {
    const exported = Object.entries(actions).filter(([, v]) => typeof v === "function").map(([k]) => k).sort();
    expect(TABLE.map((t) => t.name).sort()).toEqual(exported);
  });

  it.each(TABLE)("$name: an owner of vitrine naming demo is refused and demo is unchanged", async ({ name, input }) => {
    const before = await snapshot(demo.id);
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const result = await (actions[name] as AnyAction)(input(demo));
    expect(result).toEqual({ ok: false, message: CONSOLE_NOT_FOUND_MESSAGE });
    expect(await snapshot(demo.id)).toEqual(before);
    expect(revalidateStationParts).not.toHaveBeenCalled();
  });

  it.each(TABLE)("$name: a staff account of demo is refused and demo is unchanged", async ({ name, input }) => {
    await signInConsoleAs(db, demoStaff, demo.id);
    const before = await snapshot(demo.id);
    const result = await (actions[name] as AnyAction)(input(demo));
    expect(result).toEqual({ ok: false, message: CONSOLE_FORBIDDEN_MESSAGE });
    expect(await snapshot(demo.id)).toEqual(before);
  });

  it.each(TABLE)("$name: the owner of vitrine on vitrine works there, and demo is unchanged", async ({ name, input }) => {
    const before = await snapshot(demo.id);
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const result = await (actions[name] as AnyAction)(input(await fresh("vitrine")));
    expect(result.ok).toBe(true);
    expect(await snapshot(demo.id)).toEqual(before);
  });
});

describe("the schemas", () => {
  // The forms hand the actions what the schema answered, and the actions parse it again.
  it("accept their own output", async () => {
    const station = await fresh("demo");
    const on = accessInput(station, { bankTransfer: { enabled: true, bank: "Banco", branch: "1", account: "2", holder: "X", document: "" } });
    for (const [schema, input] of [
      [stationDataSchema, dataInput(station, { cnpj: "11.444.777/0001-61", supportPhone: "(11) 9 8765-4321", addressStateId: "35", currencyMultiplier: "0,5" })],
      [stationAccessSchema, accessInput(station)],
      [stationAccessSchema, on],
      [brandingSchema, brandingInput(station, { mainBrandColor: "#abcdef" })],
    ] as const) {
      const once = (schema as z.ZodType).parse(input);
      expect((schema as z.ZodType).parse(once)).toEqual(once);
    }
  });
});

describe("Dados da estação", () => {
  it("writes the changed fields and the establishment, with one audit row of only those fields", async () => {
    await signInConsoleAs(db, demoOwner, demo.id);
    const station = await fresh("demo");
    const result = await actions.saveStationDataAction(
      dataInput(station, {
        name: "Clube Demo Novo",
        socialUrlInstagram: "https://instagram.com/clube.demo.novo",
        cnpj: "11.444.777/0001-61",
        fullSocialName: "Clube Demo Serviços Ltda.",
        addressZip: "01001-000",
        addressCity: "São Paulo",
      }),
    );
    expect(result).toEqual({ ok: true, data: { changed: expect.arrayContaining(["name", "socialUrlInstagram", "cnpj", "fullSocialName"]) } });
    const after = await fresh("demo");
    expect(after.name).toBe("Clube Demo Novo");
    expect(after.social.instagram).toBe("https://instagram.com/clube.demo.novo");
    expect(after.establishment).toMatchObject({ cnpj: "11444777000161", fullSocialName: "Clube Demo Serviços Ltda.", addressZip: "01001000", addressCity: "São Paulo" });
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.stationId, demo.id), eq(auditLog.action, "site.data")));
    expect(audit!.actorId).toBe(demoOwner);
    expect(audit!.before).toMatchObject({ name: station.name, socialUrlInstagram: station.social.instagram });
    expect(audit!.after).toMatchObject({ name: "Clube Demo Novo", "establishment.cnpj": "11444777000161" });
    expect(Object.keys(audit!.after as object)).not.toContain("contactMail");
    expect(revalidateStationParts).toHaveBeenCalledWith(expect.objectContaining({ id: demo.id }), ["station"]);
    // The default legal text names the new legal entity.
    const bodies = legalBodies(after, "http://demo.localhost:3000");
    expect(bodies.terms.kind === "default" && bodies.terms.document.intro).toContain("Clube Demo Serviços Ltda., inscrita no CNPJ sob o nº 11.444.777/0001-61");
  });

  it("saving the same values changes nothing and records nothing", async () => {
    await signInConsoleAs(db, demoOwner, demo.id);
    const before = await snapshot(demo.id);
    const result = await actions.saveStationDataAction(dataInput(await fresh("demo")));
    expect(result).toEqual({ ok: true, data: { changed: [] } });
    expect(await snapshot(demo.id)).toEqual(before);
    expect(revalidateStationParts).not.toHaveBeenCalled();
  });

  it.each([
    [{ cnpj: "11.222.333/0001-82" }, "cnpj", messages.cnpj],
    [{ domain: "https://clube.exemplo.com.br/" }, "domain", SITE_MESSAGES.domain],
    [{ domain: "clube" }, "domain", SITE_MESSAGES.domain],
    [{ domain: "clube.localhost" }, "domain", SITE_MESSAGES.domainUnderRoot],
    [{ domain: "localhost" }, "domain", SITE_MESSAGES.domain],
    [{ socialUrlFacebook: "http://facebook.com/clube" }, "socialUrlFacebook", SITE_MESSAGES.url],
    [{ socialUrlTiktok: "javascript:alert(1)" }, "socialUrlTiktok", SITE_MESSAGES.url],
    [{ hasApp: true, ios: "", android: "" }, "ios", SITE_MESSAGES.appLinks],
    [{ contactMail: "contato@" }, "contactMail", messages.email],
    [{ currencyMultiplier: "0" }, "currencyMultiplier", SITE_MESSAGES.multiplier],
    [{ addressZip: "0100" }, "addressZip", messages.cep],
    [{ name: "  " }, "name", messages.required],
  ] as Array<[Partial<StationDataInput>, string, string]>)("refuses %o with its message beside %s, changing nothing", async (patch, field, message) => {
    await signInConsoleAs(db, demoOwner, demo.id);
    const before = await snapshot(demo.id);
    const result = await actions.saveStationDataAction(dataInput(await fresh("demo"), patch));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fieldErrors?.[field]).toBe(message);
    expect(await snapshot(demo.id)).toEqual(before);
  });

  it("refuses a domain another station uses, and takes a free one in lower case", async () => {
    await db.update(stations).set({ domain: "vitrine.exemplo.com.br" }).where(eq(stations.id, vitrine.id));
    await signInConsoleAs(db, demoOwner, demo.id);
    const taken = await actions.saveStationDataAction(dataInput(await fresh("demo"), { domain: "Vitrine.Exemplo.com.br" }));
    expect(!taken.ok && taken.fieldErrors?.domain).toBe(SITE_MESSAGES.domainTaken);
    const free = await actions.saveStationDataAction(dataInput(await fresh("demo"), { domain: "Clube.Exemplo.com.br" }));
    expect(free.ok).toBe(true);
    expect((await fresh("demo")).domain).toBe("clube.exemplo.com.br");
    await db.update(stations).set({ domain: null }).where(eq(stations.id, vitrine.id));
  });
});

describe("Acesso, recursos e variantes", () => {
  it("merges the edited keys into the stored settings and keeps every other key", async () => {
    const [row] = await db.select({ settings: stations.settings }).from(stations).where(eq(stations.id, demo.id));
    const stored = { ...(row!.settings as Record<string, unknown>), legacyKey: { kept: true }, wordpressUrl: "https://noticias.exemplo.com.br" };
    await db.update(stations).set({ settings: stored }).where(eq(stations.id, demo.id));
    await signInConsoleAs(db, demoOwner, demo.id);
    const station = await fresh("demo");
    const result = await actions.saveStationAccessAction({
      ...accessInput(station, {
        hideLoginButton: true,
        hiddenMenuItems: ["trophies"],
        regulationUrl: "https://exemplo.com.br/regulamento.pdf",
        reserveTimeSeconds: "900",
        uploadQuotaMegabytesPerDay: "200",
        bankTransfer: { enabled: true, bank: "Banco Demo", branch: "0001", account: "12345-6", holder: "Clube Demo", document: "" },
      }),
      maintenance: true,
    });
    expect(result.ok).toBe(true);
    const [after] = await db.select({ settings: stations.settings, maintenance: stations.maintenance }).from(stations).where(eq(stations.id, demo.id));
    const settings = after!.settings as Record<string, unknown>;
    expect(after!.maintenance).toBe(true);
    expect(settings).toMatchObject({
      legacyKey: { kept: true },
      wordpressUrl: "https://noticias.exemplo.com.br",
      loginIdentifier: "cpf",
      requireRoster: true,
      hideLoginButton: true,
      hiddenMenuItems: ["trophies"],
      reserveTimeSeconds: 900,
      uploadQuotaMegabytesPerDay: 200,
      bankTransfer: { bank: "Banco Demo", branch: "0001", account: "12345-6", holder: "Clube Demo", document: null },
    });
    expect(settings.services).toEqual((row!.settings as Record<string, unknown>).services);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.stationId, demo.id), eq(auditLog.action, "site.access")));
    expect(Object.keys(audit!.after as object).sort()).toEqual(
      ["maintenance", "settings.bankTransfer", "settings.hiddenMenuItems", "settings.hideLoginButton", "settings.regulationUrl", "settings.reserveTimeSeconds", "settings.uploadQuotaMegabytesPerDay"].sort(),
    );
    expect((await fresh("demo")).settings.hideLoginButton).toBe(true);
  });

  it.each([
    [{ reserveTimeSeconds: "30" }, "settings.reserveTimeSeconds", SITE_MESSAGES.between(60, 3600)],
    [{ postReportThreshold: "1,5" }, "settings.postReportThreshold", SITE_MESSAGES.integer],
    [{ uploadQuotaMegabytesPerDay: "5" }, "settings.uploadQuotaMegabytesPerDay", SITE_MESSAGES.between(10, 100_000)],
    [{ externalTermsUrl: "ftp://exemplo.com.br/termos" }, "settings.externalTermsUrl", SITE_MESSAGES.url],
    [{ bankTransfer: { enabled: true, bank: "", branch: "1", account: "2", holder: "X", document: "" } }, "settings.bankTransfer.bank", messages.required],
  ] as Array<[Partial<StationAccessInput["settings"]>, string, string]>)("refuses %o with its message, changing nothing", async (patch, field, message) => {
    await signInConsoleAs(db, demoOwner, demo.id);
    const before = await snapshot(demo.id);
    const result = await actions.saveStationAccessAction(accessInput(await fresh("demo"), patch));
    expect(!result.ok && result.fieldErrors?.[field]).toBeTruthy();
    expect(!result.ok && Object.values(result.fieldErrors ?? {})).toContain(message);
    expect(await snapshot(demo.id)).toEqual(before);
  });
});

describe("Data de divulgação dos números da sorte", () => {
  it("sets the date members read on the lucky-numbers notice, and clears it back to \"em breve\"", async () => {
    await signInConsoleAs(db, demoOwner, demo.id);
    const set = await actions.saveStationAccessAction(accessInput(await fresh("demo"), { luckyNumbersPublishAt: "2027-03-10T18:30" } as Partial<StationAccessInput["settings"]>));
    expect(set.ok).toBe(true);
    const station = await fresh("demo");
    expect(luckyNumbersNotice(station.settings.luckyNumbersPublishAt)).toBe("Os números da sorte serão divulgados no site até 10/03/2027 às 18h30.");
    // The form opens with the same wall-clock time the owner typed.
    expect((accessFormValues(station).settings as Record<string, unknown>).luckyNumbersPublishAt).toBe("2027-03-10T18:30");
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.stationId, demo.id), eq(auditLog.action, "site.access"))).orderBy(desc(auditLog.id)).limit(1);
    expect(audit!.after).toMatchObject({ "settings.luckyNumbersPublishAt": "2027-03-10T18:30:00-03:00" });

    const cleared = await actions.saveStationAccessAction(accessInput(station, { luckyNumbersPublishAt: "" } as Partial<StationAccessInput["settings"]>));
    expect(cleared.ok).toBe(true);
    expect(luckyNumbersNotice((await fresh("demo")).settings.luckyNumbersPublishAt)).toBe("Os números da sorte serão divulgados no site em breve.");
  });

  it("refuses a date that is not a date, changing nothing", async () => {
    await signInConsoleAs(db, demoOwner, demo.id);
    const before = await snapshot(demo.id);
    const result = await actions.saveStationAccessAction(accessInput(await fresh("demo"), { luckyNumbersPublishAt: "10/03/2027" } as Partial<StationAccessInput["settings"]>));
    expect(!result.ok && result.fieldErrors?.["settings.luckyNumbersPublishAt"]).toBe("Informe a data e a hora da divulgação");
    expect(await snapshot(demo.id)).toEqual(before);
  });
});

describe("Marca", () => {
  it("saves colour, font and ordered header images of the station's own uploads", async () => {
    await signInConsoleAs(db, demoOwner, demo.id);
    const station = await fresh("demo");
    const headers = [`/files/${demo.id}/banner/b.png`, station.headerImages[0]!];
    const result = await actions.saveBrandingAction(brandingInput(station, { mainBrandColor: "#ff6f00", font: "Montserrat", headerImages: headers }));
    expect(result).toEqual({ ok: true, data: { changed: ["mainBrandColor", "font", "headerImages"] } });
    const after = await fresh("demo");
    expect(after).toMatchObject({ mainBrandColor: "#FF6F00", font: "Montserrat", headerImages: headers });
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.stationId, demo.id), eq(auditLog.action, "site.branding")));
    expect(audit!.before).toEqual({ mainBrandColor: station.mainBrandColor, font: station.font, headerImages: station.headerImages });
    expect(revalidateStationParts).toHaveBeenCalledTimes(1);
  });

  it("refuses another station's file, a bad colour and an unknown font", async () => {
    await signInConsoleAs(db, demoOwner, demo.id);
    const station = await fresh("demo");
    const before = await snapshot(demo.id);
    const foreign = await actions.saveBrandingAction(brandingInput(station, { mainBrandImage: `/files/${vitrine.id}/brand/logo.png` }));
    expect(!foreign.ok && foreign.fieldErrors?.mainBrandImage).toBe(MSG_IMAGE_NOT_OURS);
    const external = await actions.saveBrandingAction(brandingInput(station, { faviconImage: "https://evil.example/x.png" }));
    expect(!external.ok && external.fieldErrors?.faviconImage).toBe(SITE_MESSAGES.image);
    const colour = await actions.saveBrandingAction(brandingInput(station, { mainBrandColor: "azul" }));
    expect(!colour.ok && colour.fieldErrors?.mainBrandColor).toBe(SITE_MESSAGES.color);
    const font = await actions.saveBrandingAction({ ...brandingInput(station), font: "Comic Sans" });
    expect(font.ok).toBe(false);
    expect(await snapshot(demo.id)).toEqual(before);
  });
});

describe("Textos legais", () => {
  it("stores the text sanitised, audits its length and hash (not the text), and restores the default", async () => {
    await signInConsoleAs(db, demoOwner, demo.id);
    const saved = await actions.saveLegalTextAction({
      stationId: demo.id,
      kind: "privacy",
      html: '<h2>Privacidade</h2><p onclick="steal()">Seus dados <a href="javascript:alert(1)">aqui</a>.</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    });
    expect(saved.ok).toBe(true);
    let station = await fresh("demo");
    expect(station.privacyPolicyHtml).toContain("<h2>Privacidade</h2>");
    expect(station.privacyPolicyHtml).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(legalBodies(station, "http://demo.localhost:3000").privacy.kind).toBe("html");
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.stationId, demo.id), eq(auditLog.action, "site.legal")));
    expect(audit!.after).toEqual({ privacyPolicyHtml: { length: station.privacyPolicyHtml!.length, sha256: expect.stringMatching(/^[0-9a-f]{16}$/) } });

    const restored = await actions.restoreLegalTextAction({ stationId: demo.id, kind: "privacy" });
    expect(restored).toMatchObject({ ok: true, data: { changed: ["privacyPolicyHtml"] } });
    station = await fresh("demo");
    expect(station.privacyPolicyHtml).toBeNull();
    expect(legalBodies(station, "http://demo.localhost:3000").privacy.kind).toBe("default");
  });

  it("refuses a text that is empty once sanitised", async () => {
    await signInConsoleAs(db, demoOwner, demo.id);
    const before = await snapshot(demo.id);
    const result = await actions.saveLegalTextAction({ stationId: demo.id, kind: "terms", html: "<p> </p><script>x()</script>" });
    expect(result).toEqual({ ok: false, message: SITE_MESSAGES.legalEmpty, fieldErrors: { html: SITE_MESSAGES.legalEmpty } });
    expect(await snapshot(demo.id)).toEqual(before);
  });
});
