// Demo trophies (rules in lib/seed/demo.ts: create what is missing, never overwrite): one rule
// of each kind on `demo`, tied to its real journey and categories; membro's trophies earned through
// the award path from what the seed gave her (the coupon she bought, a paid order when the payment
// seed has run), already seen; and the e2e suite's own members (e2e/trophies.e2e.ts), who start
// with none: one per Playwright project on demo, and one on vitrine for the lucky numbers.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { categories, journeys, participations } from "@/lib/activities/schema";
import type { Db } from "@/lib/db/client";
import { ensureUser, type DemoContext } from "@/lib/seed/support";
import { orders } from "@/lib/commerce/schema";
import { awardTrophies, type TrophyEvent } from "./award";
import { createTrophyRule, type TrophyRuleInput } from "./rules";
import { memberTrophies, trophyRules } from "./schema";

const img = (name: string) => `/static/demo/trofeus/${name}.svg`;

export const DEMO_TROPHIES = {
  firstPoints: "Primeiros pontos",
  pointsHunter: "Caçador de pontos",
  journey: "Jornada Primeiros passos",
  firstPurchase: "Primeira compra",
  regular: "Cliente da casa",
  ambassador: "Embaixador do clube",
} as const;

/** e2e/trophies.e2e.ts: each project's member earns a trophy; the vitrine one reads the lucky numbers. */
export const TROPHY_E2E_MEMBERS = {
  phone: { email: "trofeus.celular@demo.test", name: "Tales Troféu" },
  desktop: { email: "trofeus.desktop@demo.test", name: "Tereza Troféu" },
  vitrine: { email: "sorte@vitrine.test", name: "Sofia Sorte" },
} as const;

export async function seedTrophiesDemo(db: Db, context: DemoContext): Promise<void> {
  const stationId = context.demo.station.id;
  const [journey] = await db.select({ id: journeys.id }).from(journeys).where(and(eq(journeys.stationId, stationId), eq(journeys.name, "Primeiros passos")));
  const categoryId = async (name: string) =>
    (await db.select({ id: categories.id }).from(categories).where(and(eq(categories.stationId, stationId), eq(categories.name, name))))[0]?.id;
  const earnPoints = await categoryId("Ganhe pontos");
  const shopping = await categoryId("Compras e cupons");

  const rules: TrophyRuleInput[] = [
    { description: DEMO_TROPHIES.firstPurchase, image: img("primeira-compra"), kind: "first_purchase" },
    { description: DEMO_TROPHIES.ambassador, image: img("embaixador"), kind: "invitations_confirmed", threshold: 3 },
  ];
  if (earnPoints) {
    rules.push({ description: DEMO_TROPHIES.firstPoints, image: img("primeiros-pontos"), kind: "category_activities", categoryId: earnPoints, threshold: 1 });
    rules.push({ description: DEMO_TROPHIES.pointsHunter, image: img("cacador-de-pontos"), kind: "category_activities", categoryId: earnPoints, threshold: 5 });
  }
  if (shopping) rules.push({ description: DEMO_TROPHIES.regular, image: img("cliente-da-casa"), kind: "category_activities", categoryId: shopping, threshold: 1 });
  if (journey) rules.push({ description: DEMO_TROPHIES.journey, image: img("jornada"), kind: "journey", journeyId: journey.id });

  const existing = await db.select({ description: trophyRules.description }).from(trophyRules).where(eq(trophyRules.stationId, stationId));
  for (const rule of rules) {
    if (!existing.some((e) => e.description === rule.description)) await createTrophyRule(db, stationId, rule);
  }

  // Membro: what she did, replayed through the award path (it only awards what the rules grant).
  const memberId = context.memberId;
  const done = await db
    .selectDistinct({ activityId: participations.activityId })
    .from(participations)
    .where(and(eq(participations.stationId, stationId), eq(participations.userId, memberId), eq(participations.status, "done")));
  const events: TrophyEvent[] = done.map((d) => ({ kind: "participation", activityId: d.activityId }));
  const [paid] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.stationId, stationId), eq(orders.userId, memberId), inArray(orders.status, ["paid", "partially_refunded", "refunded", "delivered"])))
    .limit(1);
  if (paid) events.push({ kind: "order_paid" });
  await db.transaction(async (tx) => {
    for (const event of events) await awardTrophies(tx, { stationId, userId: memberId, event });
    // Seeded, not news: no toast greets her first page.
    await tx
      .update(memberTrophies)
      .set({ seenAt: new Date() })
      .where(and(eq(memberTrophies.stationId, stationId), eq(memberTrophies.userId, memberId), isNull(memberTrophies.seenAt)));
  });

  for (const member of [TROPHY_E2E_MEMBERS.phone, TROPHY_E2E_MEMBERS.desktop]) {
    await ensureUser(db, stationId, context.demo.establishment.id, { ...member, typeId: USER_TYPE_PARTICIPANT });
  }
  await ensureUser(db, context.vitrine.station.id, context.vitrine.establishment.id, { ...TROPHY_E2E_MEMBERS.vitrine, typeId: USER_TYPE_PARTICIPANT });
}
