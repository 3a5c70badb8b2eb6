// A sign-up that is not confirmed yet cannot be taken over, called as a browser would (Host
// header, cookies, the client address the front signs): registering the same e-mail again changes
// nothing of the account and answers as a new sign-up does; the code goes by SMS only to a phone
// the station knows; step 2 shows contacts only to the browser that registered (or the account,
// signed in); resends are limited per source; each station answers only the form it offers.
import { createChallenge, solveChallenge } from "altcha-lib/v1";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// The front's secret, so a test can name the client address as the front would sign it.
const FRONT_SECRET = vi.hoisted(() => (process.env.FRONT_SECRET = "segredo-do-front-para-testes-0123456789"));

import { listOutbox } from "@/lib/adapters/outbox";
import { verifyPassword } from "@/lib/auth/password";
import { authSecret } from "@/lib/security/secret";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInAs } from "@/lib/db/testing/sessions";
import { maskEmail, maskPhone } from "@/lib/format";
import { RATE_LIMIT_MESSAGE, RATE_LIMITS } from "@/lib/security/rate-limit";
import { rateLimitHits } from "@/lib/security/schema";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { establishments, stations } from "@/lib/stations/schema";
import { PEER_HEADER, peerHeaderValue } from "@/lib/security/client-address.mjs";
import { chooseMethodAction, checkCredentialsAction, registerMultistepAction, registerSingleAction, resendCodeAction } from "./actions";
import { accountMessages } from "./messages";
import { upsertRosterEntries } from "./roster";
import { users } from "./schema";
import { loadSignupView } from "./signup-page";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

const FORM_UNAVAILABLE = "Este formulário de cadastro não está disponível nesta estação.";

let db: Db;
let demo: Station;
let vitrine: Station;
/** Private, CPF on a roster, the single-page form (which asks a phone). */
let rosterSingle: Station;

async function addStation(slug: string, settings: Record<string, unknown>): Promise<Station> {
  const [row] = await db.insert(stations).values({ slug, name: `Estação ${slug}`, mainBrandColor: "#123456", public: false, settings }).returning({ id: stations.id });
  await db.insert(establishments).values({ stationId: row!.id, fullSocialName: `Entidade ${slug}` });
  return (await findStationByKey(db, slug))!;
}

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  rosterSingle = await addStation("clubeunico", { loginIdentifier: "cpf", signupVariant: "single", requireRoster: true });
  await addStation("viagem", { loginIdentifier: "email", signupVariant: "travel", requireRoster: false });
  await upsertRosterEntries(db, rosterSingle.id, [{ cpf: "86288366757", name: "Rita Roster", email: null, phone: "31988880000" }]);
});

afterEach(() => browser("demo", "10.0.0.1"));

/** A fresh browser (no cookies) on `slug`'s host, from `ip`. */
function browser(slug: string, ip = "10.0.0.1") {
  fakeRequest.host = `${slug}.localhost:3000`;
  fakeRequest.cookies.clear();
  fakeRequest.headers.set(PEER_HEADER, peerHeaderValue(FRONT_SECRET, ip, ip));
}

/** Back to a browser whose cookies were kept. */
function resume(slug: string, jar: Map<string, string>) {
  fakeRequest.host = `${slug}.localhost:3000`;
  fakeRequest.cookies = new Map(jar);
}

async function captcha(): Promise<string> {
  const challenge = await createChallenge({ hmacKey: authSecret(), maxnumber: 2000 });
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  return btoa(JSON.stringify({ ...challenge, number: solution!.number }));
}

async function single(input: { email: string; password: string; firstName: string; phone: string; cpf?: string; city?: string }) {
  return registerSingleAction({
    cpf: input.cpf,
    city: input.city,
    firstName: input.firstName,
    lastName: "Teste",
    birthday: "10/10/1990",
    state: 25,
    phoneNumber: input.phone,
    email: input.email,
    password: input.password,
    password_confirmation: input.password,
    captcha: await captcha(),
    checkbox: true,
  });
}

async function multistep(input: { email: string; password: string; cpf?: string; method?: "email" | "sms"; extra?: Record<string, unknown> }) {
  return registerMultistepAction({
    email: input.email,
    cpf: input.cpf,
    terms: true,
    password: input.password,
    password_confirmation: input.password,
    method: input.method ?? "email",
    captcha: await captcha(),
    ...input.extra,
  });
}

