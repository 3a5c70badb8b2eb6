"use client";
// A labelled form field: the label, an optional hint, the error (role=alert) and an optional
// character counter. The control inside (Input, Textarea, Select, MaskedInput, PasswordInput)
// reads its id, aria-invalid and aria-describedby from this field, so the wiring lives here once.
import { createContext, useContext, useId } from "react";
import { cn } from "@/lib/utils/cn";

type FieldState = { id: string; invalid: boolean; describedBy: string | undefined };
const FieldContext = createContext<FieldState | null>(null);

/** The props a control spreads onto its element; empty outside a Field. */
export function useFieldControl(id?: string): { id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string } {
  const field = useContext(FieldContext);
  if (!field) return id ? { id } : {};
  return { id: id ?? field.id, "aria-invalid": field.invalid || undefined, "aria-describedby": field.describedBy };
}

type Props = {
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  /** Shows "12/600" under the control. */
  counter?: { length: number; max: number };
  id?: string;
  className?: string;
  /** Hide the label visually (it stays for screen readers). */
  srOnlyLabel?: boolean;
  /** Keeps one line under the control for the error, so an error shown on blur moves nothing below it. */
  reserveError?: boolean;
  children: React.ReactNode;
};

export function Field({ label, error, hint, counter, id, className, srOnlyLabel, reserveError, children }: Props) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && !error ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <FieldContext.Provider value={{ id: inputId, invalid: Boolean(error), describedBy }}>
      <div data-slot="field" className={className}>
        <label htmlFor={inputId} className={cn("mb-1.5 block text-sm font-bold text-ink", srOnlyLabel && "sr-only")}>
          {label}
        </label>
        {children}
        {(hint && !error) || counter ? (
          <div className="mt-1 flex items-start justify-between gap-3">
            {hint && !error ? (
              <p id={hintId} className="text-xs text-ink-muted">
                {hint}
              </p>
            ) : (
              <span />
            )}
            {counter && (
              <p data-slot="field-counter" className={cn("text-xs tabular-nums", counter.length > counter.max ? "text-red-700" : "text-ink-muted")} aria-live="polite">
                {counter.length}/{counter.max}
              </p>
            )}
          </div>
        ) : null}
        {error ? (
          <FieldError id={errorId} className={cn(reserveError && "min-h-5")}>
            {error}
          </FieldError>
        ) : (
          reserveError && !hint && !counter && <p aria-hidden className="mt-1 min-h-5 text-sm" />
        )}
      </div>
    </FieldContext.Provider>
  );
}

export function FieldError({ id, className, children }: { id?: string; className?: string; children: React.ReactNode }) {
  return (
    <p id={id} data-slot="field-error" className={cn("mt-1 text-sm text-red-700", className)}>
      {children}
    </p>
  );
}
