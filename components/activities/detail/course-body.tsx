"use client";
// Type 4: "Eu quero!" with consent checkboxes; the voucher modal shows code, QR and createdAt.
import { Printable } from "@/components/ui/printable";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import QRCode from "qrcode";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { subscribeCourseAction } from "@/lib/activities/actions";
import { formatBRL, formatDateTime } from "@/lib/format";
import { VoucherList } from "./coupon-body";
import { useParticipation } from "./use-participation";

type Course = { id: number; price: number; discountPrice: number; rules: string | null; date: string | null };

export function CourseBody({ activityId, name, courses, vouchers, disabled }: { activityId: number; name: string; courses: Course[]; vouchers: { code: string; createdAt: string }[]; disabled: boolean }) {
  const { run, busy } = useParticipation();
  const [consent, setConsent] = useState(false);
  const [contact, setContact] = useState(false);
  const [voucher, setVoucher] = useState<{ code: string; createdAt: string } | null>(null);
  const id = useId();
  const course = courses[0];
  if (!course) return null;
  return (
    <div className="space-y-4">
      <div className="rounded-3xl border border-line bg-white p-6 shadow-sm">
        <dl className="grid gap-4 sm:grid-cols-3">
          {course.date && (
            <div>
              <dt className="text-sm text-ink-muted">Data</dt>
              <dd className="font-bold text-ink">{formatDateTime(course.date)}</dd>
            </div>
          )}
          <div>
            <dt className="text-sm text-ink-muted">Valor</dt>
            <dd className="font-bold text-ink">
              {course.discountPrice > 0 && course.discountPrice < course.price ? (
                <>
                  <s className="mr-2 font-normal text-ink-muted">{formatBRL(course.price)}</s>
                  {formatBRL(course.discountPrice)}
                </>
              ) : (
                formatBRL(course.price)
              )}
            </dd>
          </div>
        </dl>
        {course.rules && <p className="mt-4 text-sm text-ink-muted">{course.rules}</p>}
        <div className="mt-5 space-y-3">
          <label htmlFor={`${id}-consent`} className="flex items-start gap-3 text-ink">
            <input id={`${id}-consent`} type="checkbox" className="mt-1 size-5 accent-brand" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
            <span>Autorizo o compartilhamento dos meus dados com o organizador do curso para a inscrição.</span>
          </label>
          <label htmlFor={`${id}-contact`} className="flex items-start gap-3 text-ink">
            <input id={`${id}-contact`} type="checkbox" className="mt-1 size-5 accent-brand" checked={contact} onChange={(e) => setContact(e.target.checked)} />
            <span>Quero ser contatado(a) pelo organizador com mais informações.</span>
          </label>
        </div>
        <Button
          size="lg"
          className="mt-6"
          disabled={!consent || busy || disabled}
          onClick={async () => {
            const r = await run(subscribeCourseAction, { activityId, courseId: course.id, consent, shouldContact: contact });
            if (r) setVoucher(r);
          }}
        >
          {busy ? "Enviando..." : "Eu quero!"}
        </Button>
      </div>
      {vouchers.length > 0 && <VoucherList title="Seus vouchers" vouchers={vouchers} />}
      <VoucherDialog voucher={voucher} name={name} onClose={() => setVoucher(null)} />
    </div>
  );
}

function VoucherDialog({ voucher, name, onClose }: { voucher: { code: string; createdAt: string } | null; name: string; onClose: () => void }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (!voucher) return;
    // Like the vouchers page: the QR opens this station's validation page for the code.
    const url = `${window.location.origin}/validar/${encodeURIComponent(voucher.code)}`;
    void QRCode.toDataURL(url, { margin: 1, width: 200 }).then(setQr);
  }, [voucher]);
  return (
    <Dialog open={voucher !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-sm text-center">
        <DialogTitle className="text-xl font-bold text-ink">Seu voucher</DialogTitle>
        <DialogDescription className="mt-1 text-ink-muted">{name}</DialogDescription>
        <Printable>
          {qr && (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={qr} alt={`QR code do voucher ${voucher?.code ?? ""}`} className="mx-auto mt-4 size-48" />
          )}
          <p className="mt-3 font-mono text-2xl font-bold tracking-widest text-ink" data-testid="voucher-code">{voucher?.code}</p>
          {voucher && <p className="mt-1 text-sm text-ink-muted">Emitido em {formatDateTime(voucher.createdAt)}</p>}
        </Printable>
        <Button variant="ghost" className="mt-4 w-full" onClick={() => window.print()}>
          Imprimir
        </Button>
        <DialogClose asChild>
          <Button className="mt-2 w-full">Fechar</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
