// One news card: image (when there is one), title and the start of the text, linking to the item.
import { NewspaperIcon } from "lucide-react";
import Link from "next/link";

export function NewsCard({ href, title, text, image, meta }: { href: string; title: string; text?: string | null; image: string | null; meta?: string }) {
  return (
    <Link
      href={href}
      className="group flex h-full overflow-hidden rounded-3xl border border-line bg-white shadow-sm transition-colors hover:border-brand focus-visible:outline-3"
    >
      <div className="w-24 shrink-0 bg-brand-soft sm:w-56">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- images from the station or its WordPress, any host
          <img src={image} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="grid size-full min-h-24 place-items-center text-brand-ink">
            <NewspaperIcon className="size-8 sm:size-10" strokeWidth={1.6} aria-hidden />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1 p-4 sm:p-5">
        {meta && <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{meta}</p>}
        <h2 className="font-bold text-ink group-hover:text-brand-ink sm:text-lg">{title}</h2>
        {text && <p className="mt-1 line-clamp-3 text-sm text-ink-muted">{text}</p>}
      </div>
    </Link>
  );
}
