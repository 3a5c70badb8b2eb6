import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { stations } from "@/lib/stations/schema";
import { emailSubscriptionHash, emailSubscriptionPath, isValidSubscriptionHash, setEmailSubscription } from "./email-subscription";
import { users } from "./schema";

// Opening and migrating the per-file database is slow on a busy machine; keep it out of the first test.
beforeAll(async () => {
  await getDb();
}, 180_000);

let run = 0;

async function setup() {
  const db = await getDb();
  const tag = "abcdefghij"[run++]!;
  const [a, b] = await db
    .insert(stations)
    .values([{ slug: `assina${tag}`, name: "Assina" }, { slug: `outra${tag}`, name: "Outra" }])
    .returning();
  const [user] = await db.insert(users).values({ stationId: a!.id, email: "leitor@assina.test" }).returning();
  return { db, stationId: a!.id, otherStationId: b!.id, userId: user!.id };
}

const subscribed = async (userId: number) =>
  (await (await getDb()).select({ s: users.emailSubscribed }).from(users).where(eq(users.id, userId)))[0]!.s;

describe("e-mail subscription links", () => {
  it("hash is stable per user, differs between users and only its own verifies", () => {
    expect(emailSubscriptionHash(42)).toBe(emailSubscriptionHash(42));
    expect(emailSubscriptionHash(42)).not.toBe(emailSubscriptionHash(43));
    expect(isValidSubscriptionHash(42, emailSubscriptionHash(42))).toBe(true);
    expect(isValidSubscriptionHash(43, emailSubscriptionHash(42))).toBe(false);
    expect(isValidSubscriptionHash(42, "x")).toBe(false);
    expect(emailSubscriptionPath("desinscricao", 42)).toBe(`/email/desinscricao/42/${emailSubscriptionHash(42)}`);
  });

  it("unsubscribes and subscribes again with a valid link", async () => {
    const { db, stationId, userId } = await setup();
    const hash = emailSubscriptionHash(userId);
    expect(await setEmailSubscription(db, { stationId, userId, hash, type: "desinscricao" })).toBe(true);
    expect(await subscribed(userId)).toBe(false);
    expect(await setEmailSubscription(db, { stationId, userId, hash, type: "inscricao" })).toBe(true);
    expect(await subscribed(userId)).toBe(true);
  });

  it("refuses a forged hash and another station's host", async () => {
    const { db, stationId, otherStationId, userId } = await setup();
    expect(await setEmailSubscription(db, { stationId, userId, hash: emailSubscriptionHash(userId + 1), type: "desinscricao" })).toBe(false);
    expect(await setEmailSubscription(db, { stationId: otherStationId, userId, hash: emailSubscriptionHash(userId), type: "desinscricao" })).toBe(false);
    expect(await subscribed(userId)).toBe(true);
  });
});
