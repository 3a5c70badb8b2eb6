"use client";
// A grid of cards, each a button that opens the item's detail in a dialog (processes, themes).
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { cn } from "@/lib/utils/cn";

export function DetailCardGrid<T extends { id: number }>({
  items,
  label,
  card,
  detail,
  dialogClassName,
}: {
  items: T[];
  label: string;
  card: (item: T) => React.ReactNode;
  /** The dialog's content; it must hold a DialogTitle. */
  detail: (item: T) => React.ReactNode;
  dialogClassName?: string;
}) {
  const [open, setOpen] = useState<T | null>(null);
  return (
    <>
      <ul className="grid gap-3 md:grid-cols-2" aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>
            <Card className="h-full p-0">
              <button
                type="button"
                onClick={() => setOpen(item)}
                className="flex h-full w-full flex-col items-start gap-2 rounded-[inherit] p-5 text-left hover:bg-surface-muted/60 focus-visible:outline-2 focus-visible:outline-brand"
              >
                {card(item)}
              </button>
            </Card>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        {open && (
          <DialogContent showClose className={cn("max-w-lg", dialogClassName)}>
            {detail(open)}
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
