"use client";
// A trash button that asks first: the question, what goes away, "Cancelar" and the one button that
// deletes. While `onConfirm` runs the dialog stays open and says so; it closes when it has finished
// (the caller reports the result, usually with a toast).
import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";
import { cn } from "@/lib/utils/cn";

const TRIGGER = {
  /** Red on every screen where deleting is the point (the console's lists). */
  danger: "text-red-700 hover:bg-red-50",
  /** Quiet until pointed at, for a member's own posts and comments among many. */
  quiet: "text-ink-muted hover:bg-red-50 hover:text-red-700",
};

export function ConfirmDelete({
  label,
  title,
  description,
  confirmLabel = "Excluir",
  onConfirm,
  tone = "danger",
  withText = false,
}: {
  /** The trigger's accessible name, naming what it deletes: "Excluir seção Banner". */
  label: string;
  title: string;
  description: React.ReactNode;
  confirmLabel?: string;
  onConfirm: () => unknown;
  tone?: keyof typeof TRIGGER;
  /** Shows "Excluir" beside the icon from the small breakpoint up. */
  withText?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <button
          type="button"
          aria-label={label}
          title={confirmLabel === "Excluir" ? "Excluir" : undefined}
          className={cn(
            "inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold focus-visible:outline-3",
            TRIGGER[tone],
          )}
        >
          <Trash2Icon className="size-4" aria-hidden />
          {withText && <span className="hidden sm:inline">Excluir</span>}
        </button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            className="bg-red-700 text-white hover:bg-red-800"
            disabled={pending}
            onClick={async (event) => {
              event.preventDefault();
              setPending(true);
              try {
                await onConfirm();
              } finally {
                setPending(false);
                setOpen(false);
              }
            }}
          >
            {pending ? "Excluindo..." : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
