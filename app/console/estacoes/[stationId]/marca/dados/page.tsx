// "Marca e dados" › Dados da estação. Owners only.
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { formatCnpj, formatPhone } from "@/lib/format";
import { loadConsoleStation } from "@/lib/stations/console/queries";
import { stationOrigin } from "@/lib/stations/current";
import { ConsolePage } from "../../../../_components/console-page";
import { MarcaTabs } from "../_components/marca-tabs";
import { StationDataForm } from "../_components/station-data-form";

export const metadata: Metadata = { title: "Dados da estação" };

export default async function DadosPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station: managed } = await requireConsolePage(params, { role: "owner" });
  const s = await loadConsoleStation(await getDb(), managed.id);
  const e = s.establishment;
  return (
    <ConsolePage eyebrow="Marca e dados" title="Dados da estação" description="Nome, endereço na internet, contato, empresa responsável, redes sociais, aplicativo e moeda de pontos.">
      <MarcaTabs stationId={s.id} current="/dados" />
      <StationDataForm
        siteAddress={stationOrigin({ slug: s.slug, domain: null }).replace(/^https?:\/\//, "")}
        initial={{
          stationId: s.id,
          name: s.name,
          description: s.description ?? "",
          domain: s.domain ?? "",
          contactMail: s.contactMail ?? "",
          supportPhone: s.supportPhone ? formatPhone(s.supportPhone) : "",
          address: s.address ?? "",
          socialUrlInstagram: s.social.instagram ?? "",
          socialUrlFacebook: s.social.facebook ?? "",
          socialUrlTiktok: s.social.tiktok ?? "",
          socialUrlTwitter: s.social.twitter ?? "",
          socialUrlLinkedin: s.social.linkedin ?? "",
          hasApp: s.hasApp,
          ios: s.ios ?? "",
          android: s.android ?? "",
          currencyName: s.currencyName ?? "",
          currencyMultiplier: String(Number(s.currencyMultiplier)).replace(".", ","),
          currencyNamePosition: s.currencyNamePosition,
          cnpj: e?.cnpj ? formatCnpj(e.cnpj) : "",
          fullSocialName: e?.fullSocialName ?? "",
          addressZip: e?.addressZip ?? "",
          addressLine1: e?.addressLine1 ?? "",
          addressLine2: e?.addressLine2 ?? "",
          addressCity: e?.addressCity ?? "",
          addressStateId: e?.addressStateId ? String(e.addressStateId) : "",
        }}
      />
    </ConsolePage>
  );
}
