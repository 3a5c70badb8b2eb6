"use client";
// The phone navigation: a toggle that opens a panel with the menu sections, "Fale Conosco",
// "Entrar" and "Cadastrar". Closes on navigation and on Escape. The account links (`actions`) are
// drawn by the server with the kit's button styles, so the kit's class merging stays off the
// public site's JavaScript; a click on any of them closes the panel as it bubbles up.
import { MenuIcon, XIcon } from "lucide-react";
import Link from "next/link";
import { useEffect, useId, useState } from "react";

export function MobileMenu({ items, actions }: { items: { label: string; href: string }[]; actions: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
      >
        <span className="sr-only">{open ? "Fechar menu" : "Abrir menu"}</span>
        {open ? <XIcon aria-hidden className="size-6" /> : <MenuIcon aria-hidden className="size-6" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white shadow-lg"
      >
        <nav aria-label="Menu" className="mx-auto flex max-w-[1280px] flex-col gap-1 px-4 py-4">
          {items.map((item) => (
            <a key={item.href} href={item.href} onClick={close} className="rounded-xl px-3 py-3 font-bold text-ink hover:bg-brand-soft">
              {item.label}
            </a>
          ))}
          <Link href="/suporte" onClick={close} className="rounded-xl px-3 py-3 font-bold text-ink hover:bg-brand-soft">
            Fale Conosco
          </Link>
          <div className="mt-3 grid grid-cols-2 gap-3" onClick={close}>
            {actions}
          </div>
        </nav>
      </div>
    </div>
  );
}
