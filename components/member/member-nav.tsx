"use client";
// Member navigation: a sidebar on wide screens, a sheet behind the menu button on phones, and the
// optional bottom bar with "Descobrir" / "Gerenciar" (setting mobileBottomBar).
import { Dialog } from "radix-ui";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
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

function Sheet({ title, items, trigger, side = "left" }: { title: string; items: NavItem[]; trigger: React.ReactNode; side?: "left" | "bottom" }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          className={cn(
            "fixed z-50 overflow-y-auto bg-white p-4 shadow-xl focus:outline-none",
            side === "left" ? "inset-y-0 left-0 w-72" : "inset-x-0 bottom-0 max-h-[80vh] rounded-t-3xl pb-8",
          )}
        >
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-ink">{title}</Dialog.Title>
            <Dialog.Close className="rounded-full p-2 text-ink hover:bg-surface-muted" aria-label="Fechar menu">
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Navegação da área do participante</Dialog.Description>
          <NavList items={items} onNavigate={() => setOpen(false)} />
          <form method="post" action="/logout">
            <button type="submit" className="mt-4 flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-bold text-red-700 hover:bg-red-50">
              <NavIcon name="logout" />
              Sair
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function MobileMenuButton({ items }: { items: NavItem[] }) {
  return (
    <Sheet
      title="Menu"
      items={items}
      trigger={
        <button type="button" className="rounded-full p-2 text-ink hover:bg-surface-muted lg:hidden" aria-label="Abrir menu">
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
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
      <Sheet title="Descobrir" items={discover} side="bottom" trigger={<button type="button" className={tab}><NavIcon name="activities" />Descobrir</button>} />
      <Sheet title="Gerenciar" items={manage} side="bottom" trigger={<button type="button" className={tab}><NavIcon name="profile" />Gerenciar</button>} />
    </nav>
  );
}
