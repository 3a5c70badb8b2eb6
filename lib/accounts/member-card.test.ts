// The member card and the public validator behind its QR: the card shows the member's name, a
// masked CPF, birth date, establishment and the month's last day, and its QR leads to
// /qr-code-user-validator/{signed value}; the validator says valid only for that value on that
// station while the member may enter, and invalid for a bare id, a forged, expired or other
// station's value, and a suspended or deleted member.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { userIdByEmail } from "@/lib/db/testing/sessions";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { loadMemberCard, maskCpfForCard, memberCardValue } from "./member-card";
import { isValidMemberCard } from "./member-validation";
import { users } from "./schema";

let db: Db;
let demo: Station;
let vitrine: Station;

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
});

const NOW = new Date("2026-11-24T01:30:00Z");
const valueIn = (url: string) => url.slice(url.lastIndexOf("/") + 1);

describe("the member card", () => {
  it("shows the member's data, the month's last day and a QR to the validator with a signed value", async () => {
    const id = await userIdByEmail(db, demo.id, "membro@demo.test");
    await db.update(users).set({ birthday: "1992-07-15" }).where(eq(users.id, id));
    const card = (await loadMemberCard(db, demo, id, NOW))!;
    expect(card).toMatchObject({ name: "Maria Membro", cpf: "***.982.247-**", birthday: "15/07/1992", validUntil: "30/11/2026" });
    expect(card.establishments).toEqual([demo.establishment!.fullSocialName ?? demo.name]);
    expect(card.validationUrl).toMatch(/^https?:\/\/demo\.[^/]+\/qr-code-user-validator\/[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
    expect(valueIn(card.validationUrl)).not.toBe(String(id));
    expect(card.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await isValidMemberCard(db, demo.id, valueIn(card.validationUrl), NOW)).toBe(true);
    // Another station's card cannot be read through this one.
    expect(await loadMemberCard(db, vitrine, id, NOW)).toBeNull();
  });

  it("masks the CPF and shows none when the member has none", () => {
    expect(maskCpfForCard("52998224725")).toBe("***.982.247-**");
    expect(maskCpfForCard(null)).toBeNull();
    expect(maskCpfForCard("123")).toBeNull();
  });
});

describe("the validator", () => {
  it("answers invalid for a bare member id, a forged, expired or other station's value", async () => {
    const id = await userIdByEmail(db, demo.id, "membro@demo.test");
    const value = memberCardValue(demo.id, id, NOW);
    expect(await isValidMemberCard(db, demo.id, value, NOW)).toBe(true);
    expect(await isValidMemberCard(db, demo.id, String(id), NOW)).toBe(false);
    expect(await isValidMemberCard(db, demo.id, `${value.slice(0, -1)}${value.endsWith("A") ? "B" : "A"}`, NOW)).toBe(false);
    expect(await isValidMemberCard(db, demo.id, value, new Date("2026-12-01T03:00:00Z"))).toBe(false);
    expect(await isValidMemberCard(db, vitrine.id, value, NOW)).toBe(false);
    expect(await isValidMemberCard(db, vitrine.id, memberCardValue(vitrine.id, id, NOW), NOW)).toBe(false);
  });

  it.each(["suspenso@demo.test", "excluido@demo.test", "inativo@demo.test", "semvinculo@demo.test"])("answers invalid for %s even with a well-signed value", async (email) => {
    const id = await userIdByEmail(db, demo.id, email);
    expect(await isValidMemberCard(db, demo.id, memberCardValue(demo.id, id, NOW), NOW)).toBe(false);
  });
});
