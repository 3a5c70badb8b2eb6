import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { UserFacingError } from "@/lib/actions/result";
import { eraseMember } from "@/lib/accounts/console/commands";
import { emailSubscriptionHash, setEmailSubscription } from "@/lib/accounts/email-subscription";
import { users } from "@/lib/accounts/schema";
import { registerParticipant } from "@/lib/accounts/signup";
import { DEFAULT_LEGAL_TEXT_VERSIONS } from "@/lib/content/legal";
import { getDb, type Db } from "@/lib/db/client";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { stations } from "@/lib/stations/schema";
import {
  acceptLegalTexts,
  consentHistory,
  legalConsentVersion,
  legalVersion,
  MARKETING_VERSION,
  needsLegalConsent,
  pendingLegalDocuments,
  setMarketingConsent,
} from "./index";
import { consents } from "./schema";
import { LEGAL_CHANGED_MESSAGE } from "./schemas";

const ORIGIN = "http://consentes.localhost:3000";
let db: Db;
let run = 0;

beforeAll(async () => {
  db = await getDb();
}, 180_000);

/** A fresh public station (optionally with settings), read back as the app reads it. */
async function newStation(settings: Record<string, unknown> = {}): Promise<Station> {
  const slug = `consentes${run++}${Math.random().toString(36).slice(2, 6)}`;
  await db.insert(stations).values({ slug, name: `Estação ${slug}`, public: true, settings: { signupVariant: "single", ...settings } });
  return (await findStationByKey(db, slug))!;
}

async function reload(station: Station): Promise<Station> {
  return (await findStationByKey(db, station.slug))!;
}

async function signUp(station: Station, email: string, ticked = { terms: true, regulation: false, marketing: false }) {
  const { userId } = await registerParticipant(db, station, { email, password: "Senha123", method: "email", consents: ticked }, ORIGIN);
  return userId;
}

