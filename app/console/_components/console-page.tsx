// The frame of every console screen: a heading with its description and actions, then white
// sections. One component so that every screen of the console reads the same way.
import { cn } from "@/lib/utils/cn";

export function ConsolePage({
  title,
  description,
  actions,
  eyebrow,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  /** Buttons or links on the heading's right ("Nova atividade"). */
  actions?: React.ReactNode;
  /** A small label above the title (the section the screen belongs to). */
  eyebrow?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          {eyebrow && <p className="text-sm font-bold tracking-wide text-ink-muted uppercase">{eyebrow}</p>}
          <h1 className="text-3xl font-bold text-ink">{title}</h1>
          {description && <p className="mt-1 max-w-2xl text-ink-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  );
}

export function ConsoleSection({
  title,
  description,
  actions,
  className,
  children,
}: {
  title?: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section className={cn("rounded-3xl bg-white p-6 shadow-sm sm:p-8", className)}>
      {(title || actions) && (
        <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            {title && <h2 className="text-lg font-bold text-ink">{title}</h2>}
            {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
