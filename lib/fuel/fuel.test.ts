// The fuel club called as a browser would (Host header, session cookie) and directly: a member
// generates one voucher per option; a repeat answers the same voucher; the option's stock, the
// campaign's window and another campaign's option are refused with their pt-BR message; blocked
// members, another station's session and a station without the club change nothing. The seed turns
// the club on for demo only. The counter reads and marks a fuel voucher on the validation page.
import { count, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { establishmentUsers, users } from "@/lib/accounts/schema";
import { DELETED_MESSAGE, INACTIVE_MESSAGE, NO_ESTABLISHMENT_MESSAGE, SESSION_EXPIRED_MESSAGE, SUSPENDED_MESSAGE } from "@/lib/auth/guard-messages";
import { findCode, validateCode } from "@/lib/commerce/validation";
import { getDb, type Db } from "@/lib/db/client";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { seedDemo } from "@/lib/seed/demo";
import { isFeatureOn } from "@/lib/stations/features";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { wireFeaturePorts } from "@/lib/startup/feature-ports";
import { generateFuelVoucherAction } from "./actions";
import { MSG_FUEL_CLUB_OFF } from "./member-pages";
import { fuelCampaignOptions, fuelCampaigns, fuelVouchers } from "./schema";
import { FUEL_E2E_MEMBERS } from "./seed";
import { MSG_ALREADY_GENERATED, MSG_CAMPAIGN_UNAVAILABLE, MSG_OPTION_REQUIRED, MSG_OPTION_SOLD_OUT } from "./texts";
import { generateFuelVoucher, listMemberFuelVouchers, listOpenCampaigns } from "./vouchers";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;

beforeAll(async () => {
  wireFeaturePorts(); // as the server's start does: fuel vouchers are a code kind of the counter
  db = await getDb();
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
});

afterEach(() => {
  fakeRequest.host = "demo.localhost:3000";
  fakeRequest.cookies.clear();
});

let counter = 0;
async function newMember(station: Station): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ stationId: station.id, name: "Motorista Teste", email: `motorista${++counter}@${station.slug}.test`, cpf: null, active: true, isFirstLogin: false })
    .returning({ id: users.id });
  await db.insert(establishmentUsers).values({ stationId: station.id, establishmentId: station.establishment!.id, userId: row!.id });
  return row!.id;
}

async function makeCampaign(
  station: Station,
  options: { stock?: number | null; startsAt?: Date; endsAt?: Date | null; active?: boolean } = {},
): Promise<{ campaignId: number; optionIds: number[] }> {
  const [c] = await db
    .insert(fuelCampaigns)
    .values({
      stationId: station.id,
      name: `Campanha ${++counter}`,
      description: "Teste",
      startsAt: options.startsAt ?? new Date(Date.now() - 86_400_000),
      endsAt: options.endsAt === undefined ? new Date(Date.now() + 86_400_000) : options.endsAt,
      voucherValidityDays: 10,
      active: options.active ?? true,
    })
    .returning({ id: fuelCampaigns.id });
  const rows = await db
    .insert(fuelCampaignOptions)
    .values([
      { stationId: station.id, campaignId: c!.id, fuelType: "Gasolina comum", volumeMl: 20_000, valueCents: 12_000, stock: options.stock ?? null, position: 0 },
      { stationId: station.id, campaignId: c!.id, fuelType: "Etanol", volumeMl: 15_500, valueCents: 9_000, stock: options.stock ?? null, position: 1 },
    ])
    .returning({ id: fuelCampaignOptions.id });
  return { campaignId: c!.id, optionIds: rows.map((r) => r.id) };
}

const voucherCount = async () => (await db.select({ n: count() }).from(fuelVouchers))[0]!.n;

