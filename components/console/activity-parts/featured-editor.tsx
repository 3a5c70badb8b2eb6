"use client";
// The featured carousel: which activities and in which order.
import { setFeaturedAction } from "@/lib/activities/console/parts/actions";
import { OrderedActivitiesEditor, type ActivityOption } from "./ordered-activities-editor";

export function FeaturedEditor({ stationId, activities, initial }: { stationId: number; activities: ActivityOption[]; initial: number[] }) {
  return (
    <OrderedActivitiesEditor
      stationId={stationId}
      activities={activities}
      initial={initial}
      save={(activityIds) => setFeaturedAction({ stationId, activityIds })}
      emptyText="Nenhuma atividade em destaque. Adicione abaixo as que devem passar no carrossel."
      saveLabel="Salvar carrossel"
      savedMessage="Carrossel salvo."
      listLabel="Ordem do carrossel de destaques"
    />
  );
}
