// Tab "Pré-requisitos" of any activity: the station's activities a member must do first.
import type { Metadata } from "next";
import { PrerequisitesForm } from "@/components/console/activity-parts/prerequisites-form";
import { PartTabFrame, partTabActivity, type TabParams } from "@/components/console/activity-parts/tab-frame";
import { prerequisitesOf, stationActivities } from "@/lib/activities/console/parts/queries";
import { activityTypeName } from "@/lib/activities/types";
import { getDb } from "@/lib/db/client";
import { requireConsolePage } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Pré-requisitos" };

export default async function PrerequisitesTab({ params }: { params: TabParams }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const activity = await partTabActivity(station.id, params, "requisitos");
  const db = await getDb();
  const [all, { required, requiredBy }] = await Promise.all([stationActivities(db, station.id), prerequisitesOf(db, station.id, activity.id)]);
  const options = all
    .filter((a) => a.id !== activity.id)
    .map((a) => ({ id: a.id, name: a.name, typeName: activityTypeName(a.typeId), active: a.active, requiresThis: requiredBy.includes(a.id) }));
  return (
    <PartTabFrame title="Pré-requisitos" description="Atividades que o membro precisa concluir antes desta. Enquanto faltar alguma, o cartão aparece apagado e mostra a lista do que falta.">
      <PrerequisitesForm stationId={station.id} activityId={activity.id} options={options} selected={required} />
    </PartTabFrame>
  );
}
