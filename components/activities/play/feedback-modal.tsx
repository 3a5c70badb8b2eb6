"use client";
// The modal after an activity is done: the activity's feedback message
// (HTML sanitised on the server) with its lottie animation, or the default check mark.
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
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
  /** Sanitised HTML (feedback_message or a quiz feedback); several pieces each get their own block. */
  html?: string | (string | null | undefined)[] | null;
  /** Animation JSON; when absent, `lottieSrc` (default: the check mark). */
  lottie?: unknown;
  lottieSrc?: string | null;
  closeLabel?: string;
  children?: React.ReactNode;
};

export function FeedbackModal({ open, onOpenChange, title, description, html, lottie, lottieSrc = DEFAULT_LOTTIE, closeLabel = "Fechar", children }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="text-center sm:p-8">
        {lottie || lottieSrc ? <LottieAnimation data={lottie ?? undefined} src={lottie ? undefined : (lottieSrc ?? undefined)} /> : null}
        <DialogTitle className={cn("mt-2 font-bold text-ink", title.length > 60 ? "text-lg sm:text-xl" : "text-xl sm:text-2xl")}>{title}</DialogTitle>
        {description ? <DialogDescription className="mt-3 text-ink-muted">{description}</DialogDescription> : <DialogDescription className="sr-only">{title}</DialogDescription>}
        {[html ?? []].flat().filter((piece): piece is string => !!piece).map((piece, i) => (
          <div key={i} className="prose-sm mt-4 text-left text-ink [&_a]:text-brand-ink [&_a]:underline [&_p]:mt-2" dangerouslySetInnerHTML={{ __html: piece }} />
        ))}
        {children}
        <DialogClose asChild>
          <Button className="mt-6 w-full">{closeLabel}</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
