"use client";
// Small form parts the landing screens share: a colour picker with its hex text, and a labelled
// checkbox bound to react-hook-form.
import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

export function ColorField({ label, value, onChange, error, hint }: { label: string; value: string; onChange: (v: string) => void; error?: string; hint?: string }) {
  const id = useId();
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label}: seletor`}
          value={valid ? value : "#ffffff"}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-11 w-12 shrink-0 cursor-pointer rounded-xl border border-line bg-white p-1"
        />
        <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} placeholder="Padrão do site" maxLength={7} className="font-mono" />
      </div>
    </Field>
  );
}

export function CheckField({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (v: boolean) => void; hint?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(c) => onChange(c === true)} className="mt-0.5" />
      <FieldLabel htmlFor={id} className="font-normal">
        <span className="font-bold">{label}</span>
        {hint && <span className="block text-ink-muted">{hint}</span>}
      </FieldLabel>
    </div>
  );
}
