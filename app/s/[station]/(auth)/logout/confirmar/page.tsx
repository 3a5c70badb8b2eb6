// /logout/confirmar: "Sair da sua conta?" with the button that posts to /logout. A plain GET of
// /logout lands here, so only a deliberate click ends the session.
import type { Metadata } from "next";
import { AuthShell } from "@/components/accounts/auth-shell";
import { Button } from "@/components/ui/button";
import { safeNextPath } from "@/lib/auth/safe-next";
import { stationFromParams, stationOrigin } from "@/lib/stations/current";

export const metadata: Metadata = { title: "Sair" };

type Props = { params: Promise<{ station: string }>; searchParams: Promise<{ next?: string | string[] }> };

export default async function LogoutConfirmPage({ params, searchParams }: Props) {
  const station = await stationFromParams(params);
  const raw = (await searchParams).next;
  const next = safeNextPath(typeof raw === "string" ? raw : null, "/", stationOrigin(station));
  return (
    <AuthShell station={station} title="Sair da sua conta?" subtitle={`Você vai sair de ${station.name} neste aparelho.`}>
      <form method="post" action={`/logout?next=${encodeURIComponent(next)}`} className="flex flex-col gap-3">
        <Button type="submit">Sair</Button>
        <Button asChild variant="outline">
          <a href="/homepage">Continuar conectado</a>
        </Button>
      </form>
    </AuthShell>
  );
}
