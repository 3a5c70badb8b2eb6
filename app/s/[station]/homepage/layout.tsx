// The member area: only signed-in members who pass the entry gate see it; never indexed.
import type { Metadata } from "next";
import { connection } from "next/server";
import { EntryGate } from "@/components/accounts/entry-gate";
import { MemberShell } from "@/components/member/member-shell";
import { getSessionUser } from "@/lib/auth/session";
import { stationFromParams } from "@/lib/stations/current";
import { getMemberBalance } from "@/lib/wallet/queries";

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function MemberLayout({ children, params }: { children: React.ReactNode; params: Promise<{ station: string }> }) {
  await connection();
  const station = await stationFromParams(params);
  const user = await getSessionUser(station.id);
  const balance = user ? await getMemberBalance(station.id, user.id) : 0;
  return (
    <EntryGate station={station} user={user}>
      {user && (
        <MemberShell station={station} user={user} balance={balance}>
          {children}
        </MemberShell>
      )}
    </EntryGate>
  );
}
