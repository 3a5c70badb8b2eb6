"use client";
// One on/off setting as a row: the kit's checkbox, its label and a one-line help.
import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldLabel } from "@/components/ui/field";

export function SwitchRow({ label, help, checked, onChange, disabled }: { label: string; help: string; checked: boolean; onChange: (on: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 py-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(c) => onChange(c === true)} disabled={disabled} aria-describedby={`${id}-help`} className="mt-0.5" />
      <div className="min-w-0">
        <FieldLabel htmlFor={id} className="block text-base">
          {label}
        </FieldLabel>
        <p id={`${id}-help`} className="text-sm text-ink-muted">
          {help}
        </p>
      </div>
    </div>
  );
}
