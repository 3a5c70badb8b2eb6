// The frame of every account screen (login, sign-up, confirmation, recovery): station logo on a
// brand band, one centred card, a way back to the site.
import Link from "next/link";
import { StationLogo } from "@/components/site/station-logo";
import type { Station } from "@/lib/stations/queries";
import { cn } from "@/lib/utils/cn";

export function AuthShell({
  station,
  title,
  subtitle,
  children,
  wide = false,
  footer,
}: {
  station: Pick<Station, "name" | "mainBrandImage" | "secondaryBrandImage">;
  title: string;
  subtitle?: React.ReactNode;
  children: React.ReactNode;
  wide?: boolean;
  footer?: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted">
      <div className="h-40 bg-brand sm:h-48" aria-hidden />
      <main id="conteudo" className="-mt-32 flex flex-1 flex-col items-center px-4 pb-12 sm:-mt-36">
        <Link href="/" className="mb-5 rounded-xl bg-white px-4 py-2 shadow-sm" aria-label={`${station.name}: início`}>
          <StationLogo station={station} />
        </Link>
        <section
          aria-labelledby="auth-title"
          className={cn("w-full rounded-2xl border border-line bg-white p-6 shadow-lg sm:p-8", wide ? "max-w-2xl" : "max-w-md")}
        >
          <h1 id="auth-title" className="text-2xl font-bold text-ink">
            {title}
          </h1>
          {subtitle && <div className="mt-2 text-ink-muted">{subtitle}</div>}
          <div className="mt-6">{children}</div>
        </section>
        {footer && <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div>}
      </main>
    </div>
  );
}
