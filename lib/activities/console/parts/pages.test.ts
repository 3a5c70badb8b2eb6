// The part tabs and the organising screen: owners only (staff and other stations' owners get 404),
// and a tab answers 404 for an activity whose type has no such tab or that belongs to another
// station.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { USER_TYPE_OWNER, USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { activities } from "@/lib/activities/schema";
import { grantRole } from "@/lib/auth/console-roles";
import { getDb, type Db } from "@/lib/db/client";
import { ensureUser, seedDemo } from "@/lib/seed/demo";
import { signInConsoleAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import ContentsTab from "@/app/console/estacoes/[stationId]/atividades/[activityId]/conteudos/page";
import CouponsTab from "@/app/console/estacoes/[stationId]/atividades/[activityId]/cupons/page";
import CourseTab from "@/app/console/estacoes/[stationId]/atividades/[activityId]/curso/page";
import DeliveryTab from "@/app/console/estacoes/[stationId]/atividades/[activityId]/entregas/page";
import InviteRuleTab from "@/app/console/estacoes/[stationId]/atividades/[activityId]/indicacao/page";
import LinkTab from "@/app/console/estacoes/[stationId]/atividades/[activityId]/link/page";
import ProductsTab from "@/app/console/estacoes/[stationId]/atividades/[activityId]/produtos/page";
import PrerequisitesTab from "@/app/console/estacoes/[stationId]/atividades/[activityId]/requisitos/page";
import AgreementTab from "@/app/console/estacoes/[stationId]/atividades/[activityId]/termo/page";
import VideosTab from "@/app/console/estacoes/[stationId]/atividades/[activityId]/videos/page";
import OrganizePage from "@/app/console/estacoes/[stationId]/atividades/organizar/page";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
let demoOwner: number;
let vitrineOwner: number;
let demoStaff: number;
const byType = new Map<number, number>();

type Tab = (props: { params: Promise<{ stationId: string; activityId: string }> }) => Promise<unknown>;
const TABS: [string, Tab, number][] = [
  ["produtos", ProductsTab as Tab, 14],
  ["cupons", CouponsTab as Tab, 3],
  ["curso", CourseTab as Tab, 4],
  ["indicacao", InviteRuleTab as Tab, 1],
  ["conteudos", ContentsTab as Tab, 16],
  ["videos", VideosTab as Tab, 18],
  ["termo", AgreementTab as Tab, 15],
  ["link", LinkTab as Tab, 13],
  ["entregas", DeliveryTab as Tab, 3],
  ["requisitos", PrerequisitesTab as Tab, 16],
];

const outcome = (p: Promise<unknown>) => p.then(() => "rendered", (e: { digest?: string }) => String(e?.digest ?? e));
const props = (stationId: number, activityId: number) => ({ params: Promise.resolve({ stationId: String(stationId), activityId: String(activityId) }) });
const NOT_FOUND = /NEXT_HTTP_ERROR_FALLBACK;404/;

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  demoOwner = await userIdByEmail(db, demo.id, "dono@demo.test");
  vitrineOwner = await ensureUser(db, vitrine.id, vitrine.establishment!.id, { email: "dona@vitrine.test", name: "Dona Vitrine", typeId: USER_TYPE_OWNER });
  await grantRole(db, { userId: vitrineOwner, stationId: vitrine.id, role: "owner" });
  demoStaff = await ensureUser(db, demo.id, demo.establishment!.id, { email: "equipe@demo.test", name: "Equipe Demo", typeId: USER_TYPE_PARTICIPANT });
  await grantRole(db, { userId: demoStaff, stationId: demo.id, role: "staff" });
  for (const typeId of [1, 3, 4, 13, 14, 15, 16, 18]) {
    const [row] = await db.insert(activities).values({ stationId: demo.id, typeId, name: `Página tipo ${typeId}` }).returning({ id: activities.id });
    byType.set(typeId, row!.id);
  }
});

describe("the part tabs", () => {
  it("open for demo's owner on a type that has them, and are not found for a type that has not", async () => {
    await signInConsoleAs(db, demoOwner, demo.id);
    for (const [name, Page, typeId] of TABS) {
      expect(await outcome(Page(props(demo.id, byType.get(typeId)!))), name).toBe("rendered");
      const other = typeId === 13 ? 18 : 13;
      if (name !== "requisitos") expect(await outcome(Page(props(demo.id, byType.get(other)!))), `${name} on type ${other}`).toMatch(NOT_FOUND);
    }
    expect(await outcome(OrganizePage({ params: Promise.resolve({ stationId: String(demo.id) }) }))).toBe("rendered");
  });

  it("are not found for demo's staff, for vitrine's owner on demo, and for demo's activity under vitrine's id", async () => {
    for (const [name, Page, typeId] of TABS) {
      await signInConsoleAs(db, demoStaff, demo.id);
      expect(await outcome(Page(props(demo.id, byType.get(typeId)!))), `${name} as staff`).toMatch(NOT_FOUND);
      await signInConsoleAs(db, vitrineOwner, vitrine.id);
      expect(await outcome(Page(props(demo.id, byType.get(typeId)!))), `${name} by demo's id`).toMatch(NOT_FOUND);
      expect(await outcome(Page(props(vitrine.id, byType.get(typeId)!))), `${name} under vitrine`).toMatch(NOT_FOUND);
    }
    await signInConsoleAs(db, demoStaff, demo.id);
    expect(await outcome(OrganizePage({ params: Promise.resolve({ stationId: String(demo.id) }) }))).toMatch(NOT_FOUND);
  });
});
