import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { establishmentUsers, users, USER_TYPE_OWNER } from "@/lib/accounts/schema";
import { UserFacingError } from "@/lib/actions/result";
import { storage, storeImage } from "@/lib/adapters/storage";
import { getDb } from "@/lib/db/client";
import { messages } from "@/lib/validation";
import { createStation } from "./create-station";
import { INVALID_COLOR_MESSAGE, RESERVED_SLUG_MESSAGE, slugFromName, TAKEN_SLUG_MESSAGE } from "./create-station-schema";
import { findStationByKey } from "./queries";
import { establishments, stations } from "./schema";

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

    const created = await createStation(db, ownerId, { prettyName: "Minha Loja", mainBrandColor: "#e91e63", logoUrl: logo.url });

    expect(created.slug).toBe("minhaloja");
    const station = await findStationByKey(db, "minhaloja");
    expect(station).toMatchObject({ name: "Minha Loja", mainBrandColor: "#E91E63", contactMail: "ana@loja.test" });
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
  });

  it("refuses a name that is taken, reserved or not plain letters", async () => {
    const db = await getDb();
    const first = await newOwner("primeiro@loja.test");
    const second = await newOwner("segundo@loja.test");
    await createStation(db, first, { prettyName: "Loja Azul", mainBrandColor: "#0057B8" });
    const before = (await db.select({ id: stations.id }).from(stations)).length;

    expect(await failureOf(createStation(db, second, { prettyName: "lojaazul", mainBrandColor: "#0057B8" }))).toBe(TAKEN_SLUG_MESSAGE);
    expect(await failureOf(createStation(db, second, { prettyName: "Admin", mainBrandColor: "#0057B8" }))).toBe(RESERVED_SLUG_MESSAGE);
    expect(await failureOf(createStation(db, second, { prettyName: "Café Bom", mainBrandColor: "#0057B8" }))).toBe(messages.subdomainLetters);
    expect(await failureOf(createStation(db, second, { prettyName: "Loja 24h", mainBrandColor: "#0057B8" }))).toBe(messages.subdomainLetters);
    expect(await failureOf(createStation(db, second, { prettyName: "", mainBrandColor: "#0057B8" }))).toBe(messages.required);
    // Nothing half-made was left behind by the refusals.
    expect(await db.select({ id: stations.id }).from(stations)).toHaveLength(before);
    expect(await db.select({ id: establishments.id }).from(establishments)).toHaveLength(before);
    const [owner] = await db.select({ stationId: users.stationId }).from(users).where(eq(users.id, second));
    expect(owner!.stationId).toBeNull();
  });

  it("refuses an invalid colour and leaves no trace", async () => {
    const db = await getDb();
    const ownerId = await newOwner("cor@loja.test");
    expect(await failureOf(createStation(db, ownerId, { prettyName: "Loja Cor", mainBrandColor: "vermelho" }))).toBe(INVALID_COLOR_MESSAGE);
    expect(await findStationByKey(db, "lojacor")).toBeNull();
  });

  it("creates one station when the owner submits twice", async () => {
    const db = await getDb();
    const ownerId = await newOwner("duplo@loja.test");
    const results = await Promise.allSettled([
      createStation(db, ownerId, { prettyName: "Loja Dupla", mainBrandColor: "#111111" }),
      createStation(db, ownerId, { prettyName: "Loja Dupla B", mainBrandColor: "#111111" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [owner] = await db.select({ stationId: users.stationId }).from(users).where(eq(users.id, ownerId));
    const owned = await db.select({ id: stations.id }).from(stations).where(eq(stations.contactMail, "duplo@loja.test"));
    expect(owned).toEqual([{ id: owner!.stationId }]);
  });
});
