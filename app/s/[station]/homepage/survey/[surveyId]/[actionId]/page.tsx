// Survey form (/homepage/survey/{surveyId}/{actionId}): one question per step.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ClosedNotice, closedReason } from "@/components/activities/play/closed-notice";
import { SurveyRunner } from "@/components/activities/play/survey-runner";
import { getActivityForMember } from "@/lib/activities/queries";
import { getPublicResearch } from "@/lib/activities/research/queries";
import { requireMemberPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";

export const metadata: Metadata = { title: "Pesquisa" };

type Props = { params: Promise<{ station: string; surveyId: string; actionId: string }> };

export default async function SurveyPage({ params }: Props) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  const { surveyId, actionId } = await params;
  const researchId = Number(surveyId);
  const activityId = Number(actionId);
  if (!Number.isSafeInteger(researchId) || !Number.isSafeInteger(activityId) || researchId <= 0 || activityId <= 0) notFound();
  const db = await getDb();
  const [activity, research] = await Promise.all([
    getActivityForMember(db, station.id, user.id, activityId),
    getPublicResearch(db, station.id, researchId, activityId),
  ]);
  if (!activity || !research || research.questions.length === 0) notFound();
  const closed = closedReason(activity);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <Link href={`/homepage/atividades/${activity.id}`} className="text-sm font-semibold text-brand-ink hover:underline">
        ← {activity.name}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-ink sm:text-3xl">{research.name}</h1>
      <div className="mt-6">{closed ? <ClosedNotice {...closed} /> : <SurveyRunner research={research} mode="page" />}</div>
    </div>
  );
}
