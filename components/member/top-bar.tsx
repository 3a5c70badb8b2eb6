"use client";
// Member top bar: logo, activity search, balance, user menu (with "Sair": a POST to /logout) and, on
// phones, the button that opens the menu sheet.
import { DropdownMenu } from "radix-ui";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import type { StationCurrency } from "@/lib/format";
import { BalanceBadge } from "./balance";
import { NavIcon } from "./nav-icon";
import type { NavItem } from "./nav-items";

export interface MemberTopBarProps {
  logo: React.ReactNode;
  currency: StationCurrency;
  initialBalance: number;
  user: { name: string | null; image: string | null };
  manageItems: NavItem[];
  adminPanelUrl: string | null;
  menuButton: React.ReactNode;
}

export function MemberTopBar({ logo, currency, initialBalance, user, manageItems, adminPanelUrl, menuButton }: MemberTopBarProps) {
  const router = useRouter();
  const [q, setQ] = useState("");
  const logoutForm = useRef<HTMLFormElement>(null);
  const firstName = user.name?.split(" ")[0] ?? "Você";
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1280px] items-center gap-2 px-3 sm:gap-3 sm:px-4 lg:px-6">
        {menuButton}
        <Link href="/homepage" className="shrink-0 rounded-md focus-visible:outline-3" aria-label="Início">
          {logo}
        </Link>
        <form
          role="search"
          className="ml-2 hidden flex-1 md:block"
          onSubmit={(e) => {
            e.preventDefault();
            const term = q.trim();
            router.push(term ? `/homepage/search/${encodeURIComponent(term)}` : "/homepage/search");
          }}
        >
          <label className="relative block max-w-md">
            <span className="sr-only">Buscar atividades</span>
            <svg viewBox="0 0 24 24" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <input
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder="Buscar atividades"
              className="h-10 w-full rounded-full border border-line bg-surface-muted pr-4 pl-9 text-sm text-ink outline-none focus:border-brand-ink focus:bg-white"
            />
          </label>
        </form>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          <Link href="/homepage/search" className="shrink-0 rounded-full p-1.5 text-ink md:hidden" aria-label="Buscar atividades">
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
          </Link>
          <BalanceBadge currency={currency} initial={initialBalance} />
          {adminPanelUrl && (
            <a href={adminPanelUrl} className="hidden rounded-full border border-line px-3 py-1.5 text-sm font-bold text-ink hover:bg-surface-muted sm:inline-flex">
              Acessar Painel
            </a>
          )}
          <DropdownMenu.Root>
            <DropdownMenu.Trigger className="flex shrink-0 items-center gap-2 rounded-full text-sm sm:p-1 sm:pr-2 font-bold text-ink hover:bg-surface-muted focus-visible:outline-3" aria-label="Menu do usuário">
              <Avatar name={user.name} image={user.image} />
              <span className="hidden max-w-[9rem] truncate sm:inline">{firstName}</span>
              <svg viewBox="0 0 24 24" className="hidden size-4 sm:block" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
                <path d="m6 9 6 6 6-6" />
              </svg>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-2xl border border-line bg-white p-2 shadow-xl">
                <DropdownMenu.Label className="px-3 py-2 text-xs font-bold tracking-wide text-ink-muted uppercase">{user.name ?? "Minha conta"}</DropdownMenu.Label>
                {manageItems.map((item) => (
                  <DropdownMenu.Item key={item.href} asChild>
                    <Link href={item.href} className="flex items-center gap-3 rounded-xl px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-surface-muted">
                      <NavIcon name={item.icon} className="size-4 text-ink-muted" />
                      {item.label}
                    </Link>
                  </DropdownMenu.Item>
                ))}
                <DropdownMenu.Separator className="my-1 h-px bg-line" />
                {/* The menu closes on select; the form lives outside it so the post still happens. */}
                <DropdownMenu.Item
                  onSelect={() => logoutForm.current?.submit()}
                  className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm font-bold text-red-700 outline-none data-[highlighted]:bg-red-50"
                >
                  <NavIcon name="logout" className="size-4" />
                  Sair
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
          <form ref={logoutForm} method="post" action="/logout" hidden />
        </div>
      </div>
    </header>
  );
}

function Avatar({ name, image }: { name: string | null; image: string | null }) {
  if (image) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={image} alt="" className="size-9 rounded-full object-cover" />;
  }
  const initials = (name ?? "?")
    .split(" ")
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join("");
  return <span className="flex size-9 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-fg" aria-hidden>{initials}</span>;
}
