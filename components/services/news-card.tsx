// One news card: image (when there is one), title and the start of the text, linking to the item.
import Link from "next/link";
import { NewsThumb } from "./news-thumb";

export function NewsCard({ href, title, text, image, meta }: { href: string; title: string; text?: string | null; image: string | null; meta?: string }) {
  return (
    <Link
      href={href}
      className="group flex h-full overflow-hidden rounded-3xl border border-line bg-white shadow-sm transition-colors hover:border-brand focus-visible:outline-3"
    >
      <div className="w-24 shrink-0 bg-brand-soft sm:w-56">
        <NewsThumb src={image} />
      </div>
      <div className="min-w-0 flex-1 p-4 sm:p-5">
        {meta && <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{meta}</p>}
        <h2 className="font-bold text-ink group-hover:text-brand-ink sm:text-lg">{title}</h2>
        {text && <p className="mt-1 line-clamp-3 text-sm text-ink-muted">{text}</p>}
      </div>
    </Link>
  );
}
