// The public top navigation: logo, the landing's menu sections (first 5 inline, the rest under
// "Ver mais"), "Entrar" (hideable per station) and "Cadastrar". Phones get a collapsible menu.
import Link from "next/link";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";
import type { MenuEntry } from "@/lib/content/queries";
import type { Station } from "@/lib/stations/queries";
import { MobileMenu } from "./mobile-menu";
import { MoreMenu } from "./more-menu";
import { StationLogo } from "./station-logo";

const INLINE_ITEMS = 5;

export function SiteHeader({ station, menu = [] }: { station: Station; menu?: MenuEntry[] }) {
  const inline = menu.slice(0, INLINE_ITEMS);
  const more = menu.slice(INLINE_ITEMS);
  const showLogin = !station.settings.hideLoginButton;
  const entries = menu.map((m) => ({ label: m.label, href: `/${m.anchor}` }));
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:font-bold"
      >
        Ir para o conteúdo
      </a>
      <div className="mx-auto flex h-16 max-w-[1280px] items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" aria-label={`${station.name}: início`} className="shrink-0 rounded-md">
          <StationLogo station={station} priority />
        </Link>
        {menu.length > 0 && (
          <nav aria-label="Seções" className="hidden min-w-0 flex-1 items-center justify-center gap-1 lg:flex">
            {inline.map((m) => (
              <a
                key={m.anchor}
                href={`/${m.anchor}`}
                className="rounded-full px-3 py-2 text-sm font-bold whitespace-nowrap text-ink-muted transition-colors hover:bg-brand-soft hover:text-brand-ink"
              >
                {m.label}
              </a>
            ))}
            {more.length > 0 && <MoreMenu items={more.map((m) => ({ label: m.label, href: `/${m.anchor}` }))} />}
          </nav>
        )}
        <div className="hidden items-center gap-2 lg:flex">
          {showLogin && (
            <Button asChild variant="ghost" size="sm">
              <Link href="/login">Entrar</Link>
            </Button>
          )}
          <Button asChild size="sm">
            <Link href="/cadastrar">Cadastrar</Link>
          </Button>
        </div>
        <MobileMenu
          items={entries}
          actions={
            <>
              {showLogin && (
                <Link href="/login" className={cn(buttonVariants({ variant: "outline" }))}>
                  Entrar
                </Link>
              )}
              <Link href="/cadastrar" className={cn(buttonVariants(), !showLogin && "col-span-2")}>
                Cadastrar
              </Link>
            </>
          }
        />
      </div>
    </header>
  );
}
