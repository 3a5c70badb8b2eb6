import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { establishmentUsers, users, USER_TYPE_OWNER, USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { stationStaff } from "@/lib/console/schema";
import { completeSimple } from "@/lib/activities/commands";
import { listPublicActivities } from "@/lib/activities/public";
import { UserFacingError } from "@/lib/actions/result";
import { storage, storeImage } from "@/lib/adapters/storage";
import { getDb } from "@/lib/db/client";
import { listLandingSections } from "@/lib/content/queries";
import { messages } from "@/lib/validation";
import { getBalance } from "@/lib/wallet/ledger";
import { createStation } from "@/lib/wizard/create-station";
import { INVALID_COLOR_MESSAGE, RESERVED_SLUG_MESSAGE, slugFromName, TAKEN_SLUG_MESSAGE } from "@/lib/stations/create-station-schema";
import { findStationByKey } from "@/lib/stations/queries";
import { establishments, stations } from "@/lib/stations/schema";

// Opening and migrating the per-file database is slow on a busy machine; keep it out of the first test.
beforeAll(async () => {
  await getDb();
}, 180_000);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

async function newOwner(email: string) {
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({ stationId: null, email, typeId: USER_TYPE_OWNER, active: true, name: "Ana Souza" })
    .returning({ id: users.id });
  return row!.id;
}

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UserFacingError) return error.message;
    if (error && typeof error === "object" && "issues" in error) {
      return (error as { issues: { message: string }[] }).issues[0]!.message;
    }
    throw error;
  }
  throw new Error("expected a failure");
}

