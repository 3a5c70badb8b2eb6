"use client";
// Type 4: "Eu quero!" with consent checkboxes; the voucher modal shows code, QR and createdAt.
import { useState } from "react";
import { TicketDialog, type TicketBrand, type TicketQr } from "@/components/commerce/ticket-dialog";
import { Button } from "@/components/ui/button";
import { subscribeCourseAction } from "@/lib/activities/actions";
import { formatBRL, formatDateTime } from "@/lib/format";
import { VoucherList } from "./coupon-body";
import { useParticipation } from "./use-participation";
import { CheckboxField } from "@/components/ui/checkbox";

type Course = { id: number; price: number; discountPrice: number; rules: string | null; date: string | null };

type Ticket = { code: string; createdAt: string; qr: TicketQr };

export function CourseBody({
  activityId,
  name,
  brand,
  courses,
  vouchers,
  disabled,
}: {
  activityId: number;
  name: string;
  brand: TicketBrand;
  courses: Course[];
  vouchers: { code: string; createdAt: string }[];
  disabled: boolean;
}) {
  const { run, busy } = useParticipation();
  const [consent, setConsent] = useState(false);
  const [contact, setContact] = useState(false);
  const [voucher, setVoucher] = useState<Ticket | null>(null);
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
          <CheckboxField
            label={<span>Autorizo o compartilhamento dos meus dados com o organizador do curso para a inscrição.</span>}
            className="items-start gap-3 text-ink"
            checkboxClassName="mt-0.5"
            checked={consent}
            onCheckedChange={(c) => setConsent(c === true)}
          />
          <CheckboxField
            label={<span>Quero ser contatado(a) pelo organizador com mais informações.</span>}
            className="items-start gap-3 text-ink"
            checkboxClassName="mt-0.5"
            checked={contact}
            onCheckedChange={(c) => setContact(c === true)}
          />
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
      <TicketDialog ticket={voucher && { ...voucher, activityName: name }} onClose={() => setVoucher(null)} brand={brand} title="Seu voucher" what="o voucher">
        {course.rules && <p className="mt-4 text-sm text-ink-muted">{course.rules}</p>}
      </TicketDialog>
    </div>
  );
}
