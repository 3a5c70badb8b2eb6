"use client";
// The console's side menu and station switcher (client parts: the current path, the dropdown).
import { BanknoteIcon, ChartColumnIcon, CheckIcon, ChevronsUpDownIcon, ContactRoundIcon, CrownIcon, FlagIcon, FolderOpenIcon, HistoryIcon, LayoutDashboardIcon, LayoutTemplateIcon, LifeBuoyIcon, ListChecksIcon, PaletteIcon, ScanLineIcon, ShieldCheckIcon, ShoppingBagIcon, UsersRoundIcon } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import Link from "next/link";
import { usePathname } from "next/navigation";

export interface SwitcherStation {
  id: number;
  name: string;
  roleLabel: string;
}

export function StationSwitcher({ current, stations }: { current: SwitcherStation; stations: SwitcherStation[] }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex min-w-0 items-center gap-2 rounded-xl border border-white/20 px-3 py-1.5 text-left hover:bg-white/10 focus-visible:outline-3"
        aria-label={`Estação: ${current.name}. Trocar de estação`}
      >
        <span className="min-w-0">
          <span className="block text-[11px] font-bold tracking-wide text-slate-400 uppercase">Estação</span>
          <span className="block max-w-[14rem] truncate text-sm font-bold">{current.name}</span>
        </span>
        <ChevronsUpDownIcon className="size-4 shrink-0 text-slate-300" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-64">
          <DropdownMenuLabel>Suas estações</DropdownMenuLabel>
          {stations.map((station) => (
            <DropdownMenuItem key={station.id} asChild>
              <Link
                href={`/estacoes/${station.id}`}
                className="flex items-center gap-3 rounded-xl px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-surface-muted"
                aria-current={station.id === current.id ? "true" : undefined}
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-bold">{station.name}</span>
                  <span className="block text-xs text-ink-muted">{station.roleLabel}</span>
                </span>
                {station.id === current.id && <CheckIcon className="size-4 text-emerald-700" aria-hidden />}
              </Link>
            </DropdownMenuItem>
          ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const ICONS = {
  overview: LayoutDashboardIcon,
  brand: PaletteIcon,
  landing: LayoutTemplateIcon,
  activities: ListChecksIcon,
  plans: CrownIcon,
  content: FolderOpenIcon,
  transfers: BanknoteIcon,
  members: ContactRoundIcon,
  support: LifeBuoyIcon,
  team: UsersRoundIcon,
  audit: HistoryIcon,
  reports: ChartColumnIcon,
  moderation: FlagIcon,
  orders: ShoppingBagIcon,
  door: ScanLineIcon,
  privacy: ShieldCheckIcon,
} as const;

export interface SideItem {
  href: string;
  label: string;
  icon: keyof typeof ICONS;
}

export function SideMenu({ items, soon }: { items: SideItem[]; soon: string[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Seções do painel">
      <ul className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
        {items.map((item) => {
          const Icon = ICONS[item.icon];
          // The overview is the station's root: current only on itself, not on its sub-pages.
          const current = item.icon === "overview" ? pathname === item.href : pathname.startsWith(item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={`flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-bold whitespace-nowrap ${
                  current ? "bg-[#0F172A] text-white" : "text-ink hover:bg-slate-200"
                }`}
              >
                <Icon className="size-4" aria-hidden />
                {item.label}
              </Link>
            </li>
          );
        })}
        {soon.map((label) => (
          <li key={label} className="hidden items-center justify-between gap-3 px-3 py-2.5 text-sm text-slate-600 lg:flex">
            {label}
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-[11px] font-bold text-slate-600">Em breve</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
