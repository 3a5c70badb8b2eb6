"use client";
// The trash icon of a post or a comment and its question (spec 2 §4: "Você vai deletar esse post" /
// "Tem certeza?", Cancelar / Sim). Only the author is given it.
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
} from "@/components/ui/alert-dialog";
import { DELETE_CONFIRM } from "@/lib/social/messages";

export function ConfirmDelete({ title, label, onConfirm }: { title: string; label: string; onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <button type="button" aria-label={label} className="inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-red-50 hover:text-red-700 focus-visible:outline-3">
          <Trash2Icon aria-hidden className="size-4" />
        </button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{DELETE_CONFIRM}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction onClick={() => void onConfirm()}>Sim</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
