// "Marca e dados" › Dados da estação. Owners only.
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { stationDataFormValues } from "@/lib/stations/console/form-values";
import { loadConsoleStation } from "@/lib/stations/console/queries";
import { stationOrigin } from "@/lib/stations/current";
import { ConsolePage } from "../../../../_components/console-page";
import { MarcaTabs } from "../_components/marca-tabs";
import { StationDataForm } from "../_components/station-data-form";

export const metadata: Metadata = { title: "Dados da estação" };

export default async function DadosPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station: managed } = await requireConsolePage(params, { role: "owner" });
  const s = await loadConsoleStation(await getDb(), managed.id);
  return (
    <ConsolePage eyebrow="Marca e dados" title="Dados da estação" description="Nome, endereço na internet, contato, empresa responsável, redes sociais, aplicativo e moeda de pontos.">
      <MarcaTabs stationId={s.id} current="/dados" />
      <StationDataForm
        siteAddress={stationOrigin({ slug: s.slug, domain: null }).replace(/^https?:\/\//, "")}
        initial={stationDataFormValues(s)}
      />
    </ConsolePage>
  );
}
