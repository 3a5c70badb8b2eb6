// Tab "Link" of an external-link activity (13): where the card leads (the first link).
import type { Metadata } from "next";
import { PartListEditor } from "@/components/console/activity-parts/part-list-editor";
import { PartTabFrame, partTabActivity, type TabParams } from "@/components/console/activity-parts/tab-frame";
import { listLinks } from "@/lib/activities/console/parts/queries";
import { getDb } from "@/lib/db/client";
import { requireConsolePage } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Link" };

export default async function LinkTab({ params }: { params: TabParams }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const activity = await partTabActivity(station.id, params, "link");
  const rows = await listLinks(await getDb(), station.id, activity.id);
  const items = rows.map((l, i) => ({
    id: l.id,
    title: l.url,
    details: [],
    badges: i === 0 ? [{ text: "Abre ao tocar no cartão", variant: "success" as const }] : [{ text: "Reserva", variant: "neutral" as const }],
    values: { url: l.url },
  }));
  return (
    <PartTabFrame title="Link" description="Ao tocar no cartão da atividade, o membro vai para o primeiro link da lista.">
      <PartListEditor kind="link" stationId={station.id} activityId={activity.id} items={items} />
    </PartTabFrame>
  );
}
