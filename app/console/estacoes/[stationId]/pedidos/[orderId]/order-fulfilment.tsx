"use client";
// The delivery steps of an order with an address: recebido → enviado (with an optional tracking
// code; the member is e-mailed) → entregue. The next step is one button; the team (staff too) marks it.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CheckCircle2Icon, CircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { markFulfilmentStepAction } from "@/lib/commerce/console/actions";
import type { FulfilmentStepRow } from "@/lib/commerce/order-steps";
import { fulfilmentStepSchema, TRACKING_CODE_MAX } from "@/lib/commerce/console/schemas";
import { FULFILMENT_STEP_LABELS } from "@/lib/commerce/purchase-texts";
import { formatDateTime } from "@/lib/format";

export function OrderFulfilment({ stationId, orderId, steps }: { stationId: number; orderId: number; steps: FulfilmentStepRow[] }) {
  const router = useRouter();
  const [trackingCode, setTrackingCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const sent = steps.find((s) => s.step === "sent");
  const delivered = steps.find((s) => s.step === "delivered");
  const next = !sent ? "sent" : !delivered ? "delivered" : null;

  const mark = async () => {
    if (!next) return;
    const parsed = fulfilmentStepSchema.safeParse({ orderId, step: next, trackingCode: next === "sent" ? trackingCode : undefined });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setBusy(true);
    const result = await markFulfilmentStepAction({ stationId, ...parsed.data });
    setBusy(false);
    if (!result.ok) return toast(result.message, "error");
    toast(next === "sent" ? "Pedido marcado como enviado. O membro recebeu um e-mail." : "Pedido marcado como entregue.");
    router.refresh();
  };

  const timeline = [
    { label: FULFILMENT_STEP_LABELS.received, done: true, at: null as string | null, extra: null as string | null },
    { label: FULFILMENT_STEP_LABELS.sent, done: Boolean(sent), at: sent?.at ?? null, extra: sent?.trackingCode ? `Rastreio: ${sent.trackingCode}` : null },
    { label: FULFILMENT_STEP_LABELS.delivered, done: Boolean(delivered), at: delivered?.at ?? null, extra: null },
  ];

  return (
    <div className="mt-4 border-t border-line pt-4">
      <ol className="flex flex-col gap-2 text-sm" aria-label="Etapas da entrega" data-testid="fulfilment-steps">
        {timeline.map((s) => (
          <li key={s.label} className="flex items-start gap-2">
            {s.done ? <CheckCircle2Icon className="size-5 shrink-0 text-emerald-700" aria-hidden /> : <CircleIcon className="size-5 shrink-0 text-slate-300" aria-hidden />}
            <span>
              <span className={s.done ? "font-bold" : "text-ink-muted"}>{s.label}</span>
              {s.at && <span className="text-ink-muted"> · {formatDateTime(s.at)}</span>}
              {s.extra && <span className="block text-ink-muted">{s.extra}</span>}
              <span className="sr-only">{s.done ? " (feito)" : " (pendente)"}</span>
            </span>
          </li>
        ))}
      </ol>
      {next && (
        <div className="mt-4 flex flex-col gap-3">
          {next === "sent" && (
            <TextField
              label="Código de rastreio (opcional)"
              value={trackingCode}
              maxLength={TRACKING_CODE_MAX}
              onChange={(e) => {
                setTrackingCode(e.target.value);
                setError(undefined);
              }}
              error={error}
            />
          )}
          <Button onClick={mark} disabled={busy}>
            {busy ? "Salvando..." : next === "sent" ? "Marcar como enviado" : "Marcar como entregue"}
          </Button>
        </div>
      )}
    </div>
  );
}
