"use client";
// "Denunciar" a post or a comment: an optional reason, then the report is stored for the owner's
// review (reports from enough members hide a post at once).
import { FlagIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { reportAction } from "@/lib/social/actions";
import { REPORT_REASON_MAX } from "@/lib/social/limits";
import { REPORTED } from "@/lib/social/messages";
import { socialError } from "./client";

export function ReportDialog({ target, id, onHidden }: { target: "post" | "comment"; id: number; onHidden?: () => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);

  async function send() {
    setPending(true);
    const result = await reportAction({ target, id, reason: reason.trim() || undefined });
    setPending(false);
    if (!result.ok) return socialError(result.message);
    setOpen(false);
    setReason("");
    toast(REPORTED);
    if (result.data.hidden) onHidden?.();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button type="button" className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-bold text-ink-muted hover:bg-brand-soft focus-visible:outline-3">
          <FlagIcon aria-hidden className="size-4" />
          <span className={target === "comment" ? "sr-only" : "sr-only sm:not-sr-only"}>Denunciar</span>
        </button>
      </DialogTrigger>
      <DialogContent showClose>
        <DialogTitle>Denunciar {target === "post" ? "post" : "comentário"}</DialogTitle>
        <DialogDescription>A equipe do programa vai analisar. Se quiser, conte o motivo.</DialogDescription>
        <Field label="Motivo (opcional)" className="mt-4" counter={{ length: reason.length, max: REPORT_REASON_MAX }}>
          <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={REPORT_REASON_MAX} />
        </Field>
        <DialogFooter className="mt-6">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
          <Button onClick={send} disabled={pending}>
            Denunciar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
