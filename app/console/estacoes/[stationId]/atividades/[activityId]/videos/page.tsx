// Tab "Vídeos" of a video playlist (18): the videos in order, each required or not.
import type { Metadata } from "next";
import { PartListEditor } from "@/components/console/activity-parts/part-list-editor";
import { PartTabFrame, partTabActivity, type TabParams } from "@/components/console/activity-parts/tab-frame";
import { listVideos } from "@/lib/activities/console/parts/queries";
import { VIDEO_PROVIDER_LABELS } from "@/lib/activities/console/parts/schemas";
import { getDb } from "@/lib/db/client";
import { requireConsolePage } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Vídeos" };

/** The link the owner pasted, rebuilt from the stored id, for the form. */
const linkOf = (provider: "youtube" | "vimeo" | "file", source: string) =>
  provider === "youtube" ? `https://www.youtube.com/watch?v=${source}` : provider === "vimeo" ? `https://vimeo.com/${source}` : source;

export default async function VideosTab({ params }: { params: TabParams }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const activity = await partTabActivity(station.id, params, "videos");
  const rows = await listVideos(await getDb(), station.id, activity.id);
  const items = rows.map((v) => ({
    id: v.id,
    title: v.name,
    details: [VIDEO_PROVIDER_LABELS[v.provider]],
    badges: v.required ? [{ text: "Obrigatório", variant: "warning" as const }] : [{ text: "Opcional", variant: "neutral" as const }],
    values: { name: v.name, provider: v.provider, source: linkOf(v.provider, v.source), description: v.description ?? "", required: v.required },
  }));
  return (
    <PartTabFrame title="Vídeos" description="A playlist na ordem em que o membro assiste. Um vídeo obrigatório bloqueia os seguintes até ser visto (80% dele). Arraste ou use as setas para mudar a ordem.">
      <PartListEditor kind="video" stationId={station.id} activityId={activity.id} items={items} />
    </PartTabFrame>
  );
}
