// /redefinir-senha/{hash}/{email}: set a new password through the e-mailed link.
import type { Metadata } from "next";
import { AuthShell } from "@/components/accounts/auth-shell";
import { ResetPasswordForm } from "@/components/accounts/reset-password-form";
import { maskEmail } from "@/lib/format";
import { stationFromParams } from "@/lib/stations/current";

export const metadata: Metadata = { title: "Redefinir senha", robots: { index: false }, referrer: "no-referrer" };

type Props = { params: Promise<{ station: string; hash: string; email: string }> };

export default async function ResetPasswordPage({ params }: Props) {
  const station = await stationFromParams(params);
  const { hash, email } = await params;
  const address = decodeURIComponent(email);
  return (
    <AuthShell station={station} title="Crie uma nova senha" subtitle={<>Para o cadastro de <strong className="text-ink">{maskEmail(address)}</strong>.</>}>
      <ResetPasswordForm hash={decodeURIComponent(hash)} email={address} />
    </AuthShell>
  );
}