async function account(station: Station, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, tel: users.tel, cpf: users.cpf, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(and(eq(users.stationId, station.id), eq(users.email, email)));
  return row!;
}

async function sentTo(station: Station, recipient: string) {
  return (await listOutbox(db, station.id, 500)).filter((row) => row.recipient === recipient);
}

/** The redirect with the typed address taken out, so answers for different e-mails compare. */
function screenOf(result: unknown, email: string) {
  return JSON.parse(JSON.stringify(result).replaceAll(encodeURIComponent(email), "{email}"));
}

describe("registering again with the e-mail of an account not confirmed yet", () => {
  it("changes none of its credentials and mails its confirmation again to the address on it (vitrine, single page)", async () => {
    browser("vitrine", "10.1.0.1");
    expect(await single({ email: "vitima@exemplo.com", password: "Vitima123", firstName: "Vitória", phone: "(11) 9 1111-2222" })).toMatchObject({ ok: true });
    browser("vitrine", "10.1.0.2");
    const answer = await single({ email: "vitima@exemplo.com", password: "Atacante123", firstName: "Atacante", phone: "(21) 9 3333-4444" });
    expect(answer, "the attacker sees the screen of any sign-up").toMatchObject({ ok: true });

    const row = await account(vitrine, "vitima@exemplo.com");
    expect(row.name, "the name stays the victim's").toBe("Vitória Teste");
    expect(row.tel, "the phone stays the victim's").toBe("11911112222");
    expect(await verifyPassword("Vitima123", row.passwordHash), "the victim's password still opens the account").toBe(true);
    expect(await verifyPassword("Atacante123", row.passwordHash), "the attacker's password does not").toBe(false);
    expect((await sentTo(vitrine, "vitima@exemplo.com")).length, "the confirmation went again to the victim's address").toBe(2);
    expect(await sentTo(vitrine, "21933334444"), "nothing went to the attacker's phone").toHaveLength(0);
  });

  it("keeps the CPF and password of a pending account on a roster station (demo, multi-step)", async () => {
    browser("demo", "10.1.1.1");
    expect(await multistep({ email: "joao.pendente@exemplo.com", password: "Joao12345", cpf: "111.444.777-35" })).toMatchObject({ ok: true });
    browser("demo", "10.1.1.2");
    expect(await multistep({ email: "joao.pendente@exemplo.com", password: "Outro12345", cpf: "111.444.777-35" })).toMatchObject({ ok: true });
    expect(await verifyPassword("Joao12345", (await account(demo, "joao.pendente@exemplo.com")).passwordHash), "the first password still opens the account").toBe(true);
    // With another roster CPF: the same screen, and the account keeps its own.
    browser("demo", "10.1.1.3");
    expect(await multistep({ email: "joao.pendente@exemplo.com", password: "Outro12345", cpf: "123.456.789-09" }), "the same screen as any sign-up").toMatchObject({ ok: true });

    const row = await account(demo, "joao.pendente@exemplo.com");
    expect(row.cpf, "the CPF stays the first registration's").toBe("11144477735");
    expect(await verifyPassword("Joao12345", row.passwordHash), "the first password still opens the account").toBe(true);
  });
});

describe("the sign-up answers the same whatever the e-mail's state", () => {
  it("a new, a pending and a confirmed e-mail get the same screen (vitrine, single page)", async () => {
    const screens = [];
    const jars = [];
    for (const [i, email] of ["nova.pessoa@exemplo.com", "vitima@exemplo.com", "lia.vitrine@demo.test"].entries()) {
      browser("vitrine", `10.2.0.${i + 1}`);
      screens.push(screenOf(await single({ email, password: "Tentativa123", firstName: "Alguém", phone: "(11) 9 2222-3333" }), email));
      jars.push([...fakeRequest.cookies.keys()].sort());
    }
    expect(screens[1], "a pending e-mail answers as a new one").toEqual(screens[0]);
    expect(screens[2], "a confirmed e-mail answers as a new one").toEqual(screens[0]);
    expect(jars[1], "and leaves the same cookies").toEqual(jars[0]);
    expect(jars[2], "and leaves the same cookies").toEqual(jars[0]);
    expect(await verifyPassword("Tentativa123", (await account(vitrine, "lia.vitrine@demo.test")).passwordHash)).toBe(false);
  });

  it("step 0 of the multi-step form does not tell a confirmed e-mail from a new one (demo)", async () => {
    browser("demo", "10.2.1.1");
    const fresh = await checkCredentialsAction({ email: "ninguem.ainda@exemplo.com", cpf: "123.456.789-09", terms: true });
    const taken = await checkCredentialsAction({ email: "membro@demo.test", cpf: "123.456.789-09", terms: true });
    expect(taken, "a confirmed member's e-mail answers as a new one").toEqual(fresh);
  });
});

