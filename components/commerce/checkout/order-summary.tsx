// The cart's summary lines (Entrega, Produtos, Subtotal, Cashback) and the
// reservation's minutes:seconds countdown.
import { TimerIcon } from "lucide-react";
import type { CartTotals } from "@/lib/commerce/totals";
import { formatBRL, formatStationCurrency, type StationCurrency } from "@/lib/format";
import { cn } from "@/lib/utils/cn";
import { formatCountdown } from "./checkout-form";

export function SummaryLines({ totals, currency, deliveryPending }: { totals: CartTotals; currency: StationCurrency; deliveryPending?: boolean }) {
  return (
    <dl className="space-y-2 text-sm" data-testid="cart-summary">
      <Row label="Entrega" value={deliveryPending && totals.delivery === 0 ? "A definir" : formatBRL(totals.delivery)} testId="summary-delivery" />
      <Row label="Produtos" value={formatBRL(totals.products)} testId="summary-products" />
      <Row label="Subtotal" value={formatBRL(totals.subtotal)} testId="summary-subtotal" strong />
      <Row label="Cashback" value={formatStationCurrency(totals.cashback, currency)} testId="summary-cashback" accent />
    </dl>
  );
}

function Row({ label, value, testId, strong, accent }: { label: string; value: string; testId: string; strong?: boolean; accent?: boolean }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-3", strong && "border-t border-line pt-2 text-base font-bold")}>
      <dt className={strong ? "text-ink" : "text-ink-muted"}>{label}</dt>
      <dd className={cn("text-ink tabular-nums", accent && "font-bold text-emerald-700")} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** "Reserva 09:41": running once the units are held, the full time before. */
export function ReservationTimer({ seconds, running }: { seconds: number; running: boolean }) {
  const low = running && seconds <= 60;
  return (
    <div
      className={cn("flex items-center gap-2 rounded-2xl px-3 py-2 text-sm", low ? "bg-red-50 text-red-800" : "bg-brand-soft text-brand-ink")}
      data-testid="reservation-timer"
    >
      <TimerIcon className="size-4 shrink-0" aria-hidden />
      <span className="flex-1">{running ? "Seus produtos estão reservados por" : "Ao ir para pagamento, reservamos seus produtos por"}</span>
      <span className="font-bold tabular-nums" role="timer" aria-label={`Tempo de reserva ${formatCountdown(seconds)}`} data-testid="reservation-countdown">
        {formatCountdown(seconds)}
      </span>
    </div>
  );
}
