// Tab "Termo de adesão" of an agreement activity (15): the term's text and the button.
import type { Metadata } from "next";
import { AgreementForm } from "@/components/console/activity-parts/agreement-form";
import { PartTabFrame, partTabActivity, type TabParams } from "@/components/console/activity-parts/tab-frame";
import { firstAgreement } from "@/lib/activities/console/parts/queries";
import { getDb } from "@/lib/db/client";
import { requireConsolePage } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Termo de adesão" };

export default async function AgreementTab({ params }: { params: TabParams }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const activity = await partTabActivity(station.id, params, "termo");
  const agreement = await firstAgreement(await getDb(), station.id, activity.id);
  return (
    <PartTabFrame title="Termo de adesão" description="O membro marca a caixa com o texto do termo para liberar o botão e participar.">
      <AgreementForm stationId={station.id} activityId={activity.id} agreement={agreement ? { button: agreement.button, checkbox: agreement.checkbox } : null} />
    </PartTabFrame>
  );
}
