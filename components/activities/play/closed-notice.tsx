// Why the member cannot take part now (limit, window, prerequisites), with the spec's texts.
import { FeatureLink } from "@/components/member/feature-link";
import { MSG_LIMIT, prerequisitesMessage } from "@/lib/activities/messages";

export interface ParticipationState {
  limitReached: boolean;
  limitMessage: string | null;
  window: "open" | "not_started" | "ended";
  windowMessage: string | null;
  blockedBy: string[];
}

/** The message that stops participation, or null when the member may take part. */
export function closedReason(state: ParticipationState): { message: string; vouchers: boolean } | null {
  if (state.window !== "open") return { message: state.windowMessage ?? "Erro! Esta atividade não está disponível.", vouchers: false };
  if (state.limitReached) return { message: state.limitMessage ?? MSG_LIMIT, vouchers: true };
  if (state.blockedBy.length > 0) return { message: prerequisitesMessage(state.blockedBy), vouchers: false };
  return null;
}

export function ClosedNotice({ message, vouchers }: { message: string; vouchers: boolean }) {
  return (
    <div role="status" className="rounded-3xl border border-amber-200 bg-amber-50 p-6 text-amber-950">
      <p className="font-semibold">{message}</p>
      {vouchers ? (
        <FeatureLink feature="vouchers" className="mt-4">
          Ver meus vouchers
        </FeatureLink>
      ) : null}
    </div>
  );
}
