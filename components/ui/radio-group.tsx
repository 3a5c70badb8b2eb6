"use client";
// One choice among few (Radix RadioGroup): arrow keys move, each item is a labelled radio.
import { RadioGroup as RadioPrimitive } from "radix-ui";
import { useId } from "react";
import { cn } from "@/lib/utils/cn";

export function RadioGroup({ className, ...props }: React.ComponentProps<typeof RadioPrimitive.Root>) {
  return <RadioPrimitive.Root data-slot="radio-group" className={cn("grid gap-2", className)} {...props} />;
}

export function RadioGroupItem({ label, className, id, ...props }: React.ComponentProps<typeof RadioPrimitive.Item> & { label: React.ReactNode }) {
  const auto = useId();
  const itemId = id ?? auto;
  return (
    <label
      htmlFor={itemId}
      className={cn(
        "flex cursor-pointer items-center gap-3 rounded-2xl border border-line bg-white px-4 py-3 text-ink has-[[data-state=checked]]:border-brand-ink has-[[data-state=checked]]:bg-brand-soft",
        className,
      )}
    >
      <RadioPrimitive.Item
        data-slot="radio-group-item"
        id={itemId}
        className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-ink-muted bg-white data-[state=checked]:border-brand-ink focus-visible:outline-3"
        {...props}
      >
        <RadioPrimitive.Indicator className="size-2.5 rounded-full bg-brand-ink" />
      </RadioPrimitive.Item>
      <span className="min-w-0 flex-1">{label}</span>
    </label>
  );
}