describe("createStation", () => {
  it("forms the address from the lowercase name without spaces", () => {
    expect(slugFromName("Minha Loja")).toBe("minhaloja");
    expect(slugFromName("  Clube  do Bairro ")).toBe("clubedobairro");
  });

  it("creates establishment, station, membership and moves the owner, all at once", async () => {
    const db = await getDb();
    const ownerId = await newOwner("ana@loja.test");
    const logo = await storeImage("platform", "logo", PNG);
    if (!logo.ok) throw new Error(logo.message);

    const created = await createStation(db, ownerId, { prettyName: "Minha Loja", mainBrandColor: "#e91e63", logoUrl: logo.url, contactMail: "Contato@MinhaLoja.test" });

    expect(created.slug).toBe("minhaloja");
    const station = await findStationByKey(db, "minhaloja");
    // The public contact is the one given in the wizard, never the owner's login e-mail.
    expect(station).toMatchObject({ name: "Minha Loja", mainBrandColor: "#E91E63", contactMail: "contato@minhaloja.test" });
    // The logo is copied into the station's own scope, so its host can serve it; it is the favicon too.
    expect(station!.mainBrandImage).toMatch(new RegExp(`^/files/${created.id}/brand/[a-f0-9]+\\.png$`));
    expect(station!.faviconImage).toBe(station!.mainBrandImage);
    const stored = await storage().get(station!.mainBrandImage!.slice("/files/".length));
    expect(stored?.contentType).toBe("image/png");

    expect(station!.establishment?.id).toBe(created.establishmentId);
    const [owner] = await db.select().from(users).where(eq(users.id, ownerId));
    expect(owner).toMatchObject({ stationId: created.id, typeId: 1 });
    const memberships = await db.select().from(establishmentUsers).where(eq(establishmentUsers.userId, ownerId));
    expect(memberships).toEqual([expect.objectContaining({ stationId: created.id, establishmentId: created.establishmentId, role: "owner" })]);
    // The console knows the creating owner as the station's owner.
    expect(await db.select().from(stationStaff).where(eq(stationStaff.userId, ownerId))).toEqual([
      expect.objectContaining({ stationId: created.id, role: "owner" }),
    ]);
  });

  it("refuses a name that is taken, reserved or not plain letters", async () => {
    const db = await getDb();
    const first = await newOwner("primeiro@loja.test");
    const second = await newOwner("segundo@loja.test");
    await createStation(db, first, { prettyName: "Loja Azul", mainBrandColor: "#0057B8", contactMail: "oi@lojaazul.test" });
    const before = (await db.select({ id: stations.id }).from(stations)).length;

    expect(await failureOf(createStation(db, second, { prettyName: "lojaazul", mainBrandColor: "#0057B8", contactMail: "oi@loja.test" }))).toBe(TAKEN_SLUG_MESSAGE);
    expect(await failureOf(createStation(db, second, { prettyName: "Admin", mainBrandColor: "#0057B8", contactMail: "oi@loja.test" }))).toBe(RESERVED_SLUG_MESSAGE);
    expect(await failureOf(createStation(db, second, { prettyName: "Café Bom", mainBrandColor: "#0057B8", contactMail: "oi@loja.test" }))).toBe(messages.subdomainLetters);
    expect(await failureOf(createStation(db, second, { prettyName: "Loja 24h", mainBrandColor: "#0057B8", contactMail: "oi@loja.test" }))).toBe(messages.subdomainLetters);
    expect(await failureOf(createStation(db, second, { prettyName: "", mainBrandColor: "#0057B8", contactMail: "oi@loja.test" }))).toBe(messages.required);
    // Nothing half-made was left behind by the refusals.
    expect(await db.select({ id: stations.id }).from(stations)).toHaveLength(before);
    expect(await db.select({ id: establishments.id }).from(establishments)).toHaveLength(before);
    const [owner] = await db.select({ stationId: users.stationId }).from(users).where(eq(users.id, second));
    expect(owner!.stationId).toBeNull();
  });

  it("refuses a missing or invalid public contact e-mail and leaves no trace", async () => {
    const db = await getDb();
    const ownerId = await newOwner("semcontato@loja.test");
    expect(await failureOf(createStation(db, ownerId, { prettyName: "Loja Muda", mainBrandColor: "#0057B8", contactMail: "" }))).toBe(messages.required);
    expect(await failureOf(createStation(db, ownerId, { prettyName: "Loja Muda", mainBrandColor: "#0057B8", contactMail: "contato@" }))).toBe(messages.email);
    expect(await findStationByKey(db, "lojamuda")).toBeNull();
  });

  it("gives a new station a starter site: a hero text, how it works, the welcome activity and the support form", async () => {
    const db = await getDb();
    const ownerId = await newOwner("inicio@loja.test");
    const created = await createStation(db, ownerId, { prettyName: "Casa Nova", mainBrandColor: "#2E7D32", contactMail: "fale@casanova.test" });
    const station = await findStationByKey(db, "casanova");
    expect(station!.description).toBeTruthy();

    const sections = await listLandingSections(db, created.id);
    expect(sections.map((s) => s.typeId)).toEqual([4, 5, 8]);
    const howItWorks = sections[0]!;
    expect(howItWorks.title).toBe("Como funciona");
    expect(howItWorks.items.length).toBe(3);
    expect(howItWorks.items.every((i) => i.name && i.description)).toBe(true);
    expect(howItWorks.items[0]!.linkType).toBe("signup");
    // The other demo-less stations keep their own content: nothing was added elsewhere.
    expect(await listLandingSections(db, created.id + 999)).toEqual([]);

    // One welcome activity, public (so the landing's activities section shows it), worth a few points.
    const shown = await listPublicActivities(db, created.id, 12);
    expect(shown).toHaveLength(1);
    const welcome = shown[0]!;
    expect(welcome).toMatchObject({ typeId: 16, name: "Boas-vindas: comece por aqui" });
    expect(welcome.points).toBeGreaterThan(0);

    // A member of the new station completes it once and is paid through the ledger.
    const [member] = await db
      .insert(users)
      .values({ stationId: created.id, email: "fa@casanova.test", typeId: USER_TYPE_PARTICIPANT, active: true, name: "Fã" })
      .returning({ id: users.id });
    const actor = { stationId: created.id, userId: member!.id, activityId: welcome.id, typeIds: [16] };
    const first = await completeSimple(db, { ...actor, nonce: "n1" });
    const again = await completeSimple(db, { ...actor, nonce: "n2" }).catch((error: unknown) => error);
    expect(first.pointsAwarded).toBe(welcome.points);
    expect(await getBalance(db, created.id, member!.id)).toBe(welcome.points);
    expect(again).toBeInstanceOf(Error);
    expect(await getBalance(db, created.id, member!.id)).toBe(welcome.points);
  });

  it("refuses an invalid colour and leaves no trace", async () => {
    const db = await getDb();
    const ownerId = await newOwner("cor@loja.test");
    expect(await failureOf(createStation(db, ownerId, { prettyName: "Loja Cor", mainBrandColor: "vermelho", contactMail: "oi@loja.test" }))).toBe(INVALID_COLOR_MESSAGE);
    expect(await findStationByKey(db, "lojacor")).toBeNull();
  });

  it("creates one station when the owner submits twice", async () => {
    const db = await getDb();
    const ownerId = await newOwner("duplo@loja.test");
    const results = await Promise.allSettled([
      createStation(db, ownerId, { prettyName: "Loja Dupla", mainBrandColor: "#111111", contactMail: "duplo@lojadupla.test" }),
      createStation(db, ownerId, { prettyName: "Loja Dupla B", mainBrandColor: "#111111", contactMail: "duplo@lojadupla.test" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [owner] = await db.select({ stationId: users.stationId }).from(users).where(eq(users.id, ownerId));
    const owned = await db.select({ id: stations.id }).from(stations).where(eq(stations.contactMail, "duplo@lojadupla.test"));
    expect(owned).toEqual([{ id: owner!.stationId }]);
  });
});
