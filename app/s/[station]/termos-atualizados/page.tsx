// /termos-atualizados: the re-acceptance screen. The member area sends a signed-in member here when
// a legal text they must accept has a version they have not accepted (lib/consents/versions.ts).
// It lists the changed texts with links, "Aceito" records them, "Sair" signs out.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { StationLogo } from "@/components/site/station-logo";
import { Toaster } from "@/components/ui/toast";
import { followEntryRedirect, memberPageGate } from "@/lib/auth/guard";
import { CONSENT_LABELS, legalConsentVersion, needsLegalConsent, pendingLegalDocuments, requiredLegalDocuments, type LegalDocumentKind } from "@/lib/consents";
import { getDb } from "@/lib/db/client";
import type { Station } from "@/lib/stations/queries";
import { AcceptLegalForm } from "./_components/accept-legal-form";

export const metadata: Metadata = { title: "Termos atualizados", robots: { index: false, follow: false } };

function documentHref(station: Station, document: LegalDocumentKind): string {
  if (document === "regulation") return station.settings.regulationUrl ?? "/";
  if (document === "terms") return station.settings.externalTermsUrl ?? "/termos-de-uso";
  return station.settings.externalPrivacyUrl ?? "/politica-de-privacidade";
}

export default async function LegalReacceptancePage({ params }: { params: Promise<{ station: string }> }) {
  const gate = await memberPageGate(params);
  if (gate.kind === "blocked") {
    await followEntryRedirect(gate.decision);
    redirect("/homepage");
  }
  const { station, user } = gate;
  if (!needsLegalConsent(station, user)) redirect("/homepage");
  const pending = await pendingLegalDocuments(await getDb(), station, user.id);
  // Only the cached version differs (a text stopped being asked): confirm the current ones.
  const shown = pending.length > 0 ? pending : requiredLegalDocuments(station);
  const firstTime = user.legalConsentVersion === null;
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted">
      <div className="h-44 bg-brand sm:h-52" aria-hidden />
      <main id="conteudo" className="-mt-36 flex flex-1 flex-col items-center px-4 pb-12 sm:-mt-40">
        <div className="mb-5 rounded-xl bg-white px-4 py-2 shadow-sm">
          <StationLogo station={station} priority />
        </div>
        <section aria-labelledby="titulo-termos" className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h1 id="titulo-termos" className="text-2xl font-bold text-ink">
            {firstTime ? "Confira nossos termos" : "Atualizamos nossos termos"}
          </h1>
          <p className="mt-3 text-ink-muted">
            {firstTime
              ? `Para continuar no programa ${station.name}, leia e aceite:`
              : `Para continuar no programa ${station.name}, leia e aceite a nova versão de:`}
          </p>
          <ul className="mt-4 flex flex-col gap-2">
            {shown.map((d) => (
              <li key={d.document}>
                <a
                  href={documentHref(station, d.document)}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-11 items-center font-bold text-brand-ink underline underline-offset-2"
                >
                  {CONSENT_LABELS.document[d.document]}
                  <span className="sr-only"> (abre em uma nova aba)</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-ink-muted">Ao tocar em &quot;Aceito&quot;, você declara que leu e concorda com os textos acima.</p>
          <AcceptLegalForm version={legalConsentVersion(station)} />
        </section>
      </main>
      <Toaster />
    </div>
  );
}
