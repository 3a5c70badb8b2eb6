"use client";
// Footer link that opens a legal text in a dialog (Radix: focus trap, Escape, labelled title).
import { Dialog } from "radix-ui";

export function LegalDialog({ label, title, children }: { label: string; title: string; children: React.ReactNode }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="text-left underline-offset-4 hover:underline">{label}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-3 top-[5dvh] z-50 mx-auto flex max-h-[90dvh] max-w-3xl flex-col rounded-3xl bg-white text-ink shadow-2xl focus:outline-none">
          <div className="flex items-center justify-between gap-4 border-b border-line px-6 py-4">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close className="flex size-10 items-center justify-center rounded-full hover:bg-surface-muted">
              <span className="sr-only">Fechar</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{title} do programa</Dialog.Description>
          <div className="overflow-y-auto px-6 py-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
