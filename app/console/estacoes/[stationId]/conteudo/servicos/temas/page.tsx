// Conteúdo › Áreas de serviço › Temas políticos: the political-union area's themes and the
// members' suggestions.
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listConsoleSuggestions, listConsoleThemes } from "@/lib/services/console/queries";
import { ConsolePage } from "../../../../../_components/console-page";
import { ContentNav } from "../../_components/content-nav";
import { ServicesNav } from "../services-nav";
import { SuggestionList, ThemeManager } from "./theme-manager";

export const metadata: Metadata = { title: "Temas políticos" };

export default async function ThemesPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const db = await getDb();
  const [themes, suggestions] = await Promise.all([listConsoleThemes(db, station.id), listConsoleSuggestions(db, station.id)]);
  const items = themes.map((t) => ({
    id: t.id,
    kind: t.kind,
    title: t.title,
    description: t.description,
    stakeholders: t.stakeholders,
    highlights: t.highlights.map(({ description, position }) => ({ description, position })),
    actions: t.actions.map(({ date, description }) => ({ date, description })),
    processes: t.processes.map(({ identification, court }) => ({ identification, court })),
    createdAt: t.createdAt.toISOString(),
  }));
  return (
    <ConsolePage eyebrow="Conteúdo" title="Áreas de serviço" description="Os temas da área político-sindical: o que está em pauta, o posicionamento da entidade e o que ela fez.">
      <ContentNav stationId={station.id} current="servicos" />
      <ServicesNav stationId={station.id} current="temas" />
      <ThemeManager stationId={station.id} items={items} />
      <SuggestionList stationId={station.id} items={suggestions} />
    </ConsolePage>
  );
}
