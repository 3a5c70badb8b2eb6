"use client";
// Footer link that opens a legal text in a native modal <dialog>: the browser traps focus in it,
// makes the page behind inert, closes it on Escape and returns focus to the link. The text is
// fetched when the dialog opens (/textos-legais/{kind}), so no page's HTML carries it. The native
// element is kept here instead of the kit's Radix Dialog: the public pages stay without its script.
import { XIcon } from "lucide-react";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import type { LegalBody } from "@/lib/content/legal";
import { LegalContent } from "./legal-content";

const ROUTES = { terms: { api: "/textos-legais/termos", page: "/termos-de-uso" }, privacy: { api: "/textos-legais/privacidade", page: "/politica-de-privacidade" } };

export function LegalDialog({ label, title, kind }: { label: string; title: string; kind: "terms" | "privacy" }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState<LegalBody | "error" | null>(null);

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  useEffect(() => {
    if (!open || (body && body !== "error")) return;
    let live = true;
    fetch(ROUTES[kind].api)
      .then((res) => (res.ok ? (res.json() as Promise<LegalBody>) : Promise.reject(new Error(String(res.status)))))
      .then((data) => live && setBody(data))
      .catch(() => live && setBody("error"));
    return () => {
      live = false;
    };
  }, [open, kind, body]);

  return (
    <>
      <button type="button" className="text-left underline-offset-4 hover:underline" onClick={() => setOpen(true)}>
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-busy={open && !body}
        onClose={() => setOpen(false)}
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        onClick={(event) => event.target === dialog.current && dialog.current.close()}
        className="fixed inset-x-3 top-[5dvh] m-0 mx-auto max-h-[90dvh] w-auto max-w-3xl flex-col rounded-3xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50 open:flex sm:inset-x-6"
      >
        {open && (
          <>
            <div className="flex items-center justify-between gap-4 border-b border-line px-6 py-4">
              <h2 id={titleId} className="text-xl font-bold">
                {title}
              </h2>
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                className="flex size-10 items-center justify-center rounded-full hover:bg-surface-muted"
              >
                <span className="sr-only">Fechar</span>
                <XIcon aria-hidden className="size-5" />
              </button>
            </div>
            <div className="overflow-y-auto px-6 py-5">
              {body === null ? (
                <p role="status" className="text-ink-muted">
                  Carregando...
                </p>
              ) : body === "error" ? (
                <p role="alert">
                  Não foi possível carregar o texto agora.{" "}
                  <Link href={ROUTES[kind].page} className="font-bold text-brand-ink underline">
                    Abrir a página de {label.toLowerCase()}
                  </Link>
                  .
                </p>
              ) : (
                <LegalContent body={body} headingLevel={3} />
              )}
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
