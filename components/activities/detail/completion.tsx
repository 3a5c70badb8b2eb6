"use client";
// After a completion: the feedback modal ("play" owns its look) with the activity's message.
import { FeedbackModal } from "@/components/activities/play/feedback-modal";
import { formatStationCurrency, type StationCurrency } from "@/lib/format";

export interface FeedbackInfo {
  /** Sanitised feedback_message HTML. */
  html: string | null;
  lottie: unknown;
}

export function CompletionModal({
  open,
  onOpenChange,
  points,
  currency,
  feedback,
  title = "Parabéns!",
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  points: number;
  currency: StationCurrency;
  feedback: FeedbackInfo;
  title?: string;
  children?: React.ReactNode;
}) {
  const description =
    points > 0 ? `Você ganhou ${formatStationCurrency(points, currency)}.` : points < 0 ? `Foram usados ${formatStationCurrency(-points, currency)} do seu saldo.` : null;
  return (
    <FeedbackModal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      html={feedback.html}
      lottie={feedback.lottie ?? undefined}
    >
      {children}
    </FeedbackModal>
  );
}
