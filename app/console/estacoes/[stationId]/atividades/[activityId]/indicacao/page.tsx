// Tab "Indicação" of an invite activity (1/19): the invite code and the points of each side.
import type { Metadata } from "next";
import { PartListEditor } from "@/components/console/activity-parts/part-list-editor";
import { PartTabFrame, partTabActivity, type TabParams } from "@/components/console/activity-parts/tab-frame";
import { listInviteRules } from "@/lib/activities/console/parts/queries";
import { getDb } from "@/lib/db/client";
import { requireConsolePage } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Indicação" };

const points = (hundredths: number) => (hundredths / 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 });

export default async function InviteRuleTab({ params }: { params: TabParams }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const activity = await partTabActivity(station.id, params, "indicacao");
  const rows = await listInviteRules(await getDb(), station.id, activity.id);
  const items = rows.map((r) => ({
    id: r.id,
    title: r.code,
    details: [`Quem convida ganha ${points(r.pointsInviter)} pontos`, `quem é convidado ganha ${points(r.pointsInvited)} pontos`],
    badges: [],
    values: { code: r.code, pointsInviter: String(Math.round(r.pointsInviter / 100)), pointsInvited: String(Math.round(r.pointsInvited / 100)) },
  }));
  return (
    <PartTabFrame title="Regra de indicação" description="O código vai no link que o membro compartilha; os pontos são creditados quando o convidado se cadastra por ele.">
      <PartListEditor kind="inviteRule" stationId={station.id} activityId={activity.id} items={items} />
    </PartTabFrame>
  );
}
