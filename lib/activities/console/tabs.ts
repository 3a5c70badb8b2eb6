// The tab bar of an activity's console page (app/console/estacoes/[stationId]/atividades/[activityId]/layout.tsx).
// Each entry is a sub-route of the activity: "" is the main form, "pesquisa" the research of the
// quiz-like types; the sub-entity tabs come from the parts registry (parts/tabs.ts), which their
// pages also ask for a 404. Client-safe: no server imports.
import { partTabsFor } from "./parts/tabs";

export type ActivityTab = { slug: string; label: string };

/** Types whose body is a research (quizzes, surveys, polls, checklists, personality test). */
export const isResearchType = (typeId: number): boolean => typeId >= 6 && typeId <= 12;

export function activityTabs(typeId: number): ActivityTab[] {
  const tabs: ActivityTab[] = [{ slug: "", label: "Geral" }];
  if (isResearchType(typeId)) tabs.push({ slug: "pesquisa", label: typeId === 6 || typeId === 10 || typeId === 11 ? "Perguntas e resultados" : "Perguntas" });
  return [...tabs, ...partTabsFor(typeId)];
}