async function userState(userId: number) {
  const [row] = await db
    .select({ typeId: users.typeId, legalConsentVersion: users.legalConsentVersion, emailSubscribed: users.emailSubscribed })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

describe("versions of the legal texts", () => {
  it("the default text has the release's version; an own text is versioned by its content; an external one by its link", async () => {
    const station = await newStation();
    expect(legalVersion(station, "terms")).toBe(`padrao-${DEFAULT_LEGAL_TEXT_VERSIONS.terms}`);
    expect(legalVersion(station, "regulation")).toBeNull();
    const own = { ...station, termsOfUseHtml: "<p>Regras</p>" };
    const edited = { ...station, termsOfUseHtml: "<p>Regras novas</p>" };
    expect(legalVersion(own, "terms")).toMatch(/^texto-/);
    expect(legalVersion(own, "terms")).toBe(legalVersion({ ...own }, "terms"));
    expect(legalVersion(edited, "terms")).not.toBe(legalVersion(own, "terms"));
    expect(legalVersion(own, "privacy")).toBe(legalVersion(station, "privacy"));
    const external = { ...own, settings: { ...station.settings, externalTermsUrl: "https://exemplo.com/termos-v2" } };
    expect(legalVersion(external, "terms")).toMatch(/^link-/);
  });

  it("the regulation is asked only where the sign-up asks for it (travel variant with a link)", async () => {
    const travel = await newStation({ signupVariant: "travel", regulationUrl: "https://exemplo.com/regulamento" });
    const single = await newStation({ regulationUrl: "https://exemplo.com/regulamento" });
    expect(legalConsentVersion(travel)).toContain("regulation:link-");
    expect(legalConsentVersion(single)).not.toContain("regulation");
  });
});

describe("sign-up", () => {
  it("records the boxes ticked with the versions shown, in the account's transaction; marketing only when ticked", async () => {
    const station = await newStation();
    const quiet = await signUp(station, "quieta@exemplo.com");
    const history = await consentHistory(db, station.id, quiet);
    expect(history.map(({ document, version, action, channel }) => ({ document, version, action, channel }))).toEqual([
      { document: "terms", version: `padrao-${DEFAULT_LEGAL_TEXT_VERSIONS.terms}`, action: "accepted", channel: "signup" },
      { document: "privacy", version: `padrao-${DEFAULT_LEGAL_TEXT_VERSIONS.privacy}`, action: "accepted", channel: "signup" },
    ]);
    expect(await userState(quiet)).toMatchObject({ emailSubscribed: false, legalConsentVersion: legalConsentVersion(station) });
    expect(needsLegalConsent(station, await userState(quiet))).toBe(false);

    const fan = await signUp(station, "fa@exemplo.com", { terms: true, regulation: false, marketing: true });
    expect((await consentHistory(db, station.id, fan)).filter((e) => e.document === "marketing")).toMatchObject([
      { version: MARKETING_VERSION, action: "accepted", channel: "signup" },
    ]);
    expect((await userState(fan)).emailSubscribed).toBe(true);
  });

  it("records the regulation of the travel variant", async () => {
    const station = await newStation({ signupVariant: "travel", regulationUrl: "https://exemplo.com/regulamento" });
    const userId = await signUp(station, "viajante@exemplo.com", { terms: true, regulation: true, marketing: false });
    expect((await consentHistory(db, station.id, userId)).map((e) => e.document)).toEqual(["terms", "privacy", "regulation"]);
    expect(needsLegalConsent(station, await userState(userId))).toBe(false);
  });

  it("a registration for an e-mail that already has an account records nothing", async () => {
    const station = await newStation();
    const userId = await signUp(station, "repetida@exemplo.com");
    await signUp(station, "repetida@exemplo.com", { terms: true, regulation: false, marketing: true });
    expect(await consentHistory(db, station.id, userId)).toHaveLength(2);
    expect((await userState(userId)).emailSubscribed).toBe(false);
  });
});

describe("re-acceptance", () => {
  it("a new terms version makes the member need re-acceptance until they accept it, once", async () => {
    let station = await newStation();
    const userId = await signUp(station, "membro@exemplo.com");
    await db.update(stations).set({ termsOfUseHtml: "<h2>Termos 2027</h2>" }).where(eq(stations.id, station.id));
    station = await reload(station);

    expect(needsLegalConsent(station, await userState(userId))).toBe(true);
    const pending = await pendingLegalDocuments(db, station, userId);
    expect(pending).toEqual([{ document: "terms", version: legalVersion(station, "terms") }]);

    expect(await acceptLegalTexts(db, station, userId, "reacceptance", { shownVersion: legalConsentVersion(station) })).toBe(true);
    expect(needsLegalConsent(station, await userState(userId))).toBe(false);
    expect(await pendingLegalDocuments(db, station, userId)).toEqual([]);
    const last = (await consentHistory(db, station.id, userId)).at(-1);
    expect(last).toMatchObject({ document: "terms", version: legalVersion(station, "terms"), action: "accepted", channel: "reacceptance" });

    // A second click (or a retry) writes nothing more.
    const before = (await consentHistory(db, station.id, userId)).length;
    await acceptLegalTexts(db, station, userId, "reacceptance");
    expect(await consentHistory(db, station.id, userId)).toHaveLength(before);
  });

  it("refuses an 'Aceito' for texts the screen did not show", async () => {
    const station = await newStation();
    const userId = await signUp(station, "leitora@exemplo.com");
    const shownVersion = legalConsentVersion(station);
    await db.update(stations).set({ privacyPolicyHtml: "<p>Nova política</p>" }).where(eq(stations.id, station.id));
    const changed = await reload(station);
    const attempt = acceptLegalTexts(db, changed, userId, "reacceptance", { shownVersion });
    await expect(attempt).rejects.toBeInstanceOf(UserFacingError);
    await expect(attempt).rejects.toThrow(LEGAL_CHANGED_MESSAGE);
    expect(needsLegalConsent(changed, await userState(userId))).toBe(true);
  });

  it("owners, who write the texts, are never asked", async () => {
    const station = await newStation();
    expect(needsLegalConsent(station, { typeId: 1, legalConsentVersion: null })).toBe(false);
    expect(needsLegalConsent(station, { typeId: 2, legalConsentVersion: null })).toBe(true);
  });
});

describe("marketing withdrawal", () => {
  it("the unsubscribe link writes the withdrawal with the cached state; repeated clicks write nothing; the channel is the caller's", async () => {
    const station = await newStation();
    const userId = await signUp(station, "assinante@exemplo.com", { terms: true, regulation: false, marketing: true });
    const hash = emailSubscriptionHash(userId);
    expect(await setEmailSubscription(db, { stationId: station.id, userId, hash, type: "desinscricao" })).toBe(true);
    expect(await setEmailSubscription(db, { stationId: station.id, userId, hash, type: "desinscricao" })).toBe(true);
    expect((await userState(userId)).emailSubscribed).toBe(false);
    expect(await setEmailSubscription(db, { stationId: station.id, userId, hash, type: "inscricao", channel: "profile" })).toBe(true);
    const marketing = (await consentHistory(db, station.id, userId)).filter((e) => e.document === "marketing");
    expect(marketing.map(({ action, channel }) => ({ action, channel }))).toEqual([
      { action: "accepted", channel: "signup" },
      { action: "withdrawn", channel: "email-link" },
      { action: "accepted", channel: "profile" },
    ]);
    expect((await userState(userId)).emailSubscribed).toBe(true);
  });

  it("an account from before the ledger, subscribed by default, gets its evidence when it confirms", async () => {
    const station = await newStation();
    const [legacy] = await db.insert(users).values({ stationId: station.id, email: "antigo@exemplo.com" }).returning({ id: users.id });
    await setMarketingConsent(db, { stationId: station.id, userId: legacy!.id, subscribed: true, channel: "email-link" });
    expect(await consentHistory(db, station.id, legacy!.id)).toMatchObject([{ document: "marketing", action: "accepted" }]);
  });

  it("erasing a member in the console withdraws their marketing consent in the same transaction", async () => {
    const station = await newStation();
    const userId = await signUp(station, "apagar@exemplo.com", { terms: true, regulation: false, marketing: true });
    await db.transaction((tx) => eraseMember(tx, { stationId: station.id, memberId: userId }));
    expect((await consentHistory(db, station.id, userId)).at(-1)).toMatchObject({ document: "marketing", action: "withdrawn", channel: "console" });
  });
});

describe("the ledger", () => {
  it("is append-only: the database refuses UPDATE and DELETE", async () => {
    const station = await newStation();
    const userId = await signUp(station, "prova@exemplo.com");
    const before = await consentHistory(db, station.id, userId);
    /** The database's own message (drizzle wraps it as the cause). */
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => "accepted",
        (error: { message: string; cause?: { message: string } }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(db.update(consents).set({ version: "forjada" }).where(eq(consents.userId, userId)))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(db.delete(consents).where(eq(consents.userId, userId)))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(db.execute(sql`update consents set action = 'withdrawn' where user_id = ${userId}`))).toMatch(/append-only/);
    expect(await consentHistory(db, station.id, userId)).toEqual(before);
  });

  it("is per station: a consent given on station A is invisible and unchangeable from station B", async () => {
    const a = await newStation();
    const b = await newStation();
    const userId = await signUp(a, "de.a@exemplo.com", { terms: true, regulation: false, marketing: true });
    expect(await consentHistory(db, a.id, userId)).toHaveLength(3);
    expect(await consentHistory(db, b.id, userId)).toEqual([]);
    expect(await setMarketingConsent(db, { stationId: b.id, userId, subscribed: false, channel: "profile" })).toBe(false);
    expect(await acceptLegalTexts(db, b, userId, "reacceptance")).toBe(false);
    expect(await setEmailSubscription(db, { stationId: b.id, userId, hash: emailSubscriptionHash(userId), type: "desinscricao" })).toBe(false);
    expect(await consentHistory(db, a.id, userId)).toHaveLength(3);
    expect((await userState(userId)).emailSubscribed).toBe(true);
  });
});
