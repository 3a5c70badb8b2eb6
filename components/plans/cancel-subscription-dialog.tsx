"use client";
// "Cancelar assinatura": a dialog with the spec's four reasons; "Confirmar cancelamento"
// sends the reason and the subscription is cleared (nothing refunded, said in the dialog).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { snackbar, toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import { cancelSubscriptionAction } from "@/lib/plans/actions";
import { MSG_CANCELED } from "@/lib/plans/messages";
import { CANCEL_REASONS, type CancelReason } from "@/lib/plans/periods";

export function CancelSubscriptionDialog({ planName, className }: { planName: string; className?: string }) {
  const router = useRouter();
  const ready = useHydrated();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancelReason | "">("");
  const [pending, setPending] = useState(false);

  async function confirm() {
    if (!reason) return;
    setPending(true);
    try {
      const result = await cancelSubscriptionAction({ reason });
      if (!result.ok) {
        snackbar(`Erro: ${result.message}`, "error");
        return;
      }
      setOpen(false);
      toast(MSG_CANCELED, "success");
      router.refresh();
    } catch {
      snackbar("Erro", "error");
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" className={className} disabled={!ready}>
          Cancelar assinatura
        </Button>
      </DialogTrigger>
      <DialogContent showClose>
        <DialogHeader>
          <DialogTitle>Cancelar assinatura</DialogTitle>
          <DialogDescription>
            O plano {planName} termina agora e as próximas cobranças não serão feitas. O valor já pago não é devolvido. Conte o motivo:
          </DialogDescription>
        </DialogHeader>
        <RadioGroup value={reason} onValueChange={(v) => setReason(v as CancelReason)} aria-label="Motivo do cancelamento" className="mt-4">
          {CANCEL_REASONS.map((r) => (
            <RadioGroupItem key={r} value={r} label={r} />
          ))}
        </RadioGroup>
        <DialogFooter className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Voltar
          </Button>
          <Button onClick={confirm} disabled={!reason || pending}>
            {pending ? "Cancelando..." : "Confirmar cancelamento"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
