"use client";
// Member navigation: a sidebar on wide screens, a sheet behind the menu button on phones, and the
// optional bottom bar with "Descobrir" / "Gerenciar" (setting mobileBottomBar).
import { MenuIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { Sheet, SheetContent, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/utils/cn";
import { NavIcon } from "./nav-icon";
import { isActive, type NavItem } from "./nav-items";

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <ul className="space-y-1">
      {items.map((item) => {
        const active = isActive(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-3",
                active ? "bg-brand-soft text-brand-ink" : "text-ink hover:bg-surface-muted",
              )}
            >
              <NavIcon name={item.icon} />
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function MemberSidebar({ items }: { items: NavItem[] }) {
  const discover = items.filter((i) => i.group === "discover");
  const manage = items.filter((i) => i.group === "manage");
  return (
    <nav aria-label="Menu principal" className="sticky top-20 hidden w-60 shrink-0 self-start lg:block">
      <p className="px-3 pb-2 text-xs font-bold tracking-wide text-ink-muted uppercase">Descobrir</p>
      <NavList items={discover} />
      <p className="px-3 pt-6 pb-2 text-xs font-bold tracking-wide text-ink-muted uppercase">Gerenciar</p>
      <NavList items={manage} />
    </nav>
  );
}

function NavSheet({ title, items, trigger, side = "left" }: { title: string; items: NavItem[]; trigger: React.ReactNode; side?: "left" | "bottom" }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side={side} title={title} description="Navegação da área do participante" closeLabel="Fechar menu">
        <NavList items={items} onNavigate={() => setOpen(false)} />
        <form method="post" action="/logout">
          <button type="submit" className="mt-4 flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-bold text-red-700 hover:bg-red-50">
            <NavIcon name="logout" />
            Sair
          </button>
        </form>
      </SheetContent>
    </Sheet>
  );
}

export function MobileMenuButton({ items }: { items: NavItem[] }) {
  return (
    <NavSheet
      title="Menu"
      items={items}
      trigger={
        <button type="button" className="rounded-full p-2 text-ink hover:bg-surface-muted lg:hidden" aria-label="Abrir menu">
          <MenuIcon className="size-6" aria-hidden />
        </button>
      }
    />
  );
}

export function MobileBottomBar({ items }: { items: NavItem[] }) {
  const discover = items.filter((i) => i.group === "discover");
  const manage = items.filter((i) => i.group === "manage");
  const tab = "flex flex-1 flex-col items-center gap-1 py-2 text-xs font-bold text-ink";
  return (
    <nav aria-label="Atalhos" className="fixed inset-x-0 bottom-0 z-30 flex border-t border-line bg-white pb-[env(safe-area-inset-bottom)] lg:hidden">
      <NavSheet title="Descobrir" items={discover} side="bottom" trigger={<button type="button" className={tab}><NavIcon name="activities" />Descobrir</button>} />
      <NavSheet title="Gerenciar" items={manage} side="bottom" trigger={<button type="button" className={tab}><NavIcon name="profile" />Gerenciar</button>} />
    </nav>
  );
}