describe("the code goes by SMS only to a phone the station knows", () => {
  it("never to a phone typed in the form with someone else's e-mail (vitrine)", async () => {
    browser("vitrine", "10.3.0.1");
    await single({ email: "alheio@exemplo.com", password: "Atacante123", firstName: "Atacante", phone: "(21) 9 5555-6666" });
    const switched = await chooseMethodAction({ email: "alheio@exemplo.com", method: "sms" });
    expect(switched, "SMS is refused").toMatchObject({ ok: false, message: accountMessages.smsUnavailable });
    expect(await sentTo(vitrine, "21955556666"), "no code reached the typed phone").toHaveLength(0);
  });

  it("on a roster station, to the roster's phone, never to the typed one (single page with a roster)", async () => {
    browser("clubeunico", "10.3.1.1");
    await single({ email: "rita.alheia@exemplo.com", password: "Atacante123", firstName: "Atacante", phone: "(21) 9 7777-0000", cpf: "862.883.667-57" });
    expect(await chooseMethodAction({ email: "rita.alheia@exemplo.com", method: "sms" })).toMatchObject({ ok: true });
    expect(await sentTo(rosterSingle, "21977770000"), "no code reached the typed phone").toHaveLength(0);
    expect(await sentTo(rosterSingle, "31988880000"), "the code went to the roster's phone").toHaveLength(1);
    const view = await loadSignupView(rosterSingle, undefined, { etapa: "2" });
    expect(view.known?.maskedPhone, "step 2 offers the roster's phone").toBe(maskPhone("31988880000"));
  });
});

describe("step 2 shows a pending account's contacts only to whoever registered it", () => {
  it("typing the e-mail in the address shows none of them; the registering browser and the signed-in account see them", async () => {
    browser("demo", "10.4.0.1");
    await multistep({ email: "carlos.pendente@exemplo.com", password: "Carlos12345", cpf: "935.411.347-80" });
    const registeringBrowser = new Map(fakeRequest.cookies);
    const contacts = [maskEmail("carlos.pendente@exemplo.com"), maskPhone("31999998888")];

    browser("demo", "10.4.0.2");
    const stranger = JSON.stringify(await loadSignupView(demo, undefined, { etapa: "2", email: "carlos.pendente@exemplo.com" }));
    for (const contact of contacts) expect(stranger, `a stranger does not see ${contact}`).not.toContain(contact);

    resume("demo", registeringBrowser);
    const own = JSON.stringify(await loadSignupView(demo, undefined, { etapa: "2" }));
    for (const contact of contacts) expect(own, `the registering browser sees ${contact}`).toContain(contact);

    // Lost the cookie: signing in with the password (an unconfirmed account gets a pending session) shows them again.
    browser("demo", "10.4.0.3");
    await signInAs(db, (await account(demo, "carlos.pendente@exemplo.com")).id, demo);
    const signedIn = JSON.stringify(await loadSignupView(demo, undefined, { etapa: "2" }));
    for (const contact of contacts) expect(signedIn, `the signed-in account sees ${contact}`).toContain(contact);
  });

  it("a cookie edited to name another e-mail, or carried to another station, shows nothing", async () => {
    browser("demo", "10.4.2.1");
    await multistep({ email: "edita@exemplo.com", password: "Edita12345", cpf: "123.456.789-09" });
    const [name, value] = [...fakeRequest.cookies.entries()].find(([, v]) => v.includes("."))!;
    const [body, mac] = value.split(".");
    const edited = Buffer.from(Buffer.from(body!, "base64url").toString("utf8").replace("edita@exemplo.com", "carlos.pendente@exemplo.com")).toString("base64url");

    browser("demo", "10.4.2.2");
    fakeRequest.cookies.set(name, `${edited}.${mac}`);
    expect(JSON.stringify(await loadSignupView(demo, undefined, { etapa: "2" })), "an edited cookie names nobody").not.toContain(maskEmail("carlos.pendente@exemplo.com"));
    expect(await chooseMethodAction({ method: "email" }), "nor can it switch anyone's channel").toMatchObject({ ok: false, message: accountMessages.signupStepExpired });

    browser("vitrine", "10.4.2.3");
    fakeRequest.cookies.set(name, value);
    expect((await loadSignupView(vitrine, undefined, { etapa: "2" })).known, "demo's cookie means nothing on vitrine").toBeUndefined();
  });

  it("switching the channel of someone else's sign-up by naming their e-mail sends nothing", async () => {
    browser("demo", "10.4.1.1");
    const before = (await listOutbox(db, demo.id, 500)).length;
    const answer = await chooseMethodAction({ email: "carlos.pendente@exemplo.com", method: "email" });
    expect(answer, "the switch is refused").toMatchObject({ ok: false });
    expect((await listOutbox(db, demo.id, 500)).length, "nothing was sent").toBe(before);
  });
});

