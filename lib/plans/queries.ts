// Public reads of a station's plans (landing section 7 and /planos/{id}).
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { plans } from "./schema";

export interface PublicPlan {
  id: number;
  name: string;
  description: string | null;
  priceCents: number;
  period: "monthly" | "quarterly" | "semiannual" | "yearly" | "once";
  benefits: string[];
  image: string | null;
}

export const PERIOD_LABELS: Record<PublicPlan["period"], string> = {
  monthly: "por mês",
  quarterly: "por trimestre",
  semiannual: "por semestre",
  yearly: "por ano",
  once: "pagamento único",
};

/** The spec's default benefit list, shown when a plan lists none (spec 1 §9). */
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
  priceCents: plans.priceCents,
  period: plans.period,
  benefits: plans.benefits,
  image: plans.image,
};

export async function listPublicPlans(db: DbOrTx, stationId: number): Promise<PublicPlan[]> {
  return db
    .select(columns)
    .from(plans)
    .where(and(eq(plans.stationId, stationId), eq(plans.active, true)))
    .orderBy(asc(plans.position), asc(plans.id));
}

export async function findPublicPlan(db: DbOrTx, stationId: number, id: number): Promise<PublicPlan | null> {
  const [row] = await db
    .select(columns)
    .from(plans)
    .where(and(eq(plans.stationId, stationId), eq(plans.id, id), eq(plans.active, true)))
    .limit(1);
  return row ?? null;
}
