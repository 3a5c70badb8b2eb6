// The edit-profile dialog's Server Action, called as a browser would (Host header, session cookie):
// blocked members and other stations' sessions are refused by the guard and change nothing; bad
// input answers the form's pt-BR messages and changes nothing; a photo over 1MB is refused both by
// the upload handler and by the command (the handler also takes the wizard's 3MB photos); a
// station with profileReadOnly refuses every save.
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { establishmentUsers, users } from "@/lib/accounts/schema";
import { storeImage } from "@/lib/adapters/storage";
import { MEGABYTE } from "@/lib/adapters/storage/images";
import { DELETED_MESSAGE, NO_ESTABLISHMENT_MESSAGE, SESSION_EXPIRED_MESSAGE, SUSPENDED_MESSAGE } from "@/lib/auth/guard-messages";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { findStationByKey, invalidateStation, type Station } from "@/lib/stations/queries";
import { stations } from "@/lib/stations/schema";
import { messages } from "@/lib/validation";
import { updateProfileAction } from "@/app/s/[station]/homepage/perfil/actions";
import { POST as uploadRoute } from "@/app/s/[station]/files/upload/route";
import { PROFILE_READ_ONLY_MESSAGE, PROFILE_SAVED_MESSAGE } from "./profile-schemas";
import { getMemberProfile, INVALID_IMAGE_MESSAGE } from "./profile";

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

const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};

let counter = 0;
async function newMember(station: Station): Promise<number> {
  const photo = await storeImage(station.id, "profilePhoto", png(2000));
  if (!photo.ok) throw new Error(photo.message);
  const [row] = await db
    .insert(users)
    .values({
      stationId: station.id,
      name: "Carla Perfil",
      email: `perfil${++counter}@${station.slug}.test`,
      birthday: "1990-05-04",
      stateId: 35,
      image: photo.url,
      active: true,
      isFirstLogin: false,
    })
    .returning({ id: users.id });
  await db.insert(establishmentUsers).values({ stationId: station.id, establishmentId: station.establishment!.id, userId: row!.id });
  return row!.id;
}

const profileRow = async (id: number) => {
  const [row] = await db.select({ name: users.name, birthday: users.birthday, stateId: users.stateId, image: users.image }).from(users).where(eq(users.id, id));
  return row!;
};

const input = (image: string, overrides: Record<string, unknown> = {}) => ({ name: "Carla Nova", birthday: "12/03/1988", stateId: "31", image, ...overrides });

