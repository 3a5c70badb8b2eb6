// /esqueci-minha-senha: request a password-reset link.
import type { Metadata } from "next";
import { AuthShell } from "@/components/accounts/auth-shell";
import { ForgotPasswordForm } from "@/components/accounts/forgot-password-form";
import { stationFromParams } from "@/lib/stations/current";

export const metadata: Metadata = { title: "Esqueci minha senha" };

export default async function ForgotPasswordPage({ params }: { params: Promise<{ station: string }> }) {
  const station = await stationFromParams(params);
  return (
    <AuthShell
      station={station}
      title="Esqueci minha senha"
      subtitle="Informe o e-mail do seu cadastro. Se ele estiver cadastrado, enviaremos um link para você criar uma nova senha."
    >
      <ForgotPasswordForm />
    </AuthShell>
  );
}
