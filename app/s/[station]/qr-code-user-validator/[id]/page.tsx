// /qr-code-user-validator/{value} (public): a loading state, then only "Usuário válido!"
// or "Usuário inválido!" for this station; never anything about the member. The value is the
// member card's signed, expiring QR value (lib/accounts/member-card-token.ts): a bare member id, a
// forged, expired or other station's value, or a blocked or deleted member all answer invalid.
import type { Metadata } from "next";
import { Suspense } from "react";
import { StationLogo } from "@/components/site/station-logo";
import { isValidMemberCard } from "@/lib/accounts/member-validation";
import { getDb } from "@/lib/db/client";
import { stationFromParams } from "@/lib/stations/current";
import { cn } from "@/lib/utils/cn";

export const metadata: Metadata = { title: "Validação de usuário", robots: { index: false }, referrer: "no-referrer" };

type Props = { params: Promise<{ station: string; id: string }> };

const frame = "flex w-full max-w-sm flex-col items-center gap-4 rounded-2xl border-2 bg-white p-8 text-center shadow-lg";

export default async function QrValidatorPage({ params }: Props) {
  const station = await stationFromParams(params);
  const { id } = await params;
  return (
    <main id="conteudo" className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-surface-muted px-4 py-12">
      <StationLogo station={station} />
      <Suspense fallback={<Checking />}>
        <Answer stationId={station.id} value={id} />
      </Suspense>
    </main>
  );
}

function Checking() {
  return (
    <section className={cn(frame, "border-line")} role="status" aria-live="polite" data-testid="validator-loading">
      <span aria-hidden className="size-20 animate-spin rounded-full border-8 border-line border-t-brand" />
      <p className="text-xl font-bold text-ink">Validando...</p>
    </section>
  );
}

async function Answer({ stationId, value }: { stationId: number; value: string }) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    decoded = "";
  }
  const valid = await isValidMemberCard(await getDb(), stationId, decoded);
  return (
    <section className={cn(frame, valid ? "border-emerald-600" : "border-red-600")} role="status" aria-live="polite">
      <span
        aria-hidden
        className={cn("flex size-20 items-center justify-center rounded-full text-4xl font-bold text-white", valid ? "bg-emerald-600" : "bg-red-600")}
      >
        {valid ? "✓" : "✕"}
      </span>
      <h1 className={cn("text-2xl font-bold", valid ? "text-emerald-800" : "text-red-800")}>{valid ? "Usuário válido!" : "Usuário inválido!"}</h1>
    </section>
  );
}
