"use client";
// The area's sub-navigation: its hub and each sub-page as pills in one row that scrolls sideways on
// a phone and wraps on wider screens; the current page is marked for screen readers too.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils/cn";

export function ServiceSubnav({ label, links }: { label: string; links: { href: string; label: string }[] }) {
  const pathname = usePathname();
  // The hub is current only on itself; a sub-page also for its own children (a news item).
  const current = links.reduce<string | null>((best, link, i) => {
    const match = i === 0 ? pathname === link.href : pathname === link.href || pathname.startsWith(`${link.href}/`);
    return match && (!best || link.href.length > best.length) ? link.href : best;
  }, null);
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 pb-1 md:mx-0 md:overflow-visible md:px-0">
      <ul className="flex w-max gap-2 md:w-auto md:flex-wrap">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current === link.href ? "page" : undefined}
              className={cn(
                "inline-flex h-10 items-center whitespace-nowrap rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-3",
                current === link.href ? "border-brand bg-brand text-brand-fg" : "border-line bg-white text-ink hover:bg-surface-muted",
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
