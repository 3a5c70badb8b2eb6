"use client";
// A labelled input with its error tied by aria-describedby, for react-hook-form registrations.
import { forwardRef, useId } from "react";
import { cn } from "@/lib/utils/cn";

type FieldProps = React.ComponentProps<"input"> & {
  label: string;
  error?: string;
  hint?: string;
  /** Keeps one line under the input for the error, so an error shown on blur moves nothing below it. */
  reserveError?: boolean;
};

export const inputClass =
  "h-12 w-full rounded-xl border bg-white px-4 text-base text-ink shadow-xs outline-none transition-colors placeholder:text-slate-400 focus-visible:border-brand-ink focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-[color-mix(in_srgb,var(--brand-ink)_25%,transparent)]";

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, hint, reserveError, className, id, ...props }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  const describedBy = [hint ? `${inputId}-hint` : "", error ? `${inputId}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-bold text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        className={cn(inputClass, error ? "border-red-600" : "border-line")}
        {...props}
      />
      {hint && !error && (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 min-h-5 text-sm text-red-700">
          {error}
        </p>
      ) : (
        reserveError && !hint && <p className="mt-1 min-h-5 text-sm" aria-hidden />
      )}
    </div>
  );
});

type SelectProps = React.ComponentProps<"select"> & { label: string; error?: string };

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, error, className, id, children, ...props },
  ref,
) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-bold text-ink">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={cn(inputClass, "appearance-none bg-[length:1.25rem] bg-[right_0.75rem_center] bg-no-repeat pr-10", error ? "border-red-600" : "border-line")}
        style={{
          backgroundImage:
            "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%234b5563' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
        }}
        {...props}
      >
        {children}
      </select>
      {error && (
        <p id={`${selectId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
