"use client";
// "Ver mais": the menu sections beyond the first five, in a Radix dropdown (keyboard and screen
// reader behaviour come from Radix).
import { DropdownMenu } from "radix-ui";

export function MoreMenu({ items }: { items: { label: string; href: string }[] }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-bold whitespace-nowrap text-ink-muted transition-colors hover:bg-brand-soft hover:text-brand-ink data-[state=open]:bg-brand-soft data-[state=open]:text-brand-ink">
        Ver mais
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-2xl border border-line bg-white p-2 shadow-xl"
        >
          {items.map((item) => (
            <DropdownMenu.Item key={item.href} asChild>
              <a
                href={item.href}
                className="block rounded-xl px-3 py-2 text-sm font-bold text-ink outline-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand-ink"
              >
                {item.label}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
