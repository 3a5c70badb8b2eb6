"use client";
// A consent checkbox (terms, participation requirements, promotion rules) with its error.
import { forwardRef, useId } from "react";
import { FieldLabel } from "@/components/ui/field";

type Props = Omit<React.ComponentProps<"input">, "type"> & { error?: string; children: React.ReactNode };

export const ConsentBox = forwardRef<HTMLInputElement, Props>(function ConsentBox({ error, children, id, ...props }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-[var(--brand-ink)]"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...props}
        />
        <FieldLabel htmlFor={inputId} className="font-normal">
          {children}
        </FieldLabel>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="mt-1 ml-8 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});

export function TermsLabel() {
  return (
    <>
      Li e aceito os{" "}
      <a href="/termos-de-uso" target="_blank" rel="noopener" className="font-bold text-brand-ink underline underline-offset-2">
        Termos de uso
      </a>{" "}
      e a{" "}
      <a href="/politica-de-privacidade" target="_blank" rel="noopener" className="font-bold text-brand-ink underline underline-offset-2">
        Política de privacidade
      </a>
      .
    </>
  );
}

/**
 * The opt-in to marketing e-mails, never ticked for the member (recorded in the consent ledger).
 * Its words avoid "e-mail": the address field's label, which forms and tests find by that name.
 */
export const MARKETING_LABEL = "Aceito receber comunicações com novidades e ofertas do programa.";
