// The research tab of quiz and survey activities (types 6-12): questions, options, result ranges.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getConsoleActivity, getResearchEditor, lottieChoices } from "@/lib/activities/console/commands";
import { isResearchType } from "@/lib/activities/console/tabs";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { ResearchEditor } from "../../_components/research-editor";

export const metadata: Metadata = { title: "Perguntas" };

export default async function ResearchPage({ params }: { params: Promise<{ stationId: string; activityId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const raw = (await params).activityId;
  const db = await getDb();
  const activity = /^\d{1,9}$/.test(raw) ? await getConsoleActivity(db, station.id, Number(raw)) : null;
  if (!activity || !isResearchType(activity.typeId)) notFound();
  const [editor, lotties] = await Promise.all([getResearchEditor(db, station.id, activity.id), lottieChoices(db, station.id)]);
  const version = `${editor.researchId ?? 0}:${editor.questions.map((q) => `${q.id}.${q.options.map((o) => o.id).join(",")}`).join("|")}:${editor.feedbacks.map((f) => f.id).join(",")}`;
  return (
    <>
      <ResearchEditor key={version} stationId={station.id} activityId={activity.id} typeId={activity.typeId} initial={editor} lotties={lotties} />
    </>
  );
}