describe("resending is limited per source", () => {
  const stationBudget = async (station: Station) =>
    Number(
      (await db.select({ n: sql<number>`coalesce(sum(${rateLimitHits.count}), 0)` }).from(rateLimitHits).where(eq(rateLimitHits.key, `station-signup-mail:${station.id}`)))[0]!.n,
    );

  it("one source is refused long before the station's hourly budget is spent, and another source still gets its code", async () => {
    browser("vitrine", "10.5.0.1");
    let refused = -1;
    for (let i = 0; i < RATE_LIMITS.stationSignupMail.limit; i++) {
      const answer = await resendCodeAction({ email: `reenvio${i}@exemplo.com` });
      if (!answer.ok) {
        expect(answer.message).toBe(RATE_LIMIT_MESSAGE);
        refused = i;
        break;
      }
    }
    expect(refused, "the flooding source is refused").toBeGreaterThan(0);
    const spent = await stationBudget(vitrine);
    expect(spent, "the station's budget is far from spent").toBeLessThan(RATE_LIMITS.stationSignupMail.limit / 2);
    for (let i = 0; i < 5; i++) await resendCodeAction({ email: `reenvio-extra${i}@exemplo.com` });
    expect(await stationBudget(vitrine), "refused requests do not spend it").toBe(spent);

    browser("vitrine", "10.5.0.2");
    expect(await resendCodeAction({ email: "vitima@exemplo.com" }), "another source still gets its code").toMatchObject({ ok: true });
  });
});

describe("each station answers only the registration form it offers", () => {
  it("refuses the single page on demo and the multi-step form on vitrine, creating nothing", async () => {
    browser("demo", "10.6.0.1");
    expect(await single({ email: "forma.errada@exemplo.com", password: "Senha12345", firstName: "Forma", phone: "(11) 9 4444-5555", cpf: "123.456.789-09" })).toMatchObject({
      ok: false,
      message: FORM_UNAVAILABLE,
    });
    browser("vitrine", "10.6.0.2");
    expect(await multistep({ email: "forma.errada@exemplo.com", password: "Senha12345" })).toMatchObject({ ok: false, message: FORM_UNAVAILABLE });
    expect(await checkCredentialsAction({ email: "forma.errada@exemplo.com", terms: true })).toMatchObject({ ok: false, message: FORM_UNAVAILABLE });
    for (const station of [demo, vitrine]) {
      expect(await db.select({ id: users.id }).from(users).where(and(eq(users.stationId, station.id), eq(users.email, "forma.errada@exemplo.com")))).toHaveLength(0);
    }
  });

  it("a travel-promotion station takes the multi-step form, not the single page", async () => {
    browser("viagem", "10.6.1.1");
    expect(await single({ email: "viajante@exemplo.com", password: "Senha12345", firstName: "Viajante", phone: "(11) 9 4444-5555", cpf: "529.982.247-25", city: "Recife" })).toMatchObject({
      ok: false,
      message: FORM_UNAVAILABLE,
    });
    const travelFields = { city: "Recife", birthday: "10/10/1990", requirements: true, rules: true };
    expect(await multistep({ email: "viajante@exemplo.com", password: "Senha12345", cpf: "529.982.247-25", extra: travelFields })).toMatchObject({ ok: true });
  });
});
