// What the counter reads about a code (the station's public validation page and the owner's page on
// the apex): valid, already delivered/used, not available, or unknown; what it is and for whom
// (first name only), and what to hand over.
import { CheckIcon, CircleAlertIcon, XIcon } from "lucide-react";
import { CODE_KIND_LABELS } from "@/lib/commerce/purchase-texts";
import type { CodeLookup } from "@/lib/commerce/validation";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils/cn";

const TONES = {
  done: { ring: "border-emerald-600", badge: "bg-emerald-600", title: "text-emerald-800", Icon: CheckIcon },
  valid: { ring: "border-emerald-600", badge: "bg-emerald-600", title: "text-emerald-800", Icon: CheckIcon },
  used: { ring: "border-amber-500", badge: "bg-amber-500", title: "text-amber-900", Icon: CircleAlertIcon },
  unavailable: { ring: "border-red-600", badge: "bg-red-600", title: "text-red-800", Icon: XIcon },
  unknown: { ring: "border-red-600", badge: "bg-red-600", title: "text-red-800", Icon: XIcon },
} as const;

function headline(lookup: CodeLookup | null, justMarked: boolean): string {
  if (!lookup) return "Código não encontrado";
  const what = CODE_KIND_LABELS[lookup.kind];
  if (justMarked) return lookup.kind === "order" ? "Pedido entregue" : `${what.name} utilizado`;
  if (lookup.state === "valid") return `${what.name} válido`;
  if (lookup.state === "used") return lookup.kind === "order" ? "Pedido já entregue" : `${what.name} já utilizado`;
  return `${what.name} indisponível`;
}

/**
 * `justMarked`: this person has just marked the code, so its "used" state is their success, shown as
 * such; anyone else reading a used code is warned.
 */
export function CodeVerdict({ code, lookup, justMarked = false, children }: { code: string; lookup: CodeLookup | null; justMarked?: boolean; children?: React.ReactNode }) {
  const marked = justMarked && lookup?.state === "used";
  const tone = TONES[marked ? "done" : (lookup?.state ?? "unknown")];
  return (
    <section
      aria-labelledby="verdict-title"
      data-testid="code-verdict"
      data-state={marked ? "done" : (lookup?.state ?? "unknown")}
      className={cn("flex w-full max-w-md flex-col items-center gap-4 rounded-3xl border-2 bg-white p-6 text-center shadow-lg sm:p-8", tone.ring)}
    >
      <span aria-hidden className={cn("flex size-16 items-center justify-center rounded-full text-white", tone.badge)}>
        <tone.Icon className="size-9" strokeWidth={3} />
      </span>
      <div>
        <h1 id="verdict-title" className={cn("text-2xl font-bold", tone.title)}>
          {headline(lookup, marked)}
        </h1>
        <p className="mt-1 text-lg font-bold tracking-[0.2em] text-ink">{lookup?.code ?? code}</p>
      </div>
      {!lookup && <p className="text-ink-muted">Confira o código digitado. Ele não pertence a nenhum pedido, cupom ou voucher desta estação.</p>}
      {lookup && (
        <dl className="grid w-full gap-2 text-left text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">{CODE_KIND_LABELS[lookup.kind].name}</dt>
            <dd className="text-right font-semibold text-ink">{lookup.title}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">Titular</dt>
            <dd className="font-semibold text-ink">{lookup.holderFirstName || "—"}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">Emitido em</dt>
            <dd className="font-semibold text-ink">{formatDateTime(lookup.createdAt)}</dd>
          </div>
          {lookup.validUntil && (
            <div className="flex justify-between gap-3">
              <dt className="text-ink-muted">Válido até</dt>
              <dd className="font-semibold text-ink">{formatDateTime(lookup.validUntil)}</dd>
            </div>
          )}
          {lookup.statusLabel && (
            <div className="flex justify-between gap-3">
              <dt className="text-ink-muted">Situação</dt>
              <dd className="font-semibold text-red-800">{lookup.statusLabel}</dd>
            </div>
          )}
          {lookup.usedAt && (
            <div className="flex justify-between gap-3">
              <dt className="text-ink-muted">{CODE_KIND_LABELS[lookup.kind].done} em</dt>
              <dd className="font-semibold text-ink">{formatDateTime(lookup.usedAt)}</dd>
            </div>
          )}
          {lookup.items.length > 0 && (
            <div className="mt-2 rounded-2xl bg-surface-muted p-4">
              <p className="font-bold text-ink">Itens</p>
              <ul className="mt-1 grid gap-1">
                {lookup.items.map((item, i) => (
                  <li key={i} className="flex justify-between gap-3 text-ink">
                    <span>{item.name}</span>
                    <span className="font-semibold">× {item.quantity}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </dl>
      )}
      {children}
    </section>
  );
}
