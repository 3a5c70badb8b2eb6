import { and, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { establishmentUsers, users } from "@/lib/accounts/schema";
import { verifyPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { brazilianStates, stations } from "@/lib/stations/schema";
import { findStationByKey } from "@/lib/stations/queries";
import { pointsLedger } from "@/lib/wallet/schema";
import { needsLegalConsent } from "@/lib/consents";
import { consents } from "@/lib/consents/schema";
import { DEMO_PASSWORD, seedDemo } from "./demo";

describe("demo seed", () => {
  it("creates both demo stations with their branding and the demo accounts", async () => {
    const db = await getDb();
    await seedDemo(db);

    const demo = await findStationByKey(db, "demo");
    const vitrine = await findStationByKey(db, "vitrine");
    expect(demo).toMatchObject({ name: "Clube Demo", mainBrandColor: "#0057B8", public: false });
    expect(demo?.settings.loginIdentifier).toBe("cpf");
    expect(demo?.flags).toEqual({ feed: true, events: true, files: true, checkout: true, myAccount: true });
    expect(demo?.establishment?.cnpj).toBe("11222333000181");
    expect(vitrine).toMatchObject({ name: "Vitrine Aberta", mainBrandColor: "#C2185B", public: true });
    expect(vitrine?.settings.loginIdentifier).toBe("email");

    const [member] = await db.select().from(users).where(and(eq(users.stationId, demo!.id), eq(users.email, "membro@demo.test")));
    expect(member).toMatchObject({ cpf: "52998224725", typeId: 2, active: true });
    expect(await verifyPassword(DEMO_PASSWORD, member!.passwordHash)).toBe(true);
    expect(await verifyPassword("outra", member!.passwordHash)).toBe(false);

    const [owner] = await db.select().from(users).where(eq(users.email, "dono@demo.test"));
    expect(owner?.typeId).toBe(1);
    const [ownership] = await db.select().from(establishmentUsers).where(eq(establishmentUsers.userId, owner!.id));
    expect(ownership?.role).toBe("owner");

    const [{ balance }] = (await db
      .select({ balance: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::bigint` })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.stationId, demo!.id), eq(pointsLedger.userId, member!.id)))) as [{ balance: number }];
    expect(Number(balance)).toBeGreaterThan(0);

    // Every demo member who can sign in has accepted the texts their station shows: none stops at
    // /termos-atualizados (an erased account has no one to ask).
    for (const station of [demo!, vitrine!]) {
      const members = await db
        .select({ typeId: users.typeId, legalConsentVersion: users.legalConsentVersion })
        .from(users)
        .where(and(eq(users.stationId, station.id), isNull(users.deletedAt)));
      expect(members.length).toBeGreaterThan(0);
      expect(members.filter((m) => needsLegalConsent(station, m))).toEqual([]);
    }
  });

  it("is idempotent and keeps what users changed", async () => {
    const db = await getDb();
    await seedDemo(db);
    // Module seeds add their own accounts and entries; re-seeding must add nothing.
    const counts = async () => [await db.$count(stations), await db.$count(users), await db.$count(pointsLedger), await db.$count(consents)];
    const before = await counts();
    await db.update(stations).set({ name: "Clube Renomeado" }).where(eq(stations.slug, "demo"));
    await seedDemo(db);
    await seedDemo(db);

    expect(await db.$count(stations)).toBe(2);
    expect(await counts()).toEqual(before);
    expect((await findStationByKey(db, "demo"))?.name).toBe("Clube Renomeado");
  });

  it("ships the 27 Brazilian states", async () => {
    const db = await getDb();
    const rows = await db.select().from(brazilianStates);
    expect(rows).toHaveLength(27);
    expect(rows.find((s) => s.abbreviation === "SP")).toMatchObject({ name: "São Paulo", region: "Sudeste" });
  });
});
