// "Marca e dados" › Marca: colour with its contrast check, font, logos, favicon, header and
// background images, with a live preview of the public site. Owners only.
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { formatStationCurrency } from "@/lib/format";
import { STATION_FONTS, type StationFont } from "@/lib/stations/branding";
import { loadConsoleStation } from "@/lib/stations/console/queries";
import { ConsolePage } from "../../../_components/console-page";
import { BrandingForm } from "./_components/branding-form";
import { MarcaTabs } from "./_components/marca-tabs";

export const metadata: Metadata = { title: "Marca" };

export default async function MarcaPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station: managed } = await requireConsolePage(params, { role: "owner" });
  const station = await loadConsoleStation(await getDb(), managed.id);
  const font = (STATION_FONTS as readonly string[]).includes(station.font) ? (station.font as StationFont) : "Lato";
  return (
    <ConsolePage eyebrow="Marca e dados" title="Marca" description="A cara da sua estação: cor, fonte, logos e imagens. Veja a prévia antes de salvar.">
      <MarcaTabs stationId={station.id} current="" />
      <BrandingForm
        stationName={station.name}
        pointsExample={formatStationCurrency(150_000, station)}
        initial={{
          stationId: station.id,
          mainBrandColor: station.mainBrandColor.toUpperCase(),
          font,
          mainBrandImage: station.mainBrandImage,
          secondaryBrandImage: station.secondaryBrandImage,
          faviconImage: station.faviconImage,
          backgroundImage: station.backgroundImage,
          headerImages: station.headerImages,
        }}
      />
    </ConsolePage>
  );
}
