// "Marca e dados" › Acesso e recursos: public/private, the 18+ gate, maintenance, the feature flags
// and the per-station variants. Owners only.
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { accessFormValues } from "@/lib/stations/console/form-values";
import { loadConsoleStation } from "@/lib/stations/console/queries";
import { ConsolePage } from "../../../../_components/console-page";
import { AccessForm } from "../_components/access-form";
import { MarcaTabs } from "../_components/marca-tabs";

export const metadata: Metadata = { title: "Acesso e recursos" };

export default async function AcessoPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station: managed } = await requireConsolePage(params, { role: "owner" });
  const station = await loadConsoleStation(await getDb(), managed.id);
  return (
    <ConsolePage eyebrow="Marca e dados" title="Acesso e recursos" description="Quem vê a estação, o que os membros encontram no menu e as variantes de entrada, cadastro, mural e loja.">
      <MarcaTabs stationId={station.id} current="/acesso" />
      <AccessForm
        initial={accessFormValues(station)}
      />
    </ConsolePage>
  );
}
