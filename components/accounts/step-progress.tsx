// "Etapa n de 3" with a bar per step.
import { cn } from "@/lib/utils/cn";

export function StepProgress({ step, total, labels }: { step: number; total: number; labels: string[] }) {
  return (
    <div className="mb-6">
      <p className="text-sm font-bold text-ink-muted" aria-live="polite">
        Etapa {step + 1} de {total}: <span className="text-ink">{labels[step]}</span>
      </p>
      <div className="mt-2 grid gap-1.5" style={{ gridTemplateColumns: `repeat(${total}, 1fr)` }} aria-hidden>
        {Array.from({ length: total }, (_, i) => (
          <span key={i} className={cn("h-1.5 rounded-full", i <= step ? "bg-brand" : "bg-line")} />
        ))}
      </div>
    </div>
  );
}
