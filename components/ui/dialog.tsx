"use client";
// Modal dialog (Radix): focus trapped, Escape and overlay close it, title and description labelled.
import { Dialog as DialogPrimitive } from "radix-ui";
import { XIcon } from "lucide-react";
import { cn } from "@/lib/utils/cn";

export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn("fixed inset-0 z-50 bg-black/50", className)} {...props} />;
}

type ContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** A close button (×) in the corner, labelled "Fechar". */
  showClose?: boolean;
  /** Blocking dialogs: Escape and clicks outside do nothing; only the dialog's own actions leave. */
  blocking?: boolean;
};

export function DialogContent({ className, children, showClose = false, blocking = false, ...props }: ContentProps) {
  const block = (event: Event) => event.preventDefault();
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay className={blocking ? "bg-black/60 backdrop-blur-sm" : undefined} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        onEscapeKeyDown={blocking ? block : undefined}
        onPointerDownOutside={blocking ? block : undefined}
        onInteractOutside={blocking ? block : undefined}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 text-ink shadow-2xl focus:outline-none",
          className,
        )}
        {...props}
      >
        {children}
        {showClose && (
          <DialogPrimitive.Close className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-muted">
            <XIcon className="size-5" aria-hidden />
            <span className="sr-only">Fechar</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("flex flex-col gap-2", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-footer" className={cn("mt-6 flex flex-col gap-3", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn("text-xl font-bold text-ink", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn("text-ink-muted", className)} {...props} />;
}
