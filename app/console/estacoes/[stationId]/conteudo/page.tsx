// Conteúdo: one card per module (news, downloads, calendar, service areas, fuel club, trophies)
// with what it holds and whether members see it.
import type { Metadata } from "next";
import Link from "next/link";
import { CalendarDaysIcon, ChevronRightIcon, FileTextIcon, FuelIcon, HandshakeIcon, NewspaperIcon, TrophyIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { contentCounts } from "@/lib/news/console/hub";
import { SERVICE_MODULE_KEYS } from "@/lib/services/modules";
import { findStationByKey } from "@/lib/stations/queries";
import { ConsolePage } from "../../../_components/console-page";
import { ContentNav } from "./_components/content-nav";

export const metadata: Metadata = { title: "Conteúdo" };

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("pt-BR")} ${n === 1 ? one : many}`;

export default async function ContentHubPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const db = await getDb();
  const [counts, full] = await Promise.all([contentCounts(db, station.id), findStationByKey(db, station.slug)]);
  const areasOn = full ? SERVICE_MODULE_KEYS.filter((k) => full.settings.services[k].enabled).length : 0;
  const cards = [
    { slug: "noticias", title: "Notícias", icon: NewspaperIcon, text: "Notícias da estação e das áreas de serviço.", count: plural(counts.news, "notícia", "notícias"), on: (full?.hasNews ?? false) ? "Visível" : null },
    { slug: "downloads", title: "Downloads", icon: FileTextIcon, text: "Arquivos que os membros baixam.", count: plural(counts.downloads, "arquivo", "arquivos"), on: full?.flags.files ? "Visível" : null },
    { slug: "agenda", title: "Agenda", icon: CalendarDaysIcon, text: "Eventos do calendário dos membros.", count: plural(counts.schedules, "evento", "eventos"), on: full?.flags.events ? "Visível" : null },
    { slug: "servicos", title: "Áreas de serviço", icon: HandshakeIcon, text: "Contábil, odontológica, jurídica e político-sindical: horários, equipe, agendamentos e processos.", count: `${areasOn} de 4 áreas ligadas · ${plural(counts.appointments, "agendamento", "agendamentos")}`, on: areasOn > 0 ? "Visível" : null },
    { slug: "combustivel", title: "Clube de combustível", icon: FuelIcon, text: "Campanhas, opções de combustível e vouchers emitidos.", count: plural(counts.campaigns, "campanha", "campanhas"), on: full?.settings.fuelClub ? "Visível" : null },
    { slug: "trofeus", title: "Troféus", icon: TrophyIcon, text: "Regras que dão troféus aos membros.", count: plural(counts.trophies, "regra", "regras"), on: counts.trophies > 0 ? "Ativo" : null, off: "Nenhuma regra" },
  ];
  return (
    <ConsolePage title="Conteúdo" description="Tudo o que os membros leem, baixam e acompanham na área do membro.">
      <ContentNav stationId={station.id} current="" />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.slug}>
            <Link
              href={`/estacoes/${station.id}/conteudo/${card.slug}`}
              className="group flex h-full flex-col gap-3 rounded-3xl bg-white p-6 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
            >
              <div className="flex items-start justify-between gap-3">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-slate-900 text-white">
                  <card.icon className="size-6" aria-hidden />
                </span>
                <Badge variant={card.on ? "success" : "neutral"}>{card.on ?? ("off" in card ? card.off : "Oculto aos membros")}</Badge>
              </div>
              <h2 className="text-lg font-bold text-ink">{card.title}</h2>
              <p className="flex-1 text-sm text-ink-muted">{card.text}</p>
              <p className="flex items-center justify-between text-sm font-bold text-ink">
                {card.count}
                <ChevronRightIcon className="size-5 text-slate-400 transition-transform group-hover:translate-x-0.5" aria-hidden />
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </ConsolePage>
  );
}
