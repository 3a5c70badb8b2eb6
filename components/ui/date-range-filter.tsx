"use client";
// Two dates and "Aplicar": the start must come before the end, and the
// spec's messages block Apply until it does.
import { useState } from "react";
import { Button } from "./button";
import { Field } from "./field";
import { Input } from "./input";
import { cn } from "@/lib/utils/cn";

export const RANGE_MESSAGES = {
  start: "Escolha uma data anterior a segunda.",
  end: "Escolha uma data posterior a primeira.",
} as const;

/** ISO dates (yyyy-mm-dd) compare as text. Empty ends are open. */
export function rangeErrors(start: string, end: string): { start?: string; end?: string } {
  if (!start || !end || start < end) return {};
  return { start: RANGE_MESSAGES.start, end: RANGE_MESSAGES.end };
}

export function DateRangeFilter({
  initial = { start: "", end: "" },
  onApply,
  startLabel = "De",
  endLabel = "Até",
  stacked = false,
}: {
  initial?: { start: string; end: string };
  onApply: (range: { start: string; end: string }) => void;
  startLabel?: string;
  endLabel?: string;
  /** One field under the other and a full-width button, for narrow places (popovers, sheets). */
  stacked?: boolean;
}) {
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const errors = rangeErrors(start, end);
  const blocked = Boolean(errors.start || errors.end);
  return (
    <form
      data-slot="date-range-filter"
      className={cn("flex gap-3", stacked ? "flex-col" : "flex-wrap items-start")}
      onSubmit={(e) => {
        e.preventDefault();
        if (!blocked) onApply({ start, end });
      }}
    >
      <Field label={startLabel} error={errors.start} className={cn(!stacked && "min-w-40 flex-1")}>
        <Input type="date" value={start} max={end || undefined} onChange={(e) => setStart(e.target.value)} />
      </Field>
      <Field label={endLabel} error={errors.end} className={cn(!stacked && "min-w-40 flex-1")}>
        <Input type="date" value={end} min={start || undefined} onChange={(e) => setEnd(e.target.value)} />
      </Field>
      <Button type="submit" disabled={blocked} className={cn("h-12", !stacked && "mt-7")}>
        Aplicar
      </Button>
    </form>
  );
}
