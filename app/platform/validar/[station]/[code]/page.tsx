// /validar/{station}/{code} on the platform apex: the station owner's view of a code shown on the
// station's public validation page, with "Marcar como entregue" / "Marcar como utilizado". Owner
// sessions exist only on the apex (lib/auth/session-cookie.ts), hence this page here. A visitor
// signs in first and comes back; an owner of another station sees nothing of the code.
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { connection } from "next/server";
import { CodeVerdict } from "@/components/commerce/code-verdict";
import { currentOwner } from "@/lib/auth/guard";
import { CODE_KIND_LABELS } from "@/lib/commerce/purchase-texts";
import { findCode, isStationOwner, MSG_NOT_STATION_OWNER, type CodeLookup } from "@/lib/commerce/validation";
import { getDb } from "@/lib/db/client";
import { getStationByKey } from "@/lib/stations/queries";
import { PlatformShell } from "../../../_components/platform-shell";
import { MarkButton } from "./mark-button";

export const metadata: Metadata = { title: "Validar código | Estação", robots: { index: false, follow: false }, referrer: "no-referrer" };

type Props = { params: Promise<{ station: string; code: string }>; searchParams: Promise<{ marcado?: string }> };

/** The mark button comes back with ?marcado={code}: a success only while the mark is fresh, so an old link never hides a reuse. */
const JUST_MARKED_MS = 2 * 60_000;

function markedJustNow(lookup: CodeLookup | null, marcado: string | undefined): boolean {
  if (!lookup?.usedAt || marcado?.toUpperCase() !== lookup.code) return false;
  return Date.now() - Date.parse(lookup.usedAt) < JUST_MARKED_MS;
}

export default async function OwnerValidationPage({ params, searchParams }: Props) {
  await connection();
  const { station: key, code: rawCode } = await params;
  const { marcado } = await searchParams;
  const code = decodeURIComponent(rawCode).slice(0, 40);
  const owner = await currentOwner();
  if (!owner) redirect(`/entrar?next=${encodeURIComponent(`/validar/${key}/${rawCode}`)}`);
  const station = await getStationByKey(decodeURIComponent(key));
  if (!station) notFound();
  const db = await getDb();
  const owns = await isStationOwner(db, station.id, owner.id);
  const lookup = owns ? await findCode(db, station.id, code) : null;
  const justMarked = markedJustNow(lookup, marcado);
  return (
    <PlatformShell email={owner.email}>
      <div className="flex w-full flex-col items-center gap-4">
        <p className="rounded-full bg-white/10 px-4 py-1 text-sm font-bold text-white">{station.name}</p>
        {owns ? (
          <CodeVerdict code={code.toUpperCase()} lookup={lookup} justMarked={justMarked}>
            {lookup?.state === "valid" && <MarkButton station={station.slug} code={lookup.code} label={CODE_KIND_LABELS[lookup.kind].mark} />}
          </CodeVerdict>
        ) : (
          <section role="alert" className="w-full max-w-md rounded-3xl border-2 border-red-600 bg-white p-8 text-center shadow-lg">
            <h1 className="text-xl font-bold text-red-800">{MSG_NOT_STATION_OWNER}</h1>
            <p className="mt-2 text-ink-muted">Entre com a conta de dono desta estação para validar o código.</p>
          </section>
        )}
      </div>
    </PlatformShell>
  );
}
