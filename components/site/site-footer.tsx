import Link from "next/link";
import { formatCnpj, truncate } from "@/lib/format";
import type { Station } from "@/lib/stations/queries";
import { StationLogo } from "./station-logo";

export function SiteFooter({ station }: { station: Station }) {
  const cnpj = station.establishment?.cnpj;
  return (
    <footer className="bg-brand text-brand-fg">
      <div className="mx-auto grid max-w-[1280px] gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto]">
        <div className="space-y-3">
          <StationLogo station={station} variant="secondary" />
          {station.address && <p className="text-sm opacity-90">{truncate(station.address, 45)}</p>}
          {cnpj && <p className="text-sm opacity-90">CNPJ {formatCnpj(cnpj)}</p>}
        </div>
        <nav aria-label="Rodapé" className="flex flex-col gap-2 text-sm md:items-end">
          <Link href="/suporte" className="font-bold underline-offset-4 hover:underline">
            Fale Conosco
          </Link>
          {station.contactMail && (
            <a href={`mailto:${station.contactMail}`} className="underline-offset-4 hover:underline">
              {station.contactMail}
            </a>
          )}
          <Link href="/politica-de-privacidade" className="underline-offset-4 hover:underline">
            Política de privacidade
          </Link>
          <Link href="/termos-de-uso" className="underline-offset-4 hover:underline">
            Termos de uso
          </Link>
        </nav>
      </div>
    </footer>
  );
}
