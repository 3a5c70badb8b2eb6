// Tab "Locais de entrega" of a shop (3) or delivery-order (14) activity: delivery regions (the
// member gives an address; the region follows its CEP, by the region's CEP ranges or cities) and
// pickup points, each with its shipping price.
import type { Metadata } from "next";
import { PartListEditor } from "@/components/console/activity-parts/part-list-editor";
import { PartTabFrame, partTabActivity, type TabParams } from "@/components/console/activity-parts/tab-frame";
import { listDeliveryLocations } from "@/lib/activities/console/parts/queries";
import { getDb } from "@/lib/db/client";
import { formatBRL } from "@/lib/format/money";
import { requireConsolePage } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Locais de entrega" };

const cep = (z: string | null) => (z && z.length === 8 ? `${z.slice(0, 2)}.${z.slice(2, 5)}-${z.slice(5)}` : "");

/** What a region's card says about where it delivers. */
function areaOf(d: { cepRanges: [string, string][]; cities: string[] }): string {
  const parts = [d.cepRanges.length > 0 ? `${d.cepRanges.length} ${d.cepRanges.length === 1 ? "faixa" : "faixas"} de CEP` : "", d.cities.join(", ")].filter(Boolean);
  return parts.length > 0 ? `Atende: ${parts.join("; ")}` : "Atende os CEPs que nenhuma outra região atende";
}

export default async function DeliveryTab({ params }: { params: TabParams }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const activity = await partTabActivity(station.id, params, "entregas");
  const rows = await listDeliveryLocations(await getDb(), station.id, activity.id);
  const items = rows.map((d) => ({
    id: d.id,
    title: d.name,
    details: [d.price > 0 ? `Frete ${formatBRL(d.price)}` : "Frete grátis", ...(d.delivery ? [areaOf(d)] : [[d.street, d.streetNumber].filter(Boolean).join(", ")].filter(Boolean))],
    badges: [d.delivery ? { text: "Entrega", variant: "soft" as const } : { text: "Retirada", variant: "neutral" as const }],
    values: {
      name: d.name,
      price: formatBRL(d.price),
      delivery: d.delivery,
      street: d.street ?? "",
      streetNumber: d.streetNumber ?? "",
      zipcode: cep(d.zipcode),
      helperLabelField1: d.helperLabelField1 ?? "",
      helperLabelField2: d.helperLabelField2 ?? "",
      cepRanges: d.cepRanges.map(([from, to]) => (from === to ? cep(from) : `${cep(from)} a ${cep(to)}`)).join("\n"),
      cities: d.cities.join("\n"),
    },
  }));
  return (
    <PartTabFrame title="Locais de entrega" description="Onde os produtos chegam: regiões de entrega (o membro informa o endereço) e pontos de retirada, cada um com seu frete.">
      <PartListEditor kind="delivery" stationId={station.id} activityId={activity.id} items={items} />
    </PartTabFrame>
  );
}
