// The console's start page: a signed-in account goes to its first station; anyone else learns how
// to get in (there is no password form here: the way in is a station's "Acessar Painel").
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { LayoutDashboardIcon } from "lucide-react";
import { currentConsoleAccount } from "@/lib/auth/guard";
import { CONSOLE_RETURN_COOKIE } from "@/lib/auth/session-cookie";
import { consoleReturnPath } from "@/lib/auth/console-return";
import { ConsoleFrame } from "./_components/console-frame";

export const metadata: Metadata = { title: "Entrar no painel" };

export default async function ConsoleStart({ searchParams }: { searchParams: Promise<{ saiu?: string }> }) {
  const signedIn = await currentConsoleAccount();
  const first = signedIn?.stations[0];
  if (first) redirect(`/estacoes/${first.id}`);
  const { saiu } = await searchParams;
  const returning = !signedIn && consoleReturnPath((await cookies()).get(CONSOLE_RETURN_COOKIE)?.value) !== null;
  return (
    <ConsoleFrame>
      <span className="flex size-12 items-center justify-center rounded-2xl bg-sky-100 text-sky-900">
        <LayoutDashboardIcon className="size-6" aria-hidden />
      </span>
      {saiu && !signedIn && (
        <p role="status" className="mt-5 rounded-2xl bg-emerald-50 px-4 py-3 text-sm font-bold text-emerald-900">
          Você saiu do painel.
        </p>
      )}
      <h1 className="mt-5 text-2xl font-bold text-ink">Painel da estação</h1>
      {signedIn ? (
        <>
          <p className="mt-3 text-ink-muted">Sua conta ({signedIn.account.email}) ainda não administra nenhuma estação.</p>
          <form method="post" action="/sair" className="mt-6">
            <button type="submit" className="rounded-full border-2 border-line px-5 py-2 font-bold text-ink hover:bg-surface-muted">
              Sair
            </button>
          </form>
        </>
      ) : (
        <p className="mt-3 text-ink-muted">
          Para entrar, abra o site da sua estação com a conta de dono e toque em <strong className="text-ink">Acessar Painel</strong>, ou
          termine a criação da estação e escolha <strong className="text-ink">Criar conteúdo para meus fãs</strong>.
        </p>
      )}
      {returning && (
        <p role="status" className="mt-4 rounded-2xl bg-sky-50 px-4 py-3 text-sm text-sky-900">
          Depois de entrar, você volta para a página que abriu.
        </p>
      )}
    </ConsoleFrame>
  );
}
