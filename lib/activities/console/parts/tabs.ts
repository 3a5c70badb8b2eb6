// Which sub-entity tabs an activity's page has, by type. Client-safe. The activity
// page's tab bar (lib/activities/console/tabs.ts) lists these after its own; each page here answers
// 404 for a type that has no such tab.
import { isInviteType } from "@/lib/activities/types";

export type PartTab = "produtos" | "cupons" | "curso" | "indicacao" | "conteudos" | "videos" | "termo" | "link" | "entregas" | "requisitos";

export const PART_TABS: { slug: PartTab; label: string; has: (typeId: number) => boolean }[] = [
  { slug: "produtos", label: "Produtos", has: (t) => t === 3 || t === 14 },
  { slug: "cupons", label: "Cupons", has: (t) => t === 3 },
  { slug: "curso", label: "Curso presencial", has: (t) => t === 4 },
  { slug: "indicacao", label: "Indicação", has: (t) => isInviteType(t) },
  { slug: "conteudos", label: "Conteúdos", has: (t) => t === 16 },
  { slug: "videos", label: "Vídeos", has: (t) => t === 18 },
  { slug: "termo", label: "Termo de adesão", has: (t) => t === 15 },
  { slug: "link", label: "Link", has: (t) => t === 13 },
  { slug: "entregas", label: "Locais de entrega", has: (t) => t === 3 || t === 14 },
  { slug: "requisitos", label: "Pré-requisitos", has: () => true },
];

export function partTabsFor(typeId: number): { slug: PartTab; label: string }[] {
  return PART_TABS.filter((t) => t.has(typeId)).map(({ slug, label }) => ({ slug, label }));
}

export function hasPartTab(typeId: number, slug: PartTab): boolean {
  return PART_TABS.some((t) => t.slug === slug && t.has(typeId));
}
