"use client";
// The development PIX page's one control: pays the PIX in the simulator, which then POSTs its
// signed webhook to this station, and says what the webhook answered (kept after the page refreshes
// to the order's new status, when the button is gone).
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { markDevPixPaidAction, type DevPixResult } from "@/lib/commerce/dev-pix-actions";

export function DevPixPayButton({ code, waiting }: { code: string; waiting: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<{ ok: true; data: DevPixResult } | { ok: false; message: string } | null>(null);

  function pay() {
    startTransition(async () => {
      const answer = await markDevPixPaidAction({ code });
      setResult(answer.ok ? { ok: true, data: answer.data } : { ok: false, message: answer.message });
      router.refresh();
    });
  }

  return (
    <div className="mt-6 flex flex-col gap-3">
      {waiting ? (
        <Button size="lg" onClick={pay} disabled={pending} className="self-start">
          {pending ? "Enviando pagamento..." : "Marcar PIX como pago"}
        </Button>
      ) : (
        <p className="text-ink-muted">Este PIX não está aguardando pagamento.</p>
      )}
      <p role="status" aria-live="polite" className="text-sm text-ink-muted">
        {result?.ok === true && (
          <>
            Webhook entregue (HTTP {result.data.webhookStatus}). Situação do pedido: <strong className="text-ink">{result.data.statusLabel}</strong>.
          </>
        )}
        {result?.ok === false && <span className="font-bold text-red-700">{result.message}</span>}
      </p>
    </div>
  );
}
