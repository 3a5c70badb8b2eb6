"use client";
// A modal that cannot be dismissed: the only ways out are its buttons, each of which posts to
// /logout with the page to go to next (spec: suspended and deletion-marked users see nothing
// else). Radix Dialog keeps focus inside and labels it.
import { Dialog } from "radix-ui";

export function BlockingModal({
  title,
  message,
  actions,
}: {
  title: string;
  message: string;
  /** `action` is the /logout URL (with ?next=) the button posts to. */
  actions: { label: string; action: string; primary?: boolean }[];
}) {
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl outline-none sm:p-8"
        >
          <div aria-hidden className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-amber-100 text-2xl text-amber-800">
            !
          </div>
          <Dialog.Title className="text-xl font-bold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-ink-muted">{message}</Dialog.Description>
          <div className="mt-6 flex flex-col gap-3">
            {actions.map((action) => (
              <form key={action.action} method="post" action={action.action} className="contents">
                <button
                  type="submit"
                  className={
                    action.primary
                      ? "inline-flex h-11 items-center justify-center rounded-full bg-brand px-6 font-bold text-brand-fg hover:bg-brand-strong hover:text-white"
                      : "inline-flex h-11 items-center justify-center rounded-full border-2 border-brand-ink px-6 font-bold text-brand-ink hover:bg-brand-soft"
                  }
                >
                  {action.label}
                </button>
              </form>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
