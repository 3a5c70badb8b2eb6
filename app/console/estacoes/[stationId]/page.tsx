import type { Metadata } from "next";
import Link from "next/link";
import { ChartColumnIcon, ExternalLinkIcon, FolderOpenIcon, LayoutTemplateIcon, ListChecksIcon, PaletteIcon, UsersIcon } from "lucide-react";
import { requireConsolePage } from "@/lib/auth/guard";
import { AUDIT_ACTION_LABELS, listAudit } from "@/lib/console/audit";
import { stationOverview } from "@/lib/console/overview";
import { getDb } from "@/lib/db/client";
import { stationOrigin } from "@/lib/stations/current";
import { ROLE_LABELS } from "../../_components/console-shell";
import { formatAuditDate } from "@/lib/console/audit-text";

export const metadata: Metadata = { title: "Visão geral" };

const number = new Intl.NumberFormat("pt-BR");

const SHORTCUTS = [
  { href: "marca", icon: PaletteIcon, title: "Ajustar a marca", text: "Cor, logos, fonte, dados da empresa e textos legais." },
  { href: "pagina-inicial", icon: LayoutTemplateIcon, title: "Montar a página inicial", text: "Seções, cards, perguntas frequentes e páginas Sobre." },
  { href: "atividades", icon: ListChecksIcon, title: "Criar atividades", text: "Quizzes, pesquisas, vídeos, lojas e cursos que dão pontos." },
  { href: "conteudo", icon: FolderOpenIcon, title: "Publicar conteúdo", text: "Notícias, agenda, downloads e áreas de atendimento." },
  { href: "relatorios", icon: ChartColumnIcon, title: "Ver os relatórios", text: "Membros, participações, pontos e receita por período." },
] as const;

export default async function StationOverviewPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params);
  const db = await getDb();
  const [overview, recent] = await Promise.all([stationOverview(db, station.id), station.role === "owner" ? listAudit(db, station.id, 1, 3) : null]);
  const site = stationOrigin(station);
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-3xl bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-bold tracking-wide text-ink-muted uppercase">Visão geral</p>
        <h1 className="mt-1 text-3xl font-bold text-ink">{station.name}</h1>
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <a href={`${site}/`} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 font-bold text-sky-800 underline underline-offset-4 hover:no-underline">
            {site.replace(/^https?:\/\//, "")}
            <ExternalLinkIcon className="size-4" aria-hidden />
            <span className="sr-only">(abre o site público em outra aba)</span>
          </a>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-bold text-slate-700">Seu acesso: {ROLE_LABELS[station.role]}</span>
        </div>
      </section>
      <section aria-label="Números da estação" className="grid gap-4 sm:grid-cols-2">
        <Stat icon={<UsersIcon className="size-6" aria-hidden />} label="Membros" value={number.format(overview.members)} hint="contas de participantes" />
        <Stat
          icon={<ListChecksIcon className="size-6" aria-hidden />}
          label="Atividades"
          value={number.format(overview.activities)}
          hint={`${number.format(overview.activeActivities)} ${overview.activeActivities === 1 ? "ativa" : "ativas"}`}
        />
      </section>
      {station.role === "owner" && (
        <section aria-labelledby="atalhos" className="rounded-3xl bg-white p-6 shadow-sm sm:p-8">
          <h2 id="atalhos" className="text-lg font-bold text-ink">O que fazer por aqui</h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {SHORTCUTS.map((item) => (
              <li key={item.href}>
                <Link
                  href={`/estacoes/${station.id}/${item.href}`}
                  className="flex h-full items-start gap-4 rounded-2xl border border-line p-4 hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-3"
                >
                  <item.icon className="mt-0.5 size-5 shrink-0 text-sky-800" aria-hidden />
                  <span>
                    <span className="block font-bold text-ink">{item.title}</span>
                    <span className="block text-sm text-ink-muted">{item.text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {recent && (
        <section className="rounded-3xl bg-white p-6 shadow-sm sm:p-8">
          <div className="flex items-center justify-between gap-4">
            <h2 className="text-lg font-bold text-ink">Últimas alterações</h2>
            <Link href={`/estacoes/${station.id}/auditoria`} className="text-sm font-bold text-sky-800 underline underline-offset-4 hover:no-underline">
              Ver auditoria
            </Link>
          </div>
          <ul className="mt-4 divide-y divide-line">
            {recent.entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3 text-sm">
                <span className="text-ink">
                  <strong>{entry.actorName ?? entry.actorEmail ?? "Conta removida"}</strong> · {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
                </span>
                <time dateTime={entry.at.toISOString()} className="text-ink-muted">
                  {formatAuditDate(entry.at)}
                </time>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function Stat({ icon, label, value, hint }: { icon: React.ReactNode; label: string; value: string; hint: string }) {
  return (
    <div className="flex items-center gap-4 rounded-3xl bg-white p-6 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-sky-100 text-sky-900">{icon}</span>
      <div>
        <p className="text-sm font-bold text-ink-muted">{label}</p>
        <p className="text-3xl font-bold text-ink">{value}</p>
        <p className="text-xs text-ink-muted">{hint}</p>
      </div>
    </div>
  );
}
