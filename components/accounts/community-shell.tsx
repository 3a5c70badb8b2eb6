// The community login layout (spec's "station 26" login, here settings.loginVariant = "community"):
// a split screen with the community's brand side and a CPF-only form.
import Link from "next/link";
import { StationLogo } from "@/components/site/station-logo";
import type { Station } from "@/lib/stations/queries";

export function CommunityShell({
  station,
  children,
  footer,
}: {
  station: Pick<Station, "name" | "description" | "mainBrandImage" | "secondaryBrandImage">;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <div className="grid min-h-dvh md:grid-cols-2">
      <div className="flex flex-col justify-between gap-8 bg-brand p-8 text-brand-fg md:p-12">
        <Link href="/" className="self-start rounded-xl bg-white px-4 py-2" aria-label={`${station.name}: início`}>
          <StationLogo station={station} />
        </Link>
        <div>
          <p className="text-sm font-bold tracking-widest uppercase opacity-90">Comunidade</p>
          <p className="mt-2 text-3xl leading-tight font-bold md:text-4xl">{station.name}</p>
          {station.description && <p className="mt-4 max-w-md opacity-95">{station.description}</p>}
        </div>
      </div>
      <main id="conteudo" className="flex flex-col justify-center px-4 py-10 sm:px-10">
        <section aria-labelledby="auth-title" className="mx-auto w-full max-w-md">
          <h1 id="auth-title" className="text-2xl font-bold text-ink">
            Entrar na comunidade
          </h1>
          <p className="mt-2 text-ink-muted">Use o seu CPF e a sua senha.</p>
          <div className="mt-6">{children}</div>
          {footer && <p className="mt-6 text-center text-sm text-ink-muted">{footer}</p>}
        </section>
      </main>
    </div>
  );
}
