// The virtual member card (/homepage/carteirinha): station logo, QR code, name, masked
// CPF, birth date, establishment names and validity. It is the page's Printable block, sized to
// come out on one sheet; the QR is also a link ("Abrir validação") for whoever holds the screen.
import { StationLogo } from "@/components/site/station-logo";
import { Printable } from "@/components/ui/printable";
import type { MemberCard } from "@/lib/accounts/member-card";
import type { Station } from "@/lib/stations/queries";
import { StationImage } from "@/components/ui/station-image";

function Line({ label, value, testId, half = false }: { label: string; value: string; testId: string; half?: boolean }) {
  // Each term and its value sit in one div directly under the <dl> (a second wrapper breaks the
  // list for screen readers); short lines take half the row.
  return (
    <div className={half ? "col-span-1" : "col-span-2"}>
      <dt className="text-xs font-bold tracking-wide text-ink-muted uppercase print:text-black/70">{label}</dt>
      <dd className="font-semibold break-words text-ink print:text-black" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function MemberCardView({ card, station }: { card: MemberCard; station: Pick<Station, "name" | "mainBrandImage" | "secondaryBrandImage"> }) {
  return (
    <Printable
      className="mx-auto w-full max-w-2xl overflow-hidden rounded-3xl border border-line bg-white shadow-md print:max-w-[17cm] print:break-inside-avoid print:rounded-2xl print:border print:border-black/30"
      aria-labelledby="card-title"
      data-testid="member-card"
    >
      <header className="flex items-center justify-between gap-4 bg-brand px-5 py-4 text-brand-fg print:border-b print:border-black/30 print:bg-white print:text-black">
        <span className="rounded-xl bg-white px-3 py-2">
          <StationLogo station={station} className="h-10 max-w-40 object-contain text-ink" />
        </span>
        <p id="card-title" className="text-right text-sm font-bold tracking-wider uppercase">
          Carteirinha de membro
        </p>
      </header>
      <div className="grid gap-6 p-5 sm:grid-cols-[auto_1fr] sm:items-center sm:p-6">
        <figure className="flex flex-col items-center gap-2">
          <a href={card.validationUrl} className="rounded-xl focus-visible:outline-2 focus-visible:outline-brand" data-testid="validation-link" aria-label="Abrir validação">
            <StationImage priority src={card.qrImage} alt="QR code de validação da carteirinha" className="size-44 rounded-xl border border-line bg-white p-1 print:size-40" width={176} height={176} data-testid="card-qr" />
          </a>
          <figcaption className="max-w-44 text-center text-xs text-ink-muted print:text-black/70">Apresente este código para validar sua carteirinha</figcaption>
        </figure>
        <dl className="grid grid-cols-2 gap-3">
          <Line label="Nome" value={card.name || "—"} testId="card-name" />
          <Line label="CPF" value={card.cpf ?? "Não informado"} testId="card-cpf" half />
          <Line label="Nascimento" value={card.birthday ?? "Não informado"} testId="card-birthday" half />
          <Line label={card.establishments.length > 1 ? "Estabelecimentos" : "Estabelecimento"} value={card.establishments.join(", ") || "—"} testId="card-establishments" />
          <Line label="Válida até" value={card.validUntil} testId="card-valid-until" />
        </dl>
      </div>
    </Printable>
  );
}
