// Heading row of member pages.
export function PageHeading({ title, subtitle, children }: { title: string; subtitle?: string; children?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
        {subtitle && <p className="mt-1 text-ink-muted">{subtitle}</p>}
      </div>
      {children}
    </div>
  );
}

export function SectionHeading({ title, href, linkLabel = "Veja mais", meta }: { title: string; href?: string; linkLabel?: string; meta?: string }) {
  return (
    <div className="mb-4 flex items-baseline justify-between gap-3">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <h2 className="text-xl font-bold text-ink">{title}</h2>
        {meta && <span className="text-sm font-semibold text-ink-muted">{meta}</span>}
      </div>
      {href && (
        <a href={href} className="text-sm font-bold text-brand-ink hover:underline">
          {linkLabel}
        </a>
      )}
    </div>
  );
}
