// The sub-menu of "Marca e dados": one link per screen, the current one marked. Every screen of
// the section renders it, with the section's one toaster.
import Link from "next/link";
import { cn } from "@/lib/utils/cn";

const TABS = [
  { slug: "", label: "Marca" },
  { slug: "/dados", label: "Dados da estação" },
  { slug: "/acesso", label: "Acesso e recursos" },
  { slug: "/textos-legais", label: "Textos legais" },
] as const;

export type MarcaTab = (typeof TABS)[number]["slug"];

export function MarcaTabs({ stationId, current }: { stationId: number; current: MarcaTab }) {
  return (
    <>
      <nav aria-label="Telas de marca e dados" className="-mt-2 overflow-x-auto">
        <ul className="inline-flex gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-line">
          {TABS.map((tab) => {
            const active = tab.slug === current;
            return (
              <li key={tab.slug}>
                <Link
                  href={`/estacoes/${stationId}/marca${tab.slug}`}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex min-h-10 items-center rounded-full px-4 py-2 text-sm font-bold whitespace-nowrap transition-colors",
                    active ? "bg-[#0F172A] text-white" : "text-ink-muted hover:bg-slate-100 hover:text-ink",
                  )}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
