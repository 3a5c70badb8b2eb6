"use client";
// The modal after an activity is done (spec 2 §4 "Feedback"): the activity's feedback message
// (HTML sanitised on the server) with its lottie animation, or the default check mark.
import { Dialog } from "radix-ui";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";
import { LottieAnimation } from "./lottie-animation";

export const DEFAULT_LOTTIE = "/static/lottie/check.json";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Plain text under the title. */
  description?: string | null;
  /** Sanitised HTML (feedback_message or a quiz feedback). */
  html?: string | null;
  /** Animation JSON; when absent, `lottieSrc` (default: the check mark). */
  lottie?: unknown;
  lottieSrc?: string | null;
  closeLabel?: string;
  children?: React.ReactNode;
};

export function FeedbackModal({ open, onOpenChange, title, description, html, lottie, lottieSrc = DEFAULT_LOTTIE, closeLabel = "Fechar", children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 text-center shadow-2xl focus:outline-none sm:p-8"
        >
          {lottie || lottieSrc ? <LottieAnimation data={lottie ?? undefined} src={lottie ? undefined : (lottieSrc ?? undefined)} /> : null}
          <Dialog.Title className={cn("mt-2 font-bold text-ink", title.length > 60 ? "text-lg sm:text-xl" : "text-xl sm:text-2xl")}>{title}</Dialog.Title>
          {description ? <Dialog.Description className="mt-3 text-ink-muted">{description}</Dialog.Description> : <Dialog.Description className="sr-only">{title}</Dialog.Description>}
          {html ? (
            <div className="prose-sm mt-4 text-left text-ink [&_a]:text-brand-ink [&_a]:underline [&_p]:mt-2" dangerouslySetInnerHTML={{ __html: html }} />
          ) : null}
          {children}
          <Dialog.Close asChild>
            <Button className="mt-6 w-full">{closeLabel}</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
