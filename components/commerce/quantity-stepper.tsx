"use client";
// "−  2  +": a quantity between 0 (or `min`) and `max`, used by the product picker and the cart.
import { MinusIcon, PlusIcon } from "lucide-react";
import { cn } from "@/lib/utils/cn";

export function QuantityStepper({
  name,
  value,
  max,
  min = 0,
  disabled,
  onChange,
  className,
}: {
  /** Product name, for the buttons' accessible names ("Mais Caneca do Clube"). */
  name: string;
  value: number;
  max: number;
  min?: number;
  disabled?: boolean;
  onChange: (next: number) => void;
  className?: string;
}) {
  const button =
    "flex size-9 items-center justify-center rounded-full border border-line bg-white text-ink transition-colors hover:bg-brand-soft focus-visible:outline-3 disabled:pointer-events-none disabled:opacity-40";
  return (
    <div data-slot="quantity-stepper" className={cn("flex items-center gap-2", className)}>
      <button type="button" className={button} disabled={disabled || value <= min} onClick={() => onChange(value - 1)} aria-label={`Menos ${name}`}>
        <MinusIcon className="size-4" aria-hidden />
      </button>
      <span className="w-7 text-center font-bold text-ink tabular-nums" aria-live="polite" data-testid="quantity">
        <span className="sr-only">Quantidade: </span>
        {value}
      </span>
      <button type="button" className={button} disabled={disabled || value >= max} onClick={() => onChange(value + 1)} aria-label={`Mais ${name}`}>
        <PlusIcon className="size-4" aria-hidden />
      </button>
    </div>
  );
}
