// Public reads of a station's plans (landing section 7 and /planos/{id}): the plans not deleted,
// in the station's order, priced after their discount.
import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { plans } from "./schema";

export { publicPeriodLabel } from "./periods";

export interface PublicPlan {
  id: number;
  name: string;
  description: string | null;
  /** What one period costs (amount − discount). */
  priceCents: number;
  days: number;
  benefits: string[];
  image: string | null;
  /** The owner's "Destacar" in the console: this card stands out on the landing. */
  highlighted: boolean;
}

/** The spec's default benefit list, shown when a plan lists none. */
export const DEFAULT_PLAN_BENEFITS = [
  "Muitos participantes",
  "Integrações com sistemas",
  "Mais armazenamento",
  "Suporte 24/7",
  "Especialistas em gestão",
  "Criação de campanhas",
];

const columns = {
  id: plans.id,
  name: plans.name,
  description: plans.description,
  priceCents: sql<number>`greatest(${plans.priceCents} - ${plans.discountCents}, 0)`.mapWith(Number),
  days: plans.days,
  benefits: plans.benefits,
  image: plans.image,
  highlighted: plans.isHighlighted,
};

export async function listPublicPlans(db: DbOrTx, stationId: number): Promise<PublicPlan[]> {
  return db
    .select(columns)
    .from(plans)
    .where(and(eq(plans.stationId, stationId), isNull(plans.deletedAt)))
    .orderBy(asc(plans.position), asc(plans.id));
}

export async function findPublicPlan(db: DbOrTx, stationId: number, id: number): Promise<PublicPlan | null> {
  const [row] = await db
    .select(columns)
    .from(plans)
    .where(and(eq(plans.stationId, stationId), eq(plans.id, id), isNull(plans.deletedAt)))
    .limit(1);
  return row ?? null;
}
