// The frame of one wizard step: progress, an optional back link, the step's title and content.
import { ChevronLeftIcon } from "lucide-react";
import { cn } from "@/lib/utils/cn";

export function WizardProgress({ step, total, label }: { step: number; total: number; label?: string }) {
  return (
    <div className="flex items-center gap-3">
      <div className="flex flex-1 gap-1.5" aria-hidden>
        {Array.from({ length: total }, (_, i) => (
          <span key={i} className={cn("h-1.5 flex-1 rounded-full transition-colors", i <= step ? "bg-brand" : "bg-line")} />
        ))}
      </div>
      <span className="text-xs font-bold whitespace-nowrap text-ink-muted">{label ?? `Passo ${step + 1} de ${total}`}</span>
    </div>
  );
}

export function WizardCard({
  step,
  total,
  onBack,
  title,
  subtitle,
  children,
  hideProgress = false,
  className,
}: {
  step: number;
  total: number;
  onBack?: () => void;
  title: string;
  subtitle?: React.ReactNode;
  children: React.ReactNode;
  hideProgress?: boolean;
  className?: string;
}) {
  return (
    <section
      aria-labelledby="wizard-title"
      className={cn("w-full max-w-xl rounded-3xl border border-line bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-10", className)}
    >
      {!hideProgress && <WizardProgress step={step} total={total} />}
      {onBack && (
        <button
          type="button"
          onClick={onBack}
          className="mt-5 inline-flex items-center gap-1 rounded-md text-sm font-bold text-brand-ink hover:underline"
        >
          <ChevronLeftIcon className="size-4" strokeWidth={2.5} aria-hidden />
          Voltar
        </button>
      )}
      <h1 id="wizard-title" tabIndex={-1} className={cn("text-2xl font-bold text-ink outline-none sm:text-3xl", onBack || !hideProgress ? "mt-5" : "")}>
        {title}
      </h1>
      {subtitle && <div className="mt-2 text-ink-muted">{subtitle}</div>}
      <div className="mt-7">{children}</div>
    </section>
  );
}
