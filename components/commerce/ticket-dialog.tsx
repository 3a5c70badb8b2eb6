"use client";
// The printable ticket of a bought coupon, a course voucher (the vouchers page and the course's
// own page after "Eu quero!"): the station's logo, the code, and the QR of its validation page.
import { StationLogo } from "@/components/site/station-logo";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Printable } from "@/components/ui/printable";
import { formatDateTime } from "@/lib/format";
import { HomeLink, PrintButton } from "./print-actions";
import { StationImage } from "@/components/ui/station-image";

export type TicketBrand = { name: string; mainBrandImage: string | null; secondaryBrandImage: string | null };
export type TicketQr = { url: string; image: string };

/** On paper the dialog is the page: no centring transform, no height cap, no shadow. */
const PRINTABLE_DIALOG =
  "text-center print:top-0 print:left-0 print:max-h-none print:max-w-none print:translate-x-0 print:translate-y-0 print:overflow-visible print:rounded-none print:shadow-none";

/**
 * The printable ticket of a coupon or voucher: logo, title, what it is for, when it was issued, the
 * QR of its validation page and the code; `children` add the kind's own lines. Print, (home) and
 * close stay off the paper.
 */
export function TicketDialog({
  ticket,
  onClose,
  brand,
  title,
  what,
  homeLink = false,
  children,
}: {
  ticket: { code: string; createdAt: string; activityName: string; qr: TicketQr } | null;
  onClose: () => void;
  brand: TicketBrand;
  title: string;
  what: string;
  homeLink?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={ticket !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent showClose className={PRINTABLE_DIALOG}>
        {ticket && (
          <>
            <Printable className="pt-2">
              <StationLogo station={brand} className="mx-auto h-10 max-w-40 object-contain" />
              <DialogTitle className="mt-4">{title}</DialogTitle>
              <DialogDescription className="mt-1 font-semibold text-ink">{ticket.activityName}</DialogDescription>
              <p className="mt-1 text-sm text-ink-muted">Emitido em {formatDateTime(ticket.createdAt)}</p>
              <div className="mt-4 flex flex-col items-center">
                <a href={ticket.qr.url} className="rounded-xl focus-visible:outline-2 focus-visible:outline-brand" data-testid="validation-link">
                  <StationImage priority src={ticket.qr.image} alt={`QR code para validar ${what} ${ticket.code}`} className="size-44" width={176} height={176} />
                </a>
                <p className="mt-2 text-2xl font-bold tracking-[0.2em] text-ink" data-testid="dialog-code">
                  {ticket.code}
                </p>
              </div>
              {children}
            </Printable>
            <div className="mt-5 grid gap-2 print:hidden">
              <PrintButton label="Imprimir ou salvar" />
              {homeLink && <HomeLink />}
              <DialogClose asChild>
                <Button>Fechar</Button>
              </DialogClose>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

