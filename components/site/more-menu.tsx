"use client";
// "Ver mais": the menu sections beyond the first five, behind a disclosure button (navigation
// links, so a list rather than an ARIA menu). Closes on Escape (focus back on the button), on a
// click or focus outside, and when a link is followed.
import { ChevronDownIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

export function MoreMenu({ items }: { items: { label: string; href: string }[] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-bold whitespace-nowrap text-ink-muted transition-colors hover:bg-brand-soft hover:text-brand-ink aria-expanded:bg-brand-soft aria-expanded:text-brand-ink"
      >
        Ver mais
        <ChevronDownIcon aria-hidden className="size-4" strokeWidth={2.5} />
      </button>
      <ul id={listId} hidden={!open} className="absolute top-full right-0 z-50 mt-2 min-w-48 rounded-2xl border border-line bg-white p-2 shadow-xl">
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              onClick={() => setOpen(false)}
              className="block rounded-xl px-3 py-2 text-sm font-bold text-ink outline-none hover:bg-brand-soft hover:text-brand-ink focus-visible:bg-brand-soft focus-visible:text-brand-ink"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
