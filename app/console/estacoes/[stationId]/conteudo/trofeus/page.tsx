// Conteúdo › Troféus: the rules that award members trophies.
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listConsoleTrophyRules, trophyTargets } from "@/lib/trophies/console/queries";
import { ConsolePage } from "../../../../_components/console-page";
import { ContentNav } from "../_components/content-nav";
import { TrophyManager } from "./trophy-manager";

export const metadata: Metadata = { title: "Troféus" };

export default async function TrophiesPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const db = await getDb();
  const [rules, targets] = await Promise.all([listConsoleTrophyRules(db, station.id), trophyTargets(db, station.id)]);
  return (
    <ConsolePage eyebrow="Conteúdo" title="Troféus" description="Cada regra dá um troféu ao membro que a cumpre: concluir uma jornada, fazer atividades de uma categoria, a primeira compra ou convites confirmados.">
      <ContentNav stationId={station.id} current="trofeus" />
      <TrophyManager stationId={station.id} rules={rules} journeys={targets.journeys} categories={targets.categories} />
    </ConsolePage>
  );
}
