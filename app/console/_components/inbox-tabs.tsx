// The pill tabs above a console list (pending and decided transfers, support messages by status,
// moderation's pending and resolved, the Conteúdo screens): links
// that keep the choice in the address, so a reload or a shared link shows the same list.
import Link from "next/link";
import { cn } from "@/lib/utils/cn";

export interface InboxTab {
  href: string;
  label: string;
  count?: number;
  current: boolean;
}

export function InboxTabs({ label, tabs }: { label: string; tabs: InboxTab[] }) {
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto pb-1">
      <ul className="flex min-w-max gap-2 px-1">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={cn(
                "inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-bold whitespace-nowrap transition-colors",
                tab.current ? "bg-slate-900 text-white" : "bg-white text-ink shadow-sm hover:bg-slate-200",
              )}
            >
              {tab.label}
              {tab.count !== undefined && (
                <span className={cn("rounded-full px-2 py-0.5 text-xs", tab.current ? "bg-white/20" : "bg-slate-100 text-ink-muted")}>{tab.count}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
