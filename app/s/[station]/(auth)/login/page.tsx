// /login: variant A, or the community layout when the station's loginVariant says so.
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthShell } from "@/components/accounts/auth-shell";
import { CommunityShell } from "@/components/accounts/community-shell";
import { LoginForm } from "@/components/accounts/login-form";
import { accountMessages } from "@/lib/accounts/messages";
import { hasStationSession } from "@/lib/auth/guard";
import { stationFromParams } from "@/lib/stations/current";

export const metadata: Metadata = { title: "Entrar" };

const NOTICES: Record<string, string> = {
  "token-invalido": accountMessages.loginTokenInvalid,
  "senha-redefinida": accountMessages.passwordUpdated,
};

type Props = { params: Promise<{ station: string }>; searchParams: Promise<{ aviso?: string }> };

export default async function LoginPage({ params, searchParams }: Props) {
  const station = await stationFromParams(params);
  if (await hasStationSession(station.id)) redirect("/");
  const notice = NOTICES[(await searchParams).aviso ?? ""] ?? null;
  const signupLink = (
    <>
      Ainda não tem conta?{" "}
      <Link href="/cadastrar" className="font-bold text-brand-ink underline-offset-4 hover:underline">
        Cadastre-se
      </Link>
    </>
  );
  if (station.settings.loginVariant === "community") {
    return (
      <CommunityShell station={station} footer={signupLink}>
        <LoginForm defaultIdentifier="cpf" allowToggle={false} notice={notice} />
      </CommunityShell>
    );
  }
  return (
    <AuthShell station={station} title="Entrar" subtitle={`Acesse sua conta em ${station.name}.`} footer={signupLink}>
      <LoginForm defaultIdentifier={station.settings.loginIdentifier} notice={notice} />
    </AuthShell>
  );
}
