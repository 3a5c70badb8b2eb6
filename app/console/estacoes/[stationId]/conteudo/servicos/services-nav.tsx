// The service areas' own sub-menu: settings, appointments, processes, political themes.
import Link from "next/link";
import { cn } from "@/lib/utils/cn";

const PAGES = [
  { slug: "", label: "Configuração das áreas" },
  { slug: "agendamentos", label: "Agendamentos" },
  { slug: "processos", label: "Processos" },
  { slug: "temas", label: "Temas políticos" },
] as const;

export function ServicesNav({ stationId, current }: { stationId: number; current: (typeof PAGES)[number]["slug"] }) {
  return (
    <nav aria-label="Áreas de serviço" className="flex flex-wrap gap-x-5 gap-y-2 border-b border-slate-300">
      {PAGES.map((p) => (
        <Link
          key={p.slug}
          href={`/estacoes/${stationId}/conteudo/servicos${p.slug ? `/${p.slug}` : ""}`}
          aria-current={p.slug === current ? "page" : undefined}
          className={cn("-mb-px border-b-2 pb-2 text-sm font-bold", p.slug === current ? "border-slate-900 text-ink" : "border-transparent text-ink-muted hover:text-ink")}
        >
          {p.label}
        </Link>
      ))}
    </nav>
  );
}
