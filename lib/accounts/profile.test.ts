import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { UserFacingError } from "@/lib/actions/result";
import { getDb } from "@/lib/db/client";
import { stations } from "@/lib/stations/schema";
import { messages } from "@/lib/validation";
import { CPF_TAKEN_MESSAGE, getFirstLoginProfile, saveFirstLoginData, saveFirstLoginPhoto } from "./profile";
import { users } from "./schema";

// Opening and migrating the per-file database is slow on a busy machine; keep it out of the first test.
beforeAll(async () => {
  await getDb();
}, 180_000);

let n = 0;
async function setup(cpf: string | null = null) {
  const db = await getDb();
  const [station] = await db.insert(stations).values({ slug: `perfil${"abcdefghij"[n++]}`, name: "Perfil" }).returning();
  const [user] = await db.insert(users).values({ stationId: station!.id, email: `p${n}@perfil.test`, cpf, name: "Bruno" }).returning();
  return { db, stationId: station!.id, userId: user!.id };
}

const row = async (id: number) => (await (await getDb()).select().from(users).where(eq(users.id, id)))[0]!;

describe("first-login wizard", () => {
  it("saves the personal data, asks CPF only of users without one, and ends the first login", async () => {
    const { db, stationId, userId } = await setup();
    await expect(
      saveFirstLoginData(db, stationId, userId, { cpf: undefined, name: "Bruno Torcedor", birthday: "02/08/1995", stateId: "31" }),
    ).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ["cpf"], message: messages.required })] });
    await saveFirstLoginData(db, stationId, userId, {
      cpf: "111.444.777-35",
      name: "Bruno Torcedor",
      tel: "(31) 9 8765-4321",
      birthday: "02/08/1995",
      stateId: "31",
    });
    expect(await row(userId)).toMatchObject({
      cpf: "11144477735",
      name: "Bruno Torcedor",
      tel: "31987654321",
      birthday: "1995-08-02",
      stateId: 31,
      isFirstLogin: false,
    });
    expect(await getFirstLoginProfile(db, stationId, userId)).toMatchObject({ birthday: "02/08/1995", cpf: "111.444.777-35", tel: "(31) 9 8765-4321" });
  });

  it("refuses an invalid birth date with the spec's text", async () => {
    const { db, stationId, userId } = await setup("52998224725");
    await expect(saveFirstLoginData(db, stationId, userId, { cpf: undefined, name: "Ana", birthday: "31/02/1990", stateId: "35" })).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: messages.brDate })],
    });
    expect((await row(userId)).isFirstLogin).toBe(true);
  });

  it("refuses a CPF that another account of the station holds", async () => {
    const { db, stationId, userId } = await setup();
    await db.insert(users).values({ stationId, email: "outro@perfil.test", cpf: "39053344705" });
    const error = await saveFirstLoginData(db, stationId, userId, { cpf: "390.533.447-05", name: "Ana", birthday: "01/01/1990", stateId: "35" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserFacingError);
    expect((error as UserFacingError).message).toBe(CPF_TAKEN_MESSAGE);
  });

  it("keeps only photos stored for the user's own station; the photo-only variant ends there", async () => {
    const { db, stationId, userId } = await setup();
    await expect(saveFirstLoginPhoto(db, stationId, userId, `/files/${stationId + 100}/avatars/ab.png`, { finish: false })).rejects.toThrow(UserFacingError);
    await expect(saveFirstLoginPhoto(db, stationId, userId, "https://evil.test/x.png", { finish: false })).rejects.toThrow(UserFacingError);
    await saveFirstLoginPhoto(db, stationId, userId, `/files/${stationId}/avatars/ab12.png`, { finish: true });
    expect(await row(userId)).toMatchObject({ image: `/files/${stationId}/avatars/ab12.png`, isFirstLogin: false });
  });
});
