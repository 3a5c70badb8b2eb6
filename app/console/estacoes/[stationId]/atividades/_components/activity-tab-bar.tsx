"use client";
// The activity's tabs as links; the current one is marked for screen readers too.
import Link from "next/link";
import { useSelectedLayoutSegment } from "next/navigation";
import type { ActivityTab } from "@/lib/activities/console/tabs";
import { cn } from "@/lib/utils/cn";

export function ActivityTabBar({ base, tabs }: { base: string; tabs: ActivityTab[] }) {
  const segment = useSelectedLayoutSegment() ?? "";
  return (
    <nav aria-label="Partes da atividade" className="-mx-2 mt-6 overflow-x-auto border-t border-line pt-4">
      <ul className="flex gap-1 px-2">
        {tabs.map((tab) => {
          const current = tab.slug === segment;
          return (
            <li key={tab.slug}>
              <Link
                href={tab.slug ? `${base}/${tab.slug}` : base}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "block rounded-full px-4 py-2 text-sm font-bold whitespace-nowrap transition-colors",
                  current ? "bg-slate-900 text-white" : "text-ink-muted hover:bg-slate-100 hover:text-ink",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
