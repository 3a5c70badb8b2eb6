// /qr-code-user-validator/{id}: "Usuário válido!" or "Usuário inválido!" for this station.
import type { Metadata } from "next";
import { StationLogo } from "@/components/site/station-logo";
import { isValidMember } from "@/lib/accounts/member-validation";
import { getDb } from "@/lib/db/client";
import { stationFromParams } from "@/lib/stations/current";
import { cn } from "@/lib/utils/cn";

export const metadata: Metadata = { title: "Validação de usuário", robots: { index: false } };

type Props = { params: Promise<{ station: string; id: string }> };

export default async function QrValidatorPage({ params }: Props) {
  const station = await stationFromParams(params);
  const { id } = await params;
  const valid = /^\d{1,9}$/.test(id) && (await isValidMember(await getDb(), station.id, Number(id)));
  return (
    <main id="conteudo" className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-surface-muted px-4 py-12">
      <StationLogo station={station} />
      <section
        className={cn(
          "flex w-full max-w-sm flex-col items-center gap-4 rounded-2xl border-2 bg-white p-8 text-center shadow-lg",
          valid ? "border-emerald-600" : "border-red-600",
        )}
      >
        <span
          aria-hidden
          className={cn("flex size-20 items-center justify-center rounded-full text-4xl font-bold text-white", valid ? "bg-emerald-600" : "bg-red-600")}
        >
          {valid ? "✓" : "✕"}
        </span>
        <h1 className={cn("text-2xl font-bold", valid ? "text-emerald-800" : "text-red-800")}>{valid ? "Usuário válido!" : "Usuário inválido!"}</h1>
      </section>
    </main>
  );
}
