import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { Station } from "@/lib/stations/queries";
import { StationLogo } from "./station-logo";

export function SiteHeader({ station }: { station: Station }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1280px] items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" aria-label={`${station.name}: início`} className="shrink-0">
          <StationLogo station={station} priority />
        </Link>
        <nav aria-label="Acesso" className="flex items-center gap-2">
          {!station.settings.hideLoginButton && (
            <Button asChild variant="ghost" size="sm">
              <Link href="/login">Entrar</Link>
            </Button>
          )}
          <Button asChild size="sm">
            <Link href="/cadastrar">Cadastrar</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
