"use client";
// Footer link that opens a legal text in a native modal <dialog>: the browser traps focus in it,
// makes the page behind inert, closes it on Escape and returns focus to the link. The text is
// mounted only while open, so every page's HTML stays light.
import { useEffect, useId, useRef, useState } from "react";

export function LegalDialog({ label, title, children }: { label: string; title: string; children: React.ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  return (
    <>
      <button type="button" className="text-left underline-offset-4 hover:underline" onClick={() => setOpen(true)}>
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
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
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            </div>
            <div className="overflow-y-auto px-6 py-5">{children}</div>
          </>
        )}
      </dialog>
    </>
  );
}
