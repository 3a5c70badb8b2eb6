// /validar/{code} on a station's host: what a receipt's, coupon's or voucher's QR code opens. Anyone
// may read whether the code is valid here (what it is and the holder's first name, nothing more);
// marking it delivered/used is for the station's owner and staff, at the console's door (painel
// host), through "Sou responsável pela estação".
import type { Metadata } from "next";
import { connection } from "next/server";
import { CodeVerdict } from "@/components/commerce/code-verdict";
import { StationLogo } from "@/components/site/station-logo";
import { Button } from "@/components/ui/button";
import { findCode } from "@/lib/commerce/validation";
import { getDb } from "@/lib/db/client";
import { stationFromParams } from "@/lib/stations/current";
import { doorUrl } from "@/lib/validation-desk/links";

export const metadata: Metadata = { title: "Validação", robots: { index: false, follow: false }, referrer: "no-referrer" };

type Props = { params: Promise<{ station: string; code: string }> };

export default async function ValidationPage({ params }: Props) {
  await connection();
  const station = await stationFromParams(params);
  const code = decodeURIComponent((await params).code).slice(0, 40);
  const lookup = await findCode(await getDb(), station.id, code);
  return (
    <main id="conteudo" className="flex min-h-dvh flex-col items-center gap-8 bg-surface-muted px-4 py-10 sm:justify-center">
      <StationLogo station={station} className="h-12 max-w-48 object-contain" />
      <CodeVerdict code={code.toUpperCase()} lookup={lookup}>
        {lookup?.state === "valid" && (
          <Button asChild variant="outline" className="mt-2 w-full">
            <a href={doorUrl(station.id, lookup.code)}>Sou responsável pela estação</a>
          </Button>
        )}
      </CodeVerdict>
      <p className="text-sm text-ink-muted">{station.name}</p>
    </main>
  );
}
