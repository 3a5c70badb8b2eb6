"use client";
// A labelled form field: the label, an optional hint, the error (role=alert) and an optional
// character counter. The control inside (Input, Textarea, Select, MaskedInput, PasswordInput)
// reads its id, aria-invalid and aria-describedby from this field, so the wiring lives here once.
// The composition parts below (FieldLabel, FieldSet, FieldLegend, FieldGroup, FieldDescription) are
// for what a one-control Field does not cover: a label beside a custom control (a colour picker, a
// switch), a control wrapped by its label, a set of choices under one legend, a stack of fields.
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
        <FieldLabel htmlFor={inputId} className={cn("mb-1.5 block", srOnlyLabel && "sr-only")}>
          {label}
        </FieldLabel>
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

/**
 * The kit's one label. Name the control with `htmlFor` (its id), or wrap the control: both keep
 * the label's text as the control's accessible name, and a click on the text focuses or toggles it.
 */
export function FieldLabel({ className, ...props }: React.ComponentProps<"label">) {
  return <label data-slot="field-label" className={cn("text-sm font-bold text-ink", className)} {...props} />;
}

/** Text under a label or legend that says what the choice does. */
export function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="field-description" className={cn("text-sm text-ink-muted", className)} {...props} />;
}

/** Related controls under one legend (the days of a schedule, the menu items to hide): a fieldset, so
 * a screen reader announces the legend with each control in it. */
export function FieldSet({ className, ...props }: React.ComponentProps<"fieldset">) {
  return <fieldset data-slot="field-set" className={cn("min-w-0", className)} {...props} />;
}

export function FieldLegend({ className, ...props }: React.ComponentProps<"legend">) {
  return <legend data-slot="field-legend" className={cn("text-sm font-bold text-ink", className)} {...props} />;
}

/** A stack of fields with the kit's spacing; a grid, so a screen may lay it out in columns. */
export function FieldGroup({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="field-group" className={cn("grid gap-4", className)} {...props} />;
}
