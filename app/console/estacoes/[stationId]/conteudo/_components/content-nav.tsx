// The Conteúdo section's own menu: the hub and one screen per module.
import { InboxTabs } from "../../../../_components/inbox-tabs";

export const CONTENT_SCREENS = [
  { slug: "", label: "Visão geral" },
  { slug: "noticias", label: "Notícias" },
  { slug: "downloads", label: "Downloads" },
  { slug: "agenda", label: "Agenda" },
  { slug: "servicos", label: "Áreas de serviço" },
  { slug: "combustivel", label: "Clube de combustível" },
  { slug: "trofeus", label: "Troféus" },
  { slug: "quizzes", label: "Quizzes" },
] as const;

export function ContentNav({ stationId, current }: { stationId: number; current: (typeof CONTENT_SCREENS)[number]["slug"] }) {
  return (
    <InboxTabs
      label="Conteúdo"
      tabs={CONTENT_SCREENS.map((s) => ({ href: `/estacoes/${stationId}/conteudo${s.slug ? `/${s.slug}` : ""}`, label: s.label, current: s.slug === current }))}
    />
  );
}