describe("the seed", () => {
  it("turns the club on for demo only, with two open campaigns; Maria holds one voucher, the e2e members none", async () => {
    expect(isFeatureOn(demo, "fuelClub")).toBe(true);
    expect(isFeatureOn(vitrine, "fuelClub")).toBe(false);
    // Its other settings are kept.
    expect(demo.settings.loginIdentifier).toBe("cpf");
    expect(demo.settings.enterprisePlanCard).toBe(true);
    const maria = await userIdByEmail(db, demo.id, "membro@demo.test");
    const campaigns = await listOpenCampaigns(db, demo.id, maria);
    expect(campaigns.map((c) => c.name)).toEqual(["Abastece Demo", "Pé na estrada"]);
    expect(campaigns[0]!.options.map((o) => [o.fuelType, o.volumeMl, o.valueCents])).toEqual([
      ["Gasolina comum", 20_000, 12_000],
      ["Etanol", 20_000, 9_000],
    ]);
    const held = await listMemberFuelVouchers(db, demo.id, maria);
    expect(held.map((v) => [v.campaignName, v.fuelType])).toEqual([["Abastece Demo", "Gasolina comum"]]);
    expect(campaigns[0]!.options[0]!.voucherId).toBe(held[0]!.id);
    for (const m of [FUEL_E2E_MEMBERS.phone, FUEL_E2E_MEMBERS.desktop]) expect(await listMemberFuelVouchers(db, demo.id, await userIdByEmail(db, demo.id, m.email))).toEqual([]);
    expect(await listOpenCampaigns(db, vitrine.id, maria)).toEqual([]);
    // Running it again creates nothing more.
    const before = await voucherCount();
    await seedDemo(db);
    expect(await voucherCount()).toBe(before);
    expect(await db.select({ n: count() }).from(fuelCampaigns).where(eq(fuelCampaigns.stationId, demo.id))).toEqual([{ n: 2 }]);
  });
});

