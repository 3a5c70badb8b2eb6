"use client";
// A panel sliding from an edge (Radix Dialog underneath): the phone menus.
import { Dialog as SheetPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { cn } from "@/lib/utils/cn";

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sheetVariants = cva("fixed z-50 overflow-y-auto bg-white p-4 text-ink shadow-xl focus:outline-none", {
  variants: {
    side: {
      left: "inset-y-0 left-0 w-72 max-w-[85vw]",
      right: "inset-y-0 right-0 w-72 max-w-[85vw]",
      bottom: "inset-x-0 bottom-0 max-h-[80vh] rounded-t-3xl pb-8",
    },
  },
  defaultVariants: { side: "left" },
});

type Props = React.ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & { title: string; description?: string; closeLabel?: string };

export function SheetContent({ side, title, description, closeLabel = "Fechar", className, children, ...props }: Props) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-40 bg-black/40" />
      <SheetPrimitive.Content data-slot="sheet-content" className={cn(sheetVariants({ side }), className)} {...props}>
        <div className="mb-3 flex items-center justify-between">
          <SheetPrimitive.Title className="text-lg font-bold text-ink">{title}</SheetPrimitive.Title>
          <SheetPrimitive.Close className="flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-muted" aria-label={closeLabel}>
            <XIcon className="size-5" aria-hidden />
          </SheetPrimitive.Close>
        </div>
        <SheetPrimitive.Description className="sr-only">{description ?? title}</SheetPrimitive.Description>
        {children}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
