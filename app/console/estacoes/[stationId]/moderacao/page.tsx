// "Moderação": the posts and comments members reported on the station's wall. Owners and staff
// hide, restore or dismiss the reports here; "Resolvidas" keeps what was already decided.
import { FlagIcon, ImageIcon } from "lucide-react";
import type { Metadata } from "next";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { StationImage } from "@/components/ui/station-image";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format";
import { moderationQueue, reportThreshold, type QueueItem, type QueueReport } from "@/lib/social/console/queue";
import type { QueueTab } from "@/lib/social/console/schemas";
import { TARGET_LABELS } from "@/lib/social/console/texts";
import { ConsolePage, ConsoleSection } from "../../../_components/console-page";
import { InboxTabs } from "../../../_components/inbox-tabs";
import { ModerationActions } from "./_components/moderation-actions";

export const metadata: Metadata = { title: "Moderação" };

const TABS: { tab: QueueTab; slug: string; label: string }[] = [
  { tab: "pending", slug: "", label: "Pendentes" },
  { tab: "resolved", slug: "resolvidas", label: "Resolvidas" },
];

const REPORT_STATUS: Record<QueueReport["status"], string> = { open: "Em aberto", upheld: "Confirmada", dismissed: "Descartada" };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default async function ModerationPage({ params, searchParams }: { params: Promise<{ stationId: string }>; searchParams: Promise<{ aba?: string }> }) {
  const { station } = await requireConsolePage(params);
  const tab: QueueTab = (await searchParams).aba === "resolvidas" ? "resolved" : "pending";
  const db = await getDb();
  const [items, threshold] = await Promise.all([moderationQueue(db, station.id, tab), reportThreshold(db, station.id)]);
  const base = `/estacoes/${station.id}/moderacao`;
  const hidden = items.filter((i) => i.hidden).length;
  return (
    <ConsolePage
      eyebrow="Comunidade"
      title="Moderação"
      description={`Posts e comentários do mural que os membros denunciaram. Um post some do mural quando recebe ${plural(threshold, "denúncia", "denúncias")}; aqui você decide se ele volta.`}
    >
      <ConsoleSection>
        <InboxTabs label="Denúncias" tabs={TABS.map((t) => ({ href: t.slug ? `${base}?aba=${t.slug}` : base, label: t.label, current: t.tab === tab }))} />
        <p className="mt-6 text-sm text-ink-muted" aria-live="polite">
          {items.length === 0
            ? ""
            : tab === "pending"
              ? `${plural(items.length, "item aguardando revisão", "itens aguardando revisão")}${hidden > 0 ? ` · ${plural(hidden, "oculto", "ocultos")} do mural` : ""}`
              : plural(items.length, "item resolvido", "itens resolvidos")}
        </p>
        {items.length === 0 ? (
          <EmptyState
            icon={FlagIcon}
            className="mt-4"
            text={tab === "pending" ? "Nenhuma denúncia aguardando revisão. O mural está em dia." : "Nenhuma denúncia resolvida ainda."}
          />
        ) : (
          <ul className="mt-4 flex flex-col gap-4">
            {items.map((item) => (
              <li key={`${item.target}-${item.id}`}>
                <QueueCard stationId={station.id} item={item} />
              </li>
            ))}
          </ul>
        )}
      </ConsoleSection>
    </ConsolePage>
  );
}

function QueueCard({ stationId, item }: { stationId: number; item: QueueItem }) {
  const label = TARGET_LABELS[item.target];
  const headingId = `moderacao-${item.target}-${item.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-line p-4 sm:p-5">
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="mr-1 font-bold text-ink">
          {label} de {item.author}
        </h2>
        {item.hidden ? <Badge variant="danger">Oculto do mural</Badge> : <Badge variant="success">Visível no mural</Badge>}
        {item.openReports > 0 && <Badge variant="warning">{plural(item.openReports, "denúncia em aberto", "denúncias em aberto")}</Badge>}
      </header>
      <p className="mt-1 text-sm text-ink-muted">
        Publicado em {formatDateTime(item.createdAt)}
        {item.target === "comment" && (item.postId !== null ? ` · no post nº ${item.postId}` : " · em uma atividade")}
      </p>
      <div className="mt-3 flex gap-4">
        {item.mediaType === "image" && item.mediaUrl && (
          <StationImage src={item.mediaUrl} alt={`Imagem do ${label.toLowerCase()} de ${item.author}`} width={96} height={96} className="size-24 shrink-0 rounded-xl object-cover" />
        )}
        {item.mediaType === "video" && item.mediaUrl && (
          <video src={item.mediaUrl} controls preload="metadata" className="h-24 w-36 shrink-0 rounded-xl bg-black" aria-label={`Vídeo do post de ${item.author}`} />
        )}
        {item.text ? (
          <p className="min-w-0 text-ink whitespace-pre-line break-words line-clamp-6">{item.text}</p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <ImageIcon className="size-4" aria-hidden />
            Sem texto
          </p>
        )}
      </div>
      <details className="mt-4 rounded-xl bg-surface-muted px-4 py-3" open={item.reports.length <= 3}>
        <summary className="cursor-pointer text-sm font-bold text-ink">{plural(item.reports.length, "denúncia", "denúncias")}</summary>
        <ul className="mt-2 flex flex-col gap-2 text-sm">
          {item.reports.map((r) => (
            <li key={r.id} className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-bold text-ink">{r.reporter}</span>
              <span className="text-ink-muted">{formatDateTime(r.at)}</span>
              {r.status !== "open" && <span className="text-ink-muted">· {REPORT_STATUS[r.status]}</span>}
              <span className="basis-full text-ink">{r.reason ? `Motivo: ${r.reason}` : "Sem motivo informado"}</span>
            </li>
          ))}
        </ul>
      </details>
      <ModerationActions stationId={stationId} target={item.target} id={item.id} hidden={item.hidden} openReports={item.openReports} label={`${label.toLowerCase()} de ${item.author}`} />
    </article>
  );
}
