"use client";
// "Minhas compras" (bought coupons, each opening its receipt dialog) and "Vouchers" (course
// vouchers, each opening a printable voucher): cards that are buttons, and one dialog per list
// showing the code, its QR (the validation page on the station's host) and what the counter needs.
import { CalendarIcon, TicketIcon } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatDateTime, formatStationCurrency, type StationCurrency } from "@/lib/format";
import { TicketDialog, type TicketBrand as Brand, type TicketQr as Qr } from "./ticket-dialog";
import { StationImage } from "@/components/ui/station-image";

export interface CouponCard {
  id: number;
  code: string;
  price: number;
  createdAt: string;
  activityName: string;
  activityImage: string | null;
  usedAt: string | null;
  qr: Qr;
}

export interface VoucherCard {
  id: number;
  code: string;
  createdAt: string;
  activityName: string;
  activityImage: string | null;
  rules: string | null;
  validUntil: string | null;
  used: boolean;
  qr: Qr;
}

function Thumb({ src }: { src: string | null }) {
  if (!src) {
    return (
      <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand-ink" aria-hidden>
        <TicketIcon className="size-7" />
      </span>
    );
  }
  return <StationImage src={src} alt="" className="size-16 shrink-0 rounded-2xl object-cover" width={64} height={64} />;
}

export function CouponList({ coupons, currency, brand }: { coupons: CouponCard[]; currency: StationCurrency; brand: Brand }) {
  const [open, setOpen] = useState<CouponCard | null>(null);
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Cupons comprados">
        {coupons.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => setOpen(c)}
              data-testid="coupon-card"
              className="flex w-full items-center gap-4 rounded-3xl border border-line bg-white p-4 text-left shadow-sm transition hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
            >
              <Thumb src={c.activityImage} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-bold text-ink">{c.activityName}</span>
                <span className="mt-0.5 block text-sm font-bold tracking-wider text-brand-ink">{c.code}</span>
                <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                  {formatDate(c.createdAt)} · {formatStationCurrency(c.price, currency)}
                  {c.usedAt && <Badge variant="neutral">Utilizado</Badge>}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <TicketDialog ticket={open} onClose={() => setOpen(null)} brand={brand} title="Comprovante de compra" what="o cupom">
        {open && (
          <>
            <dl className="mt-4 grid gap-1 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-ink-muted">Valor pago</dt>
                <dd className="font-semibold text-ink">{formatStationCurrency(open.price, currency)}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-ink-muted">Situação</dt>
                <dd className="font-semibold text-ink">{open.usedAt ? `Utilizado em ${formatDateTime(open.usedAt)}` : "Disponível para uso"}</dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-ink-muted">Apresente este código no estabelecimento para usar seu cupom.</p>
          </>
        )}
      </TicketDialog>
    </>
  );
}

export function VoucherGrid({ vouchers, brand }: { vouchers: VoucherCard[]; brand: Brand }) {
  const [open, setOpen] = useState<VoucherCard | null>(null);
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Vouchers">
        {vouchers.map((v) => (
          <li key={v.id}>
            <button
              type="button"
              onClick={() => setOpen(v)}
              data-testid="voucher-card"
              className="flex h-full w-full flex-col overflow-hidden rounded-3xl border border-line bg-white text-left shadow-sm transition hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
            >
              {v.activityImage ? (
                <StationImage src={v.activityImage} alt="" width={1600} height={900} className="aspect-[16/9] w-full object-cover" />
              ) : (
                <span className="flex aspect-[16/9] w-full items-center justify-center bg-brand-soft text-brand-ink" aria-hidden>
                  <TicketIcon className="size-10" />
                </span>
              )}
              <span className="flex flex-1 flex-col gap-1 p-4">
                <span className="font-bold text-ink">{v.activityName}</span>
                <span className="text-sm font-bold tracking-wider text-brand-ink">{v.code}</span>
                <span className="mt-auto flex flex-wrap items-center gap-2 pt-2 text-sm text-ink-muted">
                  <CalendarIcon className="size-4" aria-hidden />
                  {v.validUntil ? `Válido até ${formatDate(v.validUntil)}` : `Emitido em ${formatDate(v.createdAt)}`}
                  {v.used && <Badge variant="neutral">Utilizado</Badge>}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <TicketDialog ticket={open} onClose={() => setOpen(null)} brand={brand} title="Voucher" what="o voucher" homeLink>
        {open && (
          <>
            {open.validUntil && (
              <p className="mt-3 text-sm text-ink">
                Válido até <strong>{formatDateTime(open.validUntil)}</strong>
              </p>
            )}
            {open.used && <p className="mt-2 text-sm font-semibold text-ink-muted">Voucher já utilizado</p>}
            {open.rules && (
              <div className="mt-4 rounded-2xl bg-surface-muted p-4 text-left text-sm text-ink print:border print:border-black/20">
                <p className="font-bold">Regras</p>
                <p className="mt-1 whitespace-pre-line">{open.rules}</p>
              </div>
            )}
          </>
        )}
      </TicketDialog>
    </>
  );
}
