// /suporte and /suporte-enterprise: a heading, the ways to reach the station, and the form.
import { formatPhone } from "@/lib/format";
import type { Station } from "@/lib/stations/queries";
import { cn } from "@/lib/utils/cn";
import { SupportForm, type SupportAction } from "./support-form";

export function SupportPage({
  station,
  kind,
  title,
  lead,
  defaultSubject,
  action,
}: {
  station: Station;
  kind: "support" | "enterprise";
  title: string;
  lead: string;
  defaultSubject?: string;
  action: SupportAction;
}) {
  return (
    <div className="bg-surface-muted">
      <div className="mx-auto grid max-w-[1180px] gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1fr_1.6fr]">
        <div className="space-y-4">
          <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
          <p className="text-lg text-ink-muted">{lead}</p>
          <SupportContacts station={station} className="mt-6 rounded-3xl bg-white p-6 shadow-sm" />
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-sm sm:p-10">
          <SupportForm action={action} kind={kind} defaultSubject={defaultSubject} />
        </div>
      </div>
    </div>
  );
}

/** How to reach the station: its e-mail, phone and the answer time (also on /homepage/support). */
export function SupportContacts({ station, className }: { station: Pick<Station, "contactMail" | "supportPhone">; className?: string }) {
  return (
    <dl className={cn("space-y-4", className)}>
      {station.contactMail && (
        <div>
          <dt className="text-sm font-bold text-ink-muted">E-mail</dt>
          <dd>
            <a className="font-bold text-brand-ink underline-offset-4 hover:underline" href={`mailto:${station.contactMail}`}>
              {station.contactMail}
            </a>
          </dd>
        </div>
      )}
      {station.supportPhone && (
        <div>
          <dt className="text-sm font-bold text-ink-muted">Telefone</dt>
          <dd className="font-bold">{formatPhone(station.supportPhone)}</dd>
        </div>
      )}
      <div>
        <dt className="text-sm font-bold text-ink-muted">Prazo de resposta</dt>
        <dd>Até 2 dias úteis</dd>
      </div>
    </dl>
  );
}
