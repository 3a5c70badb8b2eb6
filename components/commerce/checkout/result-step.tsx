"use client";
// Step 4: "Pedido realizado com sucesso!" with the receipt link, or the PIX screen:
// QR, the "copia e cola" code with "Copiar código" → "Copiado", a countdown to the expiry updated
// every second, and "Verificar pagamento".
import { CheckCircle2Icon, ExternalLinkIcon, TimerIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { CopyCode } from "../copy-code";
import { MSG_ORDER_SUCCESS } from "@/lib/commerce/messages";
import type { OrderSummary } from "@/lib/commerce/orders";
import { formatBRL, formatStationCurrency, type StationCurrency } from "@/lib/format";
import { formatCountdown } from "./checkout-form";
import { StationImage } from "@/components/ui/station-image";

export function SuccessScreen({ order, currency }: { order: OrderSummary; currency: StationCurrency }) {
  return (
    <section className="rounded-3xl border border-line bg-white px-6 py-10 text-center shadow-sm" data-testid="order-success">
      <CheckCircle2Icon className="mx-auto size-14 text-emerald-600" aria-hidden />
      <h2 className="mt-4 text-2xl font-bold text-ink">{MSG_ORDER_SUCCESS}</h2>
      <p className="mt-2 text-ink-muted">
        Pedido <span className="font-mono font-bold text-ink">{order.code}</span> · {formatBRL(order.totalValue)}
      </p>
      {order.cashbackValue > 0 && (
        <p className="mt-1 text-sm font-semibold text-emerald-700">Você ganhou {formatStationCurrency(order.cashbackValue, currency)} de cashback.</p>
      )}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link href={`/homepage/pedidos/${order.id}`}>Ver comprovante do pedido</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/homepage">Voltar ao início</Link>
        </Button>
      </div>
    </section>
  );
}

export function PixScreen({
  order,
  qrCodeDataUrl,
  devPixUrl,
  secondsLeft,
  verifying,
  onVerify,
}: {
  order: OrderSummary & { pix: NonNullable<OrderSummary["pix"]> };
  qrCodeDataUrl: string | null;
  devPixUrl: string | null;
  secondsLeft: number;
  verifying: boolean;
  onVerify: () => void;
}) {
  return (
    <section className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-8" data-testid="pix-screen" aria-labelledby="pix-title">
      <div className="mx-auto max-w-md text-center">
        <h2 id="pix-title" className="text-xl font-bold text-ink">
          Pague com PIX
        </h2>
        <p className="mt-1 text-ink-muted">
          Pedido <span className="font-mono font-bold text-ink">{order.code}</span>
        </p>
        <p className="mt-3 text-3xl font-bold text-ink tabular-nums" data-testid="pix-amount">
          {formatBRL(order.gatewayValue)}
        </p>
        <p
          className="mx-auto mt-3 inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1.5 text-sm font-semibold text-amber-900"
          role="timer"
          aria-label={`O código expira em ${formatCountdown(secondsLeft)}`}
          data-testid="pix-countdown"
        >
          <TimerIcon className="size-4" aria-hidden /> Expira em {formatCountdown(secondsLeft)}
        </p>
        {qrCodeDataUrl && (
          <StationImage src={qrCodeDataUrl} alt="QR code do PIX" width={224} height={224} priority className="mx-auto mt-5 size-56 rounded-2xl border border-line p-2" data-testid="pix-qr" />
        )}
        <div className="mt-5">
          <CopyCode code={order.pix.code} label="PIX copia e cola" id="pix-code">
            <Button className="sm:flex-1" onClick={onVerify} disabled={verifying}>
              {verifying ? "Verificando..." : "Verificar pagamento"}
            </Button>
          </CopyCode>
        </div>
        <ol className="mt-6 list-inside list-decimal space-y-1 text-left text-sm text-ink-muted">
          <li>Abra o app do seu banco e escolha pagar com PIX.</li>
          <li>Leia o QR code ou cole o código copiado.</li>
          <li>Depois de pagar, toque em &quot;Verificar pagamento&quot;.</li>
        </ol>
        {devPixUrl && (
          <a href={devPixUrl} target="_blank" rel="noopener noreferrer" className="mt-6 inline-flex items-center gap-1 text-xs text-ink-muted underline hover:text-ink">
            Pagar no simulador (ambiente de teste) <ExternalLinkIcon className="size-3" aria-hidden />
          </a>
        )}
      </div>
    </section>
  );
}
