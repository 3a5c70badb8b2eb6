// The pages of a console list: a link back, "Página N de M", a link on. Each list names its own
// direction ("Mais recentes" / "Mais antigos", "Anterior" / "Próxima") and builds the address of a
// page with its filters kept.
import Link from "next/link";

const LINK = "font-bold text-sky-800 underline underline-offset-4";

export function Pager({ label, page, pages, href, back, on }: { label: string; page: number; pages: number; href: (page: number) => string; back: string; on: string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} className={LINK}>
          {back}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-ink-muted">
        Página {page} de {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} className={LINK}>
          {on}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
