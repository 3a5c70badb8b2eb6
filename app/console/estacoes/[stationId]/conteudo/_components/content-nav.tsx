// The Conteúdo section's own menu: the hub and one screen per module.
import Link from "next/link";
import { cn } from "@/lib/utils/cn";

export const CONTENT_SCREENS = [
  { slug: "", label: "Visão geral" },
  { slug: "noticias", label: "Notícias" },
  { slug: "downloads", label: "Downloads" },
  { slug: "agenda", label: "Agenda" },
  { slug: "servicos", label: "Áreas de serviço" },
  { slug: "combustivel", label: "Clube de combustível" },
  { slug: "trofeus", label: "Troféus" },
] as const;

export function ContentNav({ stationId, current }: { stationId: number; current: (typeof CONTENT_SCREENS)[number]["slug"] }) {
  return (
    <nav aria-label="Conteúdo" className="-mx-1 overflow-x-auto pb-1">
      <ul className="flex min-w-max gap-2 px-1">
        {CONTENT_SCREENS.map((s) => (
          <li key={s.slug}>
            <Link
              href={`/estacoes/${stationId}/conteudo${s.slug ? `/${s.slug}` : ""}`}
              aria-current={s.slug === current ? "page" : undefined}
              className={cn(
                "inline-flex h-10 items-center rounded-full px-4 text-sm font-bold whitespace-nowrap transition-colors",
                s.slug === current ? "bg-slate-900 text-white" : "bg-white text-ink shadow-sm hover:bg-slate-200",
              )}
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
