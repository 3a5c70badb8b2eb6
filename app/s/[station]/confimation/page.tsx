// /confimation (spelled so by the spec): where a signed-in but unconfirmed account is sent.
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthShell } from "@/components/accounts/auth-shell";
import { Button } from "@/components/ui/button";
import { requirePendingMemberPage } from "@/lib/auth/guard";
import { maskEmail } from "@/lib/format";

export const metadata: Metadata = { title: "Confirme sua conta", robots: { index: false } };

export default async function ConfimationPage({ params }: { params: Promise<{ station: string }> }) {
  const { station, user } = await requirePendingMemberPage(params);
  if (user.active) redirect("/");
  const email = user.email ?? "";
  return (
    <AuthShell
      station={station}
      title="Confirme sua conta"
      subtitle={
        <>
          Sua conta ainda não foi confirmada. Enviamos um código de 6 dígitos para{" "}
          <strong className="text-ink">{maskEmail(email)}</strong>. Digite o código para liberar o seu acesso.
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <Button asChild>
          <Link href={`/confirmacao/${encodeURIComponent(email)}`}>Digitar o código</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/cadastrar?etapa=2">Receber um novo código</Link>
        </Button>
        <form method="post" action="/logout" className="contents">
          <Button type="submit" variant="ghost">
            Sair
          </Button>
        </form>
      </div>
    </AuthShell>
  );
}
