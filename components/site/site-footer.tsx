// The public footer: logo, social links that exist, address cut at 45 characters,
// formatted CNPJ, "Fale Conosco", contact e-mail, legal texts in dialogs or on the station's
// external pages, and "Regulamento" when the station has one.
import Link from "next/link";
import { formatCnpj, truncate } from "@/lib/format";
import type { Station } from "@/lib/stations/queries";
import { LegalDialog } from "./legal-dialog";
import { SOCIAL_LABELS, SocialIcon } from "./social-icons";
import { StationLogo } from "./station-logo";

const SOCIAL_ORDER = ["facebook", "instagram", "twitter", "linkedin", "tiktok"] as const;

export function SiteFooter({ station, legalDialogs = false }: { station: Station; legalDialogs?: boolean }) {
  const cnpj = station.establishment?.cnpj;
  const socials = SOCIAL_ORDER.flatMap((name) => (station.social[name] ? [{ name, url: station.social[name]! }] : []));
  const { externalTermsUrl, externalPrivacyUrl, regulationUrl } = station.settings;
  const linkClass = "underline-offset-4 hover:underline";
  return (
    <footer className="bg-brand text-brand-fg">
      <div className="mx-auto grid max-w-[1280px] gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.3fr_1fr_1fr]">
        <div className="space-y-4">
          <StationLogo station={station} variant="secondary" />
          {station.address && (
            <p className="text-sm" title={station.address}>
              {truncate(station.address, 45)}
            </p>
          )}
          {cnpj && <p className="text-sm">CNPJ {formatCnpj(cnpj)}</p>}
          {socials.length > 0 && (
            <ul className="flex gap-2" aria-label="Redes sociais">
              {socials.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex size-10 items-center justify-center rounded-full border border-current/30 transition-colors hover:bg-black/10"
                  >
                    <SocialIcon name={s.name} />
                    <span className="sr-only">{SOCIAL_LABELS[s.name]}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label="Atendimento" className="flex flex-col items-start gap-3 text-sm">
          <p className="text-base font-bold">Atendimento</p>
          <Link href="/suporte" className={`font-bold ${linkClass}`}>
            Fale Conosco
          </Link>
          {station.contactMail && (
            <a href={`mailto:${station.contactMail}`} className={linkClass}>
              {station.contactMail}
            </a>
          )}
        </nav>
        <nav aria-label="Informações legais" className="flex flex-col items-start gap-3 text-sm">
          <p className="text-base font-bold">Institucional</p>
          {externalPrivacyUrl ? (
            <a href={externalPrivacyUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Política de privacidade
            </a>
          ) : legalDialogs ? (
            <LegalDialog label="Política de privacidade" title="Política de privacidade" kind="privacy" />
          ) : (
            <Link href="/politica-de-privacidade" className={linkClass}>
              Política de privacidade
            </Link>
          )}
          {externalTermsUrl ? (
            <a href={externalTermsUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Termos de uso
            </a>
          ) : legalDialogs ? (
            <LegalDialog label="Termos de uso" title="Termos de uso" kind="terms" />
          ) : (
            <Link href="/termos-de-uso" className={linkClass}>
              Termos de uso
            </Link>
          )}
          {regulationUrl && (
            <a href={regulationUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Regulamento
            </a>
          )}
        </nav>
      </div>
      <div className="border-t border-current/15">
        <p className="mx-auto max-w-[1280px] px-4 py-4 text-xs sm:px-6">
          © {new Date().getFullYear()} {station.establishment?.fullSocialName ?? station.name}
        </p>
      </div>
    </footer>
  );
}
