// "Marca e dados" › Textos legais: the station's terms of use and privacy policy. Owners only.
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { defaultPrivacyPolicy, defaultTermsOfUse, legalDataFromStation } from "@/lib/content/legal";
import { getDb } from "@/lib/db/client";
import { legalDocumentHtml } from "@/lib/stations/console/legal-html";
import { loadConsoleStation } from "@/lib/stations/console/queries";
import { stationOrigin } from "@/lib/stations/current";
import { ConsolePage } from "../../../../_components/console-page";
import { LegalEditor } from "../_components/legal-editor";
import { MarcaTabs } from "../_components/marca-tabs";

export const metadata: Metadata = { title: "Textos legais" };

export default async function TextosLegaisPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station: managed } = await requireConsolePage(params, { role: "owner" });
  const station = await loadConsoleStation(await getDb(), managed.id);
  const origin = stationOrigin(station);
  const data = legalDataFromStation(station, station.url ?? origin);
  const external = station.settings.externalTermsUrl || station.settings.externalPrivacyUrl;
  return (
    <ConsolePage
      eyebrow="Marca e dados"
      title="Textos legais"
      description="Os termos de uso e a política de privacidade que os membros aceitam no cadastro e leem no rodapé do site."
    >
      <MarcaTabs stationId={station.id} current="/textos-legais" />
      {external && (
        <p className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Esta estação aponta para textos legais externos (em Acesso e recursos › Links externos): o rodapé abre esses links no lugar dos textos abaixo.
        </p>
      )}
      <LegalEditor stationId={station.id} kind="terms" ownHtml={station.termsOfUseHtml} defaultHtml={legalDocumentHtml(defaultTermsOfUse(data))} siteOrigin={origin} />
      <LegalEditor stationId={station.id} kind="privacy" ownHtml={station.privacyPolicyHtml} defaultHtml={legalDocumentHtml(defaultPrivacyPolicy(data))} siteOrigin={origin} />
    </ConsolePage>
  );
}
