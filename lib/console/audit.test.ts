// Auditoria's reading side: filters by who, what and São Paulo day; the export's batches cover the
// filter exactly once, newest first; each entry names its thing (an activity by its current name,
// with its console link) and reads as words in the CSV.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { activities } from "@/lib/activities/schema";
import { getDb, type Db } from "@/lib/db/client";
import { demoConsole } from "@/lib/db/testing/demo-console";
import type { Station } from "@/lib/stations/queries";
import { auditBatches, listAudit, listAuditActors, recordAudit } from "./audit";
import { auditSubjects } from "./audit-subjects";
import { auditDetailsText, auditFilterFrom, auditQueryString } from "./audit-text";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
let owner: number;
let staff: number;
let activity: { id: number; name: string } | undefined;

beforeAll(async () => {
  db = await getDb();
  ({ demo, vitrine, owner, staff } = await demoConsole(db));
  [activity] = await db.select({ id: activities.id, name: activities.name }).from(activities).where(eq(activities.stationId, demo.id)).limit(1);
  // 23:30 in São Paulo on 10/11 is 02:30 UTC on 11/11: the day filter must count it on the 10th.
  const at = (iso: string) => new Date(iso);
  await recordAudit(db, { stationId: demo.id, actorId: owner, action: "activity.update", entity: "activity", entityId: activity!.id, before: { points: 1000 }, after: { points: 1500 } }, at("2026-11-11T02:30:00Z"));
  await recordAudit(db, { stationId: demo.id, actorId: owner, action: "plan.create", entity: "plan", entityId: 9, after: { name: "Ouro", priceCents: 2990 } }, at("2026-11-11T03:30:00Z"));
  await recordAudit(db, { stationId: demo.id, actorId: staff, action: "console.sign-in", entity: "session", after: { role: "staff" } }, at("2026-11-12T12:00:00Z"));
  await recordAudit(db, { stationId: vitrine.id, actorId: owner, action: "plan.create", entity: "plan", entityId: 10, after: { name: "De outra estação" } }, at("2026-11-11T03:00:00Z"));
});

const actions = async (query: Parameters<typeof auditFilterFrom>[0]) =>
  (await listAudit(db, demo.id, 1, 100, auditFilterFrom(query))).entries.filter((e) => e.at.getUTCFullYear() === 2026 && e.at.getUTCMonth() === 10 && e.at.getUTCDate() <= 12).map((e) => e.action);

describe("Auditoria's filters", () => {
  it("by who, by area, and by São Paulo day", async () => {
    expect(await actions({ quem: String(staff) })).toEqual(["console.sign-in"]);
    expect(await actions({ area: "landing" })).toEqual(["plan.create"]);
    expect(await actions({ de: "2026-11-10", ate: "2026-11-10" })).toEqual(["activity.update"]);
    expect(await actions({ de: "2026-11-11", ate: "2026-11-11" })).toEqual(["plan.create"]);
    expect(await actions({ quem: String(owner), de: "2026-11-10", ate: "2026-11-12" })).toEqual(["plan.create", "activity.update"]);
  });

  it("ignores a malformed filter instead of failing, and never shows another station's entries", async () => {
    expect(auditFilterFrom({ quem: "1 or 1=1", area: "tudo", de: "ontem", ate: "2026-13" })).toEqual({ actorId: null, area: null, from: null, to: null });
    const all = (await listAudit(db, demo.id, 1, 1000)).entries;
    expect(all.some((e) => e.after && JSON.stringify(e.after).includes("De outra estação"))).toBe(false);
  });

  it("keeps the filter in the pager's and export's links", () => {
    expect(auditQueryString(auditFilterFrom({ quem: "7", area: "site", de: "2026-11-01" }), { pagina: "2" })).toBe("?quem=7&area=site&de=2026-11-01&pagina=2");
  });

  it("offers as 'Quem' the people who appear in this station's log", async () => {
    const ids = (await listAuditActors(db, demo.id)).map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([owner, staff]));
  });
});

describe("the export", () => {
  it("streams every entry of the filter once, newest first, across batch boundaries", async () => {
    const { total } = await listAudit(db, demo.id);
    const seen: number[] = [];
    for await (const batch of auditBatches(db, demo.id, {}, 2)) seen.push(...batch.map((e) => e.id));
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const ordered = (await listAudit(db, demo.id, 1, total)).entries.map((e) => e.id);
    expect(seen).toEqual(ordered);
  });

  it("writes the changes as words", () => {
    expect(auditDetailsText({ points: 1000 }, { points: 1500 })).toBe("Pontos: 10,00 → 15,00");
    expect(auditDetailsText(null, { name: "Ouro", priceCents: 2990 })).toBe("Nome: Ouro; Preço: R$ 29,90");
  });
});

describe("what an entry was about", () => {
  it("names an activity as it is called now, with its console link, and a plan by the name it recorded", async () => {
    const entries = (await listAudit(db, demo.id, 1, 100, { from: "2026-11-10", to: "2026-11-11" })).entries;
    const subjects = await auditSubjects(db, demo.id, entries);
    const update = entries.find((e) => e.action === "activity.update")!;
    expect(subjects.get(update.id)).toEqual({ name: activity!.name, href: `/estacoes/${demo.id}/atividades/${activity!.id}` });
    const plan = entries.find((e) => e.action === "plan.create")!;
    expect(subjects.get(plan.id)).toEqual({ name: "Ouro", href: `/estacoes/${demo.id}/planos` });
  });
});