describe("updateProfileAction", () => {
  it("saves name, state, birth date and a new photo of this station for the signed-in member", async () => {
    const id = await newMember(demo);
    await signInAs(db, id, demo);
    const photo = await storeImage(demo.id, "profilePhoto", png(MEGABYTE));
    if (!photo.ok) throw new Error(photo.message);
    expect(await updateProfileAction(input(photo.url))).toEqual({ ok: true, data: { message: PROFILE_SAVED_MESSAGE } });
    expect(await profileRow(id)).toEqual({ name: "Carla Nova", birthday: "1988-03-12", stateId: 31, image: photo.url });
    expect(await getMemberProfile(db, demo.id, id)).toMatchObject({ firstName: "Carla", birthday: "12/03/1988", state: "Minas Gerais" });
  });

  it.each([
    ["suspenso@demo.test", SUSPENDED_MESSAGE],
    ["excluido@demo.test", DELETED_MESSAGE],
    ["semvinculo@demo.test", NO_ESTABLISHMENT_MESSAGE],
  ])("refuses %s and changes nothing", async (email, message) => {
    const id = await userIdByEmail(db, demo.id, email);
    const before = await profileRow(id);
    await signInAs(db, id, demo);
    expect(await updateProfileAction(input(before.image ?? "/files/x.png"))).toEqual({ ok: false, message });
    expect(await profileRow(id)).toEqual(before);
  });

  it("refuses another station's session, the apex's and none, and changes nothing", async () => {
    const id = await newMember(demo);
    const before = await profileRow(id);
    for (const station of [vitrine, null]) {
      await signInAs(db, id, station);
      expect(await updateProfileAction(input(before.image!))).toEqual({ ok: false, message: SESSION_EXPIRED_MESSAGE });
    }
    fakeRequest.cookies.clear();
    expect(await updateProfileAction(input(before.image!))).toEqual({ ok: false, message: SESSION_EXPIRED_MESSAGE });
    expect(await profileRow(id)).toEqual(before);
  });

  it("answers bad input with the form's pt-BR messages and changes nothing", async () => {
    const id = await newMember(demo);
    const before = await profileRow(id);
    await signInAs(db, id, demo);
    expect(await updateProfileAction({ name: " ", birthday: "31/02/1990", stateId: "99", image: "" })).toEqual({
      ok: false,
      message: messages.required,
      fieldErrors: { name: messages.required, birthday: messages.brDate, stateId: messages.required, image: messages.required },
    });
    expect(await updateProfileAction("nada")).toMatchObject({ ok: false });
    expect(await profileRow(id)).toEqual(before);
  });

  it("refuses a photo that is not a file of this station", async () => {
    const id = await newMember(demo);
    const before = await profileRow(id);
    const other = await storeImage(vitrine.id, "profilePhoto", png(2000));
    if (!other.ok) throw new Error(other.message);
    await signInAs(db, id, demo);
    for (const image of [other.url, "https://example.com/foto.png", `/files/${demo.id}/avatars/naoexiste.png`]) {
      expect(await updateProfileAction(input(image))).toEqual({ ok: false, message: INVALID_IMAGE_MESSAGE, fieldErrors: { image: INVALID_IMAGE_MESSAGE } });
    }
    expect(await profileRow(id)).toEqual(before);
  });

  it("takes the wizard's photo limit (3MB) and refuses over it with the spec's text", async () => {
    const id = await newMember(demo);
    const before = await profileRow(id);
    await signInAs(db, id, demo);
    const upload = (bytes: number) => {
      const form = new FormData();
      form.append("file", new Blob([png(bytes)], { type: "image/png" }), "foto.png");
      return uploadRoute(new NextRequest("http://demo.localhost:3000/files/upload?purpose=profilePhoto", { method: "POST", body: form }), { params: Promise.resolve({}) });
    };
    const response = await upload(3 * MEGABYTE + 1);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, message: "Erro: Imagem maior que 3MB" });
    expect(await profileRow(id)).toEqual(before);
    // A 2MB photo (the wizard takes it) is a profile photo too: one limit for one picture.
    const taken = await upload(2 * MEGABYTE);
    expect(taken.status).toBe(200);
    const { url } = ((await taken.json()) as { data: { url: string } }).data;
    expect(await updateProfileAction(input(url))).toMatchObject({ ok: true });
    expect(await profileRow(id)).toMatchObject({ image: url });
  });

  it("keeps the current photo as it is, even one the wizard stored larger", async () => {
    const id = await newMember(demo);
    const big = await storeImage(demo.id, "wizardPhoto", png(2 * MEGABYTE));
    if (!big.ok) throw new Error(big.message);
    await db.update(users).set({ image: big.url }).where(eq(users.id, id));
    await signInAs(db, id, demo);
    expect(await updateProfileAction(input(big.url))).toMatchObject({ ok: true });
    expect(await profileRow(id)).toMatchObject({ name: "Carla Nova", image: big.url });
  });

  it("refuses every save on a station whose profile is read-only", async () => {
    const id = await newMember(demo);
    const before = await profileRow(id);
    await db.update(stations).set({ settings: { ...demo.settings, profileReadOnly: true } }).where(eq(stations.id, demo.id));
    invalidateStation(demo);
    try {
      await signInAs(db, id, demo);
      expect(await updateProfileAction(input(before.image!))).toEqual({ ok: false, message: PROFILE_READ_ONLY_MESSAGE });
      expect(await profileRow(id)).toEqual(before);
    } finally {
      await db.update(stations).set({ settings: demo.settings }).where(eq(stations.id, demo.id));
      invalidateStation(demo);
    }
  });
});
