// What the member area shows instead of itself when the guard blocks the member (the root entry
// decisions, lib/auth/entry.ts): the modal or screen of each case, or the redirect. The decision is the guard's
// (`memberPageGate` in lib/auth/guard.ts); this only renders it.
import { Button } from "@/components/ui/button";
import { followEntryRedirect, type MemberPageGate } from "@/lib/auth/guard";
import { DELETED_MESSAGE, NO_ESTABLISHMENT_MESSAGE, SUSPENDED_MESSAGE } from "@/lib/auth/guard-messages";
import type { Station } from "@/lib/stations/queries";
import { AuthShell } from "./auth-shell";
import { BlockingModal } from "./blocking-modal";

export async function EntryBlock({ station, decision }: { station: Station; decision: Extract<MemberPageGate, { kind: "blocked" }>["decision"] }) {
  await followEntryRedirect(decision);
  switch (decision?.kind) {
    case "deleted":
      return (
        <BlockingModal
          title="Conta excluída"
          message={DELETED_MESSAGE}
          actions={[
            { label: "Fale conosco", action: "/logout?next=/suporte", primary: true },
            { label: "Sair", action: "/logout" },
          ]}
        />
      );
    case "suspended":
      return (
        <BlockingModal
          title="Acesso suspenso"
          message={SUSPENDED_MESSAGE}
          actions={[{ label: "Fale conosco", action: "/logout?next=/suporte", primary: true }]}
        />
      );
    case "no-establishment":
      return (
        <AuthShell station={station} title="Acesso indisponível">
          <p role="alert" className="text-ink">
            {NO_ESTABLISHMENT_MESSAGE}
          </p>
          <form method="post" action="/logout">
            <Button type="submit" className="mt-6 w-full">
              Tentar Novamente
            </Button>
          </form>
        </AuthShell>
      );
    default:
      return null;
  }
}