describe("Gerar Voucher through its Server Action", () => {
  it("generates a voucher for the chosen option with its QR; a second click answers the same voucher and writes nothing", async () => {
    const { campaignId, optionIds } = await makeCampaign(demo);
    const member = await newMember(demo);
    await signInAs(db, member, demo);
    const first = await generateFuelVoucherAction({ campaignId, optionId: String(optionIds[1]) });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.data.created).toBe(true);
    expect(first.data.voucher).toMatchObject({ fuelType: "Etanol", volumeMl: 15_500, valueCents: 9_000 });
    expect(first.data.voucher.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.data.voucher.qr.url).toBe(`http://demo.localhost:3000/validar/${first.data.voucher.code}`);
    expect(first.data.voucher.qr.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const days = (Date.parse(first.data.voucher.validUntil) - Date.parse(first.data.voucher.issuedAt)) / 86_400_000;
    expect(days).toBe(10);

    const before = await voucherCount();
    const again = await generateFuelVoucherAction({ campaignId, optionId: optionIds[1]! });
    expect(again).toMatchObject({ ok: true, data: { created: false, voucher: { id: first.data.voucher.id } } });
    expect(await voucherCount()).toBe(before);
    // The other option of the same campaign is its own voucher.
    expect(await generateFuelVoucherAction({ campaignId, optionId: optionIds[0]! })).toMatchObject({ ok: true, data: { created: true } });
    expect((await listMemberFuelVouchers(db, demo.id, member)).map((v) => v.fuelType).sort()).toEqual(["Etanol", "Gasolina comum"]);
    expect(MSG_ALREADY_GENERATED).toContain("Meus Vouchers");
  });

  it("an option is required; an option of another campaign, a closed campaign or a sold-out option is refused, nothing written", async () => {
    const { campaignId, optionIds } = await makeCampaign(demo, { stock: 1 });
    const other = await makeCampaign(demo);
    const closed = await makeCampaign(demo, { endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - 86_400_000) });
    const future = await makeCampaign(demo, { startsAt: new Date(Date.now() + 86_400_000), endsAt: null });
    const off = await makeCampaign(demo, { active: false });
    const member = await newMember(demo);
    await signInAs(db, member, demo);
    const before = await voucherCount();
    expect(await generateFuelVoucherAction({ campaignId, optionId: "" })).toEqual({ ok: false, message: MSG_OPTION_REQUIRED, fieldErrors: { optionId: MSG_OPTION_REQUIRED } });
    expect(await generateFuelVoucherAction({ campaignId } as never)).toMatchObject({ ok: false, message: MSG_OPTION_REQUIRED });
    expect(await generateFuelVoucherAction({ campaignId, optionId: other.optionIds[0]! })).toEqual({ ok: false, message: MSG_CAMPAIGN_UNAVAILABLE });
    for (const c of [closed, future, off]) {
      expect(await generateFuelVoucherAction({ campaignId: c.campaignId, optionId: c.optionIds[0]! })).toEqual({ ok: false, message: MSG_CAMPAIGN_UNAVAILABLE });
    }
    expect(await voucherCount()).toBe(before);

    // Stock 1: the first member takes it, the next is told it ran out.
    expect(await generateFuelVoucherAction({ campaignId, optionId: optionIds[0]! })).toMatchObject({ ok: true });
    await signInAs(db, await newMember(demo), demo);
    expect(await generateFuelVoucherAction({ campaignId, optionId: optionIds[0]! })).toEqual({ ok: false, message: MSG_OPTION_SOLD_OUT });
    expect(await voucherCount()).toBe(before + 1);
    const view = await listOpenCampaigns(db, demo.id, member);
    expect(view.find((c) => c.id === campaignId)!.options.map((o) => o.remaining)).toEqual([0, 1]);
    expect(view.some((c) => [closed, future, off].some((x) => x.campaignId === c.id))).toBe(false);
  });

  it.each([
    ["suspenso@demo.test", SUSPENDED_MESSAGE],
    ["excluido@demo.test", DELETED_MESSAGE],
    ["inativo@demo.test", INACTIVE_MESSAGE],
    ["semvinculo@demo.test", NO_ESTABLISHMENT_MESSAGE],
  ])("refuses %s and writes nothing", async (email, message) => {
    const { campaignId, optionIds } = await makeCampaign(demo);
    await signInAs(db, await userIdByEmail(db, demo.id, email), demo);
    const before = await voucherCount();
    expect(await generateFuelVoucherAction({ campaignId, optionId: optionIds[0]! })).toEqual({ ok: false, message });
    expect(await voucherCount()).toBe(before);
  });

  it("refuses another station's session and no session; on a station without the club it is refused too", async () => {
    const { campaignId, optionIds } = await makeCampaign(demo);
    const before = await voucherCount();
    const demoMember = await newMember(demo);
    await signInAs(db, demoMember, vitrine);
    expect(await generateFuelVoucherAction({ campaignId, optionId: optionIds[0]! })).toEqual({ ok: false, message: SESSION_EXPIRED_MESSAGE });
    fakeRequest.cookies.clear();
    expect(await generateFuelVoucherAction({ campaignId, optionId: optionIds[0]! })).toEqual({ ok: false, message: SESSION_EXPIRED_MESSAGE });

    // A vitrine member on vitrine's host: the club is off there, whatever ids are sent.
    const vitrineCampaign = await makeCampaign(vitrine);
    fakeRequest.host = "vitrine.localhost:3000";
    await signInAs(db, await newMember(vitrine), vitrine);
    expect(await generateFuelVoucherAction({ campaignId: vitrineCampaign.campaignId, optionId: vitrineCampaign.optionIds[0]! })).toEqual({ ok: false, message: MSG_FUEL_CLUB_OFF });
    expect(await generateFuelVoucherAction({ campaignId, optionId: optionIds[0]! })).toEqual({ ok: false, message: MSG_FUEL_CLUB_OFF });
    expect(await voucherCount()).toBe(before);
  });

  it("a demo option cannot be generated through another station even directly", async () => {
    const { campaignId, optionIds } = await makeCampaign(demo);
    const vitrineMember = await newMember(vitrine);
    await expect(generateFuelVoucher(db, { stationId: vitrine.id, userId: vitrineMember, campaignId, optionId: optionIds[0]! })).rejects.toThrow(MSG_CAMPAIGN_UNAVAILABLE);
  });
});

