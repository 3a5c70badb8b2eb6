// /confirmacao/{email}: awaiting confirmation; the 6-digit code form.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AuthShell } from "@/components/accounts/auth-shell";
import { ConfirmCodeForm } from "@/components/accounts/confirm-code-form";
import { accountMessages } from "@/lib/accounts/messages";
import { maskEmail } from "@/lib/format";
import { stationFromParams } from "@/lib/stations/current";
import { email as emailRule } from "@/lib/validation";

export const metadata: Metadata = { title: "Confirme seu cadastro", robots: { index: false } };

type Props = { params: Promise<{ station: string; email: string }>; searchParams: Promise<{ erro?: string }> };

export default async function ConfirmationPage({ params, searchParams }: Props) {
  const station = await stationFromParams(params);
  const parsed = emailRule().safeParse(decodeURIComponent((await params).email));
  if (!parsed.success) notFound();
  const error = (await searchParams).erro === "link" ? accountMessages.activationFailed : null;
  return (
    <AuthShell
      station={station}
      title="Confirme seu cadastro"
      subtitle={
        <>
          Enviamos um código de 6 dígitos para o cadastro de <strong className="text-ink">{maskEmail(parsed.data)}</strong>. Digite-o abaixo
          para ativar sua conta. Ele vale por 30 minutos.
        </>
      }
    >
      <ConfirmCodeForm email={parsed.data} initialError={error} />
    </AuthShell>
  );
}
