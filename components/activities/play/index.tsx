// The body of the interactive activity types on the detail page (6 quiz, 7-12 surveys,
// 18 video playlist). A server component: it loads the research or playlist of the activity —
// without right answers — and hands them to the client players.
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { currencyOf } from "@/lib/activities/member-pages";
import type { ActivityDetail } from "@/lib/activities/queries";
import { firstResearchIdOfActivity, getPublicResearch, loadLottie } from "@/lib/activities/research/queries";
import { PAYS_ONLY_WHEN_PASSED } from "@/lib/activities/research/scoring";
import { getPlaylist } from "@/lib/activities/videos/playlist";
import type { SessionUser } from "@/lib/auth/session";
import { sanitizeHtml } from "@/lib/security/sanitize";
import { getDb } from "@/lib/db/client";
import { formatStationCurrency, type StationCurrency } from "@/lib/format";
import type { Station } from "@/lib/stations/queries";
import { closedReason, ClosedNotice } from "./closed-notice";
import { SurveyRunner } from "./survey-runner";
import { VideoPlaylist } from "./video-playlist";

export { FeedbackModal } from "./feedback-modal";

export type PlayActivity = Pick<
  ActivityDetail,
  | "id"
  | "typeId"
  | "name"
  | "points"
  | "feedbackMessage"
  | "feedbackLottieId"
  | "limitReached"
  | "limitMessage"
  | "window"
  | "windowMessage"
  | "blockedBy"
>;

type Props = { station: Station; activity: PlayActivity; user: SessionUser | null };

function rewardLine(activity: PlayActivity, currency: StationCurrency): string | null {
  if (activity.points <= 0) return null;
  const points = formatStationCurrency(activity.points, currency);
  return PAYS_ONLY_WHEN_PASSED.has(activity.typeId)
    ? `Acerte pelo menos metade das perguntas e ganhe ${points}.`
    : `Responda e ganhe ${points}.`;
}

export async function ActivityPlayBody({ station, activity, user }: Props) {
  const db = await getDb();
  const closed = user ? closedReason(activity) : null;

  if (activity.typeId === 18) {
    const playlist = await getPlaylist(db, station.id, user?.id ?? null, activity.id);
    const feedback =
      activity.feedbackMessage || activity.feedbackLottieId
        ? { html: sanitizeHtml(activity.feedbackMessage ?? ""), lottie: await loadLottie(db, station.id, activity.feedbackLottieId) }
        : null;
    return (
      <div className="space-y-4">
        {closed && !playlist.completed ? <ClosedNotice {...closed} /> : null}
        {user ? <VideoPlaylist initial={playlist} feedback={feedback} /> : <SignUpNotice />}
      </div>
    );
  }

  if (activity.typeId < 6 || activity.typeId > 12) return null;
  const researchId = await firstResearchIdOfActivity(db, station.id, activity.id);
  const research = researchId ? await getPublicResearch(db, station.id, researchId, activity.id) : null;
  if (!research || research.questions.length === 0) {
    return <p className="rounded-3xl bg-surface-muted p-6 text-ink-muted">Esta atividade ainda não tem perguntas.</p>;
  }
  if (!user) return <SignUpNotice />;
  if (closed) return <ClosedNotice {...closed} />;
  const reward = rewardLine(activity, currencyOf(station));

  if (activity.typeId === 6) {
    return (
      <div className="space-y-4">
        {reward ? <p className="font-semibold text-brand-ink">{reward}</p> : null}
        <SurveyRunner research={research} mode="inline" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 rounded-3xl border border-line bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-lg font-bold text-ink">{research.name}</p>
        <p className="mt-1 text-ink-muted">
          {research.questions.length} {research.questions.length === 1 ? "pergunta" : "perguntas"}
          {reward ? ` · ${reward}` : ""}
        </p>
      </div>
      <Button asChild size="lg">
        <Link href={`/homepage/survey/${research.id}/${activity.id}`}>Responder</Link>
      </Button>
    </div>
  );
}

function SignUpNotice() {
  return (
    <div className="rounded-3xl bg-brand-soft p-6 text-ink">
      <p className="font-semibold">Cadastre-se para participar desta atividade e ganhar pontos.</p>
      <Button asChild className="mt-4">
        <Link href="/cadastrar">Cadastrar</Link>
      </Button>
    </div>
  );
}
