// The activity's main form (tab "Geral"): the fields its type shows, saved with the same schema.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formValues, getConsoleActivity, lottieChoices } from "@/lib/activities/console/commands";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { stationExpiryRule } from "@/lib/wallet/console/expiry";
import { ActivityForm } from "../_components/activity-form";

export const metadata: Metadata = { title: "Atividade" };

export default async function ActivityPage({ params }: { params: Promise<{ stationId: string; activityId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const raw = (await params).activityId;
  const db = await getDb();
  const activity = /^\d{1,9}$/.test(raw) ? await getConsoleActivity(db, station.id, Number(raw)) : null;
  if (!activity) notFound();
  const lotties = await lottieChoices(db, station.id);
  return (
    <>
      <ActivityForm key={activity.updatedAt.toISOString()} stationId={station.id} typeId={activity.typeId} activityId={activity.id} defaultValues={formValues(activity)} lotties={lotties} stationExpiryMonths={(await stationExpiryRule(db, station.id)).months} />
    </>
  );
}
