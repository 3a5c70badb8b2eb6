// The gate in front of the member area: applies the spec's root entry decisions (spec 1 §2) to
// the signed-in user and renders the children only for those who may enter.
import { redirect } from "next/navigation";
import { Button } from "@/components/ui/button";
import { decideEntry } from "@/lib/accounts/entry";
import { redirectToLogin, type SessionUser } from "@/lib/auth/session";
import type { Station } from "@/lib/stations/queries";
import { AuthShell } from "./auth-shell";
import { BlockingModal } from "./blocking-modal";

export const SUSPENDED_MESSAGE = "O seu acesso está suspenso. Caso tenha dúvidas entre em contato pelo fale conosco.";
export const NO_ESTABLISHMENT_MESSAGE = "Você não possui um estabelecimento vinculado ao seu usuário";
/** Not given by the spec: ours. */
export const DELETED_MESSAGE =
  "Esta conta foi excluída e não pode mais ser usada. Se você acredita que isso é um engano, entre em contato pelo fale conosco.";

export async function EntryGate({
  station,
  user,
  children,
}: {
  station: Station;
  user: SessionUser | null;
  children: React.ReactNode;
}) {
  if (!user) return redirectToLogin();
  const decision = decideEntry(user);
  switch (decision.kind) {
    case "deleted":
      return (
        <BlockingModal
          title="Conta excluída"
          message={DELETED_MESSAGE}
          actions={[
            { label: "Fale conosco", href: "/logout?next=/suporte", primary: true },
            { label: "Sair", href: "/logout" },
          ]}
        />
      );
    case "suspended":
      return (
        <BlockingModal
          title="Acesso suspenso"
          message={SUSPENDED_MESSAGE}
          actions={[{ label: "Fale conosco", href: "/logout?next=/suporte", primary: true }]}
        />
      );
    case "inactive":
      redirect("/confimation");
    case "no-establishment":
      return (
        <AuthShell station={station} title="Acesso indisponível">
          <p role="alert" className="text-ink">
            {NO_ESTABLISHMENT_MESSAGE}
          </p>
          <Button asChild className="mt-6 w-full">
            <a href="/logout">Tentar Novamente</a>
          </Button>
        </AuthShell>
      );
    case "first-login":
      redirect("/signup");
    case "enter":
      return <>{children}</>;
  }
}
