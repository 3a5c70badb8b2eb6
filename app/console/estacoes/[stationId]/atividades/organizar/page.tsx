// /atividades/organizar: how the member's home page arranges the station's activities: the
// featured carousel, categories, journeys and now-playing lists, each in its order.
import type { Metadata } from "next";
import { ConsolePage, ConsoleSection } from "@/app/console/_components/console-page";
import { FeaturedEditor } from "@/components/console/activity-parts/featured-editor";
import { GroupsEditor } from "@/components/console/activity-parts/groups-editor";
import { organizingLists, stationActivities } from "@/lib/activities/console/parts/queries";
import { activityTypeName } from "@/lib/activities/types";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";

export const metadata: Metadata = { title: "Organizar atividades" };

export default async function OrganizePage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const db = await getDb();
  const [all, lists] = await Promise.all([stationActivities(db, station.id), organizingLists(db, station.id)]);
  const options = all.map((a) => ({ id: a.id, name: a.name, typeName: activityTypeName(a.typeId), active: a.active }));
  const featured = all.filter((a) => a.featured).map((a) => a.id);
  return (
    <ConsolePage eyebrow="Atividades" title="Organizar" description="Como as atividades aparecem na página inicial dos membros. Arraste pelo ícone à esquerda ou use as setas para mudar a ordem.">
      <nav aria-label="Seções desta página" className="-mt-2 flex flex-wrap gap-2 text-sm">
        {[
          ["#destaques", "Carrossel de destaques"],
          ["#categorias", "Categorias"],
          ["#jornadas", "Jornadas"],
          ["#listas", "Listas"],
        ].map(([href, label]) => (
          <a key={href} href={href} className="rounded-full bg-white px-3 py-1.5 font-bold text-ink shadow-sm hover:bg-slate-50">
            {label}
          </a>
        ))}
      </nav>
      <div id="destaques" className="scroll-mt-6">
        <ConsoleSection title="Carrossel de destaques" description="As atividades que passam no topo da página inicial, uma a cada 5 segundos, nesta ordem.">
          <FeaturedEditor stationId={station.id} activities={options} initial={featured} />
        </ConsoleSection>
      </div>
      <div id="categorias" className="scroll-mt-6">
        <ConsoleSection title="Categorias" description="Grupos de atividades com “Veja mais”, quatro por linha.">
          <GroupsEditor kind="category" stationId={station.id} groups={lists.category} activities={options} />
        </ConsoleSection>
      </div>
      <div id="jornadas" className="scroll-mt-6">
        <ConsoleSection title="Jornadas" description="Sequências de atividades: o membro vê quantas já completou.">
          <GroupsEditor kind="journey" stationId={station.id} groups={lists.journey} activities={options} />
        </ConsoleSection>
      </div>
      <div id="listas" className="scroll-mt-6">
        <ConsoleSection title="Listas" description="Seleções com título próprio (“Em alta”, “Novidades”…) na página inicial.">
          <GroupsEditor kind="nowPlaying" stationId={station.id} groups={lists.nowPlaying} activities={options} />
        </ConsoleSection>
      </div>
    </ConsolePage>
  );
}
