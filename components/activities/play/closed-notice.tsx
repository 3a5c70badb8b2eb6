// Why the member cannot take part now (limit, window, prerequisites), with the spec's texts.
import { FeatureLink } from "@/components/member/feature-link";
import { MSG_LIMIT, prerequisitesMessage } from "@/lib/activities/messages";
import { limitFollowUp } from "@/lib/activities/types";

export interface ParticipationState {
  typeId: number;
  limitReached: boolean;
  limitMessage: string | null;
  window: "open" | "not_started" | "ended";
  windowMessage: string | null;
  blockedBy: string[];
}

/** The message that stops participation, or null when the member may take part. */
type FollowUp = ReturnType<typeof limitFollowUp>;

export function closedReason(state: ParticipationState): { message: string; followUp: FollowUp | null } | null {
  if (state.window !== "open") return { message: state.windowMessage ?? "Erro! Esta atividade não está disponível.", followUp: null };
  if (state.limitReached) return { message: state.limitMessage ?? MSG_LIMIT, followUp: limitFollowUp(state.typeId) };
  if (state.blockedBy.length > 0) return { message: prerequisitesMessage(state.blockedBy), followUp: null };
  return null;
}

export function ClosedNotice({ message, followUp }: { message: string; followUp: FollowUp | null }) {
  return (
    <div role="status" className="rounded-3xl border border-amber-200 bg-amber-50 p-6 text-amber-950">
      <p className="font-semibold">{message}</p>
      {followUp ? (
        <FeatureLink feature={followUp.feature} className="mt-4">
          {followUp.label}
        </FeatureLink>
      ) : null}
    </div>
  );
}
