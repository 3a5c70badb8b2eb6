// /ativar/{hash}/{email}: activation by the link of the confirmation e-mail.
import type { Metadata } from "next";
import { AuthShell } from "@/components/accounts/auth-shell";
import { ActivateLink } from "@/components/accounts/activate-link";
import { stationFromParams } from "@/lib/stations/current";

export const metadata: Metadata = { title: "Ativando sua conta", robots: { index: false } };

type Props = { params: Promise<{ station: string; hash: string; email: string }> };

export default async function ActivatePage({ params }: Props) {
  const station = await stationFromParams(params);
  const { hash, email } = await params;
  return (
    <AuthShell station={station} title="Ativação da conta">
      <ActivateLink hash={decodeURIComponent(hash)} email={decodeURIComponent(email)} />
    </AuthShell>
  );
}
