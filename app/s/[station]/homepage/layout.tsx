// The member area: only signed-in members who pass the guard's entry gate see it; never indexed.
// A blocked member gets the modal alone: nothing of the member (balance, shell) is loaded.
//
// Status codes tell the truth: a page that is not there for this member (a feature the station has
// off, an id that does not exist or is someone else's) answers 404 with this shell and not-found.tsx.
// A 404 can only be sent before the first byte, so nothing between this layout and the pages
// streams: no loading.tsx here or below. A page checks features and ownership first, then wraps
// its slow content, if any, in <Suspense fallback={<MemberPageSkeleton />}>.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { EntryBlock } from "@/components/accounts/entry-gate";
import { MemberShell } from "@/components/member/member-shell";
import { memberPageGate } from "@/lib/auth/guard";
import { TrophyToaster } from "@/components/trophies/trophy-toaster";
import { loadUnseenTrophies } from "@/lib/trophies/member-pages";
import { getMemberBalance } from "@/lib/wallet/queries";
import { roleOn } from "@/lib/auth/console-roles";
import { getDb } from "@/lib/db/client";
import { needsLegalConsent } from "@/lib/consents";

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function MemberLayout({ children, params }: { children: React.ReactNode; params: Promise<{ station: string }> }) {
  await connection();
  const gate = await memberPageGate(params);
  if (gate.kind === "blocked") return <EntryBlock station={gate.station} decision={gate.decision} />;
  // A legal text changed since the member accepted: no query, the session row carries what they
  // accepted and the cached station record what is current.
  if (needsLegalConsent(gate.station, gate.user)) redirect("/termos-atualizados");
  const [balance, unseenTrophies, consoleRole] = await Promise.all([
    getMemberBalance(gate.station.id, gate.user.id),
    loadUnseenTrophies(gate.station.id, gate.user.id),
    // "Acessar Painel" is for whoever has a role on this station's console (owners and staff).
    gate.station.settings.adminPanelButton ? getDb().then((db) => roleOn(db, gate.user.id, gate.station.id)) : null,
  ]);
  return (
    <MemberShell station={gate.station} user={gate.user} balance={balance} canOpenConsole={consoleRole !== null}>
      {unseenTrophies && <TrophyToaster initial={unseenTrophies} />}
      {children}
    </MemberShell>
  );
}
