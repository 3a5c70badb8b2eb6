// The sign-up screen shared by /cadastrar, /cadastrar/{code} and /signup/{code}.
import { redirect } from "next/navigation";
import { optionalSessionUser } from "@/lib/auth/guard";
import { loadSignupView } from "@/lib/accounts/signup-page";
import type { Station } from "@/lib/stations/queries";
import { AuthShell } from "./auth-shell";
import { MultistepSignupForm } from "./multistep-signup-form";
import { SingleSignupForm } from "./single-signup-form";

export async function SignupScreen({
  station,
  code,
  query,
}: {
  station: Station;
  code?: string;
  query: { etapa?: string; email?: string; aviso?: string };
}) {
  // A signed-in browser has nothing to sign up for, except an unconfirmed account choosing how to get its code.
  const user = await optionalSessionUser(station.id);
  if (user && (user.active || query.etapa !== "2")) redirect("/");
  const view = await loadSignupView(station, code, query);
  const invite = view.invite && { code: view.invite.code, inviterId: view.invite.inviterId };
  if (view.variant === "single") {
    return (
      <AuthShell
        station={station}
        wide
        title={view.invite ? `Cadastre-se agora e ganhe ${view.invite.pointsInvited} pontos` : "Só falta um pouquinho"}
        subtitle={`Preencha seus dados para participar do programa ${station.name}. Vamos enviar um código de confirmação para o seu e-mail.`}
      >
        <SingleSignupForm shape={view.shape} invite={invite} />
      </AuthShell>
    );
  }
  return (
    <AuthShell
      station={station}
      title={view.mode === "pending" ? "Receber o código" : "Crie sua conta"}
      subtitle={
        view.invite
          ? `Você foi convidado! Conclua o cadastro e ganhe ${view.invite.pointsInvited} pontos.`
          : view.mode === "pending"
            ? "Escolha para onde enviar um novo código de confirmação."
            : `Participe do programa ${station.name} e comece a ganhar pontos.`
      }
    >
      <MultistepSignupForm
        shape={view.shape}
        mode={view.mode}
        invite={invite}
        known={view.known}
        regulationUrl={station.settings.regulationUrl}
        notice={view.notice}
      />
    </AuthShell>
  );
}
