"use client";
// Member top bar: logo, activity search, balance, user menu (with "Sair": a POST to /logout) and, on
// phones, the button that opens the menu sheet.
import { ChevronDownIcon, LayoutDashboardIcon, SearchIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useTransition } from "react";
import { toast } from "sonner";
import { openConsoleFromStationAction } from "@/lib/console/actions";
import { SearchInput } from "@/components/ui/search-input";
import type { StationCurrency } from "@/lib/format";
import { Avatar } from "./avatar";
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

/** "Acessar Painel": asks the server for a single-use sign-on link and goes there (a click, never a prefetch, mints one). */
function useOpenConsole() {
  const [pending, startTransition] = useTransition();
  const open = () =>
    startTransition(async () => {
      const answer = await openConsoleFromStationAction();
      if (answer.ok) window.location.assign(answer.data.url);
      else toast.error(answer.message);
    });
  return { pending, open };
}

function ConsoleButton() {
  const { pending, open } = useOpenConsole();
  return (
    <button
      type="button"
      onClick={open}
      disabled={pending}
      className="hidden rounded-full border border-line px-3 py-1.5 text-sm font-bold text-ink hover:bg-surface-muted disabled:opacity-60 sm:inline-flex"
    >
      {pending ? "Abrindo..." : "Acessar Painel"}
    </button>
  );
}

export function MemberTopBar({ logo, currency, initialBalance, user, manageItems, adminPanelUrl, menuButton }: MemberTopBarProps) {
  const router = useRouter();
  const logoutForm = useRef<HTMLFormElement>(null);
  const firstName = user.name?.split(" ")[0] ?? "Você";
  const consoleLink = useOpenConsole();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1280px] items-center gap-2 px-3 sm:gap-3 sm:px-4 lg:px-6">
        {menuButton}
        <Link href="/homepage" className="shrink-0 rounded-md focus-visible:outline-3" aria-label="Início">
          {logo}
        </Link>
        <div className="ml-2 hidden max-w-md flex-1 md:block">
          <SearchInput
            label="Buscar atividades"
            placeholder="Buscar atividades"
            size="sm"
            onSearch={(term) => router.push(term ? `/homepage/search/${encodeURIComponent(term)}` : "/homepage/search")}
          />
        </div>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          <Link href="/homepage/search" className="shrink-0 rounded-full p-1.5 text-ink md:hidden" aria-label="Buscar atividades">
            <SearchIcon className="size-5" aria-hidden />
          </Link>
          <BalanceBadge currency={currency} initial={initialBalance} />
          {adminPanelUrl &&
            (adminPanelUrl.startsWith("/") ? (
              <ConsoleButton />
            ) : (
              <a href={adminPanelUrl} className="hidden rounded-full border border-line px-3 py-1.5 text-sm font-bold text-ink hover:bg-surface-muted sm:inline-flex">
                Acessar Painel
              </a>
            ))}
          {/* Not modal: a modal menu hides the page with aria-hidden while its links stay focusable. */}
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger className="flex shrink-0 items-center gap-2 rounded-full text-sm sm:p-1 sm:pr-2 font-bold text-ink hover:bg-surface-muted focus-visible:outline-3" aria-label={`${firstName}: menu do usuário`}>
              <Avatar name={user.name} image={user.image} />
              <span className="hidden max-w-[9rem] truncate sm:inline">{firstName}</span>
              <ChevronDownIcon className="hidden size-4 sm:block" aria-hidden />
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
                {/* On a phone the top bar has no room for "Acessar Painel": it is here instead. */}
                {adminPanelUrl && (
                  <DropdownMenu.Item asChild className="sm:hidden">
                    {adminPanelUrl.startsWith("/") ? (
                      <button
                        type="button"
                        onClick={consoleLink.open}
                        disabled={consoleLink.pending}
                        className="flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm font-bold text-ink outline-none data-[highlighted]:bg-surface-muted"
                      >
                        <LayoutDashboardIcon className="size-4 text-ink-muted" aria-hidden />
                        {consoleLink.pending ? "Abrindo..." : "Acessar Painel"}
                      </button>
                    ) : (
                      <a href={adminPanelUrl} className="flex items-center gap-3 rounded-xl px-3 py-2 text-sm font-bold text-ink outline-none data-[highlighted]:bg-surface-muted">
                        <LayoutDashboardIcon className="size-4 text-ink-muted" aria-hidden />
                        Acessar Painel
                      </a>
                    )}
                  </DropdownMenu.Item>
                )}
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

