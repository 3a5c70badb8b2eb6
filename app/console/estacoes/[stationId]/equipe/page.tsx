// "Equipe": who may open this station's console, and with which access. Owners only.
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listTeam } from "@/lib/console/team";
import { ConsolePage, ConsoleSection } from "../../../_components/console-page";
import { TeamManager } from "./team-manager";

export const metadata: Metadata = { title: "Equipe" };

export default async function TeamPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station, account } = await requireConsolePage(params, { role: "owner" });
  const team = await listTeam(await getDb(), station.id);
  return (
    <ConsolePage
      eyebrow={station.name}
      title="Equipe"
      description="Quem pode entrar no painel desta estação. Donos fazem tudo; a equipe cuida da validação de vouchers e do atendimento, sem mexer na marca, no site nem nas atividades."
    >
      <ConsoleSection title="Pessoas com acesso" description="A pessoa precisa ter uma conta no site da estação. Ela entra no painel pelo botão “Acessar Painel” da área do membro.">
        <TeamManager
          stationId={station.id}
          selfId={account.id}
          team={team.map((m) => ({ userId: m.userId, name: m.name, email: m.email, role: m.role, since: m.since.toISOString() }))}
        />
      </ConsoleSection>
    </ConsolePage>
  );
}