describe("the fuel voucher at the counter", () => {
  it("its code opens the validation page as a fuel voucher; the owner marks it used once; an expired one cannot be", async () => {
    const { campaignId, optionIds } = await makeCampaign(demo, { startsAt: new Date(Date.now() - 30 * 86_400_000) });
    const member = await newMember(demo);
    const { voucher } = await generateFuelVoucher(db, { stationId: demo.id, userId: member, campaignId, optionId: optionIds[0]! });
    const lookup = await findCode(db, demo.id, voucher.code.toLowerCase());
    expect(lookup).toMatchObject({ kind: "fuel", state: "valid", title: voucher.campaignName, holderFirstName: "Motorista", items: [{ name: "Gasolina comum · 20 L · R$ 120,00", quantity: 1 }] });
    expect(await findCode(db, vitrine.id, voucher.code)).toBeNull();

    const owner = await userIdByEmail(db, demo.id, "dono@demo.test");
    const marks = await Promise.all([1, 2, 3].map(() => validateCode(db, { stationId: demo.id, code: voucher.code, ownerId: owner })));
    expect(marks.map((m) => m.outcome).sort()).toEqual(["already", "already", "validated"]);
    expect(marks[0]!.lookup.state).toBe("used");
    const [row] = await db.select({ usedAt: fuelVouchers.usedAt }).from(fuelVouchers).where(eq(fuelVouchers.id, voucher.id));
    expect(row!.usedAt).not.toBeNull();
    expect((await listMemberFuelVouchers(db, demo.id, member))[0]!.usedAt).not.toBeNull();

    const { voucher: old } = await generateFuelVoucher(db, { stationId: demo.id, userId: member, campaignId, optionId: optionIds[1]! }, () => new Date(Date.now() - 11 * 86_400_000));
    expect(await findCode(db, demo.id, old.code)).toMatchObject({ kind: "fuel", state: "unavailable", statusLabel: "Vencido" });
    await expect(validateCode(db, { stationId: demo.id, code: old.code, ownerId: owner })).rejects.toThrow("vencido");
    // Only the station's owner marks it.
    await expect(validateCode(db, { stationId: demo.id, code: old.code, ownerId: member })).rejects.toThrow("Somente o responsável");
  });
});

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "");

describe.runIf(onPostgres)("under concurrency (PostgreSQL)", () => {
  it("10 concurrent clicks of one member make exactly one voucher, and every click gets that voucher", async () => {
    const { campaignId, optionIds } = await makeCampaign(demo, { stock: 5 });
    const member = await newMember(demo);
    await signInAs(db, member, demo);
    const results = await Promise.all(Array.from({ length: 10 }, () => generateFuelVoucherAction({ campaignId, optionId: optionIds[0]! })));
    expect(results.every((r) => r.ok)).toBe(true);
    const ids = new Set(results.map((r) => (r.ok ? r.data.voucher.id : 0)));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.ok && r.data.created)).toHaveLength(1);
    expect(await db.select({ n: count() }).from(fuelVouchers).where(eq(fuelVouchers.optionId, optionIds[0]!))).toEqual([{ n: 1 }]);

    // And straight at the command, ten at once for another option.
    const direct = await Promise.all(Array.from({ length: 10 }, () => generateFuelVoucher(db, { stationId: demo.id, userId: member, campaignId, optionId: optionIds[1]! })));
    expect(new Set(direct.map((r) => r.voucher.id)).size).toBe(1);
    expect(direct.filter((r) => r.created)).toHaveLength(1);
  });

  it("40 members racing for an option with 7 vouchers get exactly 7; the others are told it ran out", async () => {
    // Fewer than the pool's 10 connections: the first ten transactions run side by side.
    const { campaignId, optionIds } = await makeCampaign(demo, { stock: 7 });
    const members = await Promise.all(Array.from({ length: 40 }, () => newMember(demo)));
    // Each member clicks twice at once, too (every member once, then every member again).
    const calls = [0, 1].flatMap(() => members.map((userId) => generateFuelVoucher(db, { stationId: demo.id, userId, campaignId, optionId: optionIds[0]! })));
    const results = await Promise.allSettled(calls);
    const created = results.filter((r) => r.status === "fulfilled" && r.value.created);
    expect(created).toHaveLength(7);
    const reasons = new Set(results.flatMap((r) => (r.status === "rejected" ? [(r.reason as Error).message] : [])));
    expect([...reasons]).toEqual([MSG_OPTION_SOLD_OUT]);
    const [issued] = await db.select({ n: count() }).from(fuelVouchers).where(eq(fuelVouchers.optionId, optionIds[0]!));
    expect(issued!.n).toBe(7);
    const holders = await db.selectDistinct({ userId: fuelVouchers.userId }).from(fuelVouchers).where(eq(fuelVouchers.optionId, optionIds[0]!));
    expect(holders).toHaveLength(7);
  });
});
