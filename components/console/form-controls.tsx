"use client";
// The console's form controls bound to react-hook-form: a reward typed as "R$ 25,00" but kept as
// integer hundredths, and the form kit's yes/no and station image fields (form-kit.tsx).
import { useState } from "react";
import { Controller, useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { formatWithMask, MaskedInput } from "@/components/ui/masked-input";
import { parseBRL } from "@/lib/format";
import { CheckField, StationImageField } from "./form-kit";

type Bound<T extends FieldValues> = { control: Control<T, unknown, never> | Control<T, unknown, T> | Control<T>; name: FieldPath<T> };

export function CentsField<T extends FieldValues>({ control, name, label, hint }: Bound<T> & { label: string; hint?: string }) {
  return (
    <Controller
      control={control as Control<T>}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} hint={hint} error={fieldState.error?.message}>
          <CentsInput name={field.name} initial={Number(field.value ?? 0)} onBlur={field.onBlur} onCents={field.onChange} />
        </Field>
      )}
    />
  );
}

/** Keeps the typed text (caret-friendly) and hands the form its value in hundredths. */
function CentsInput({ name, initial, onBlur, onCents }: { name: string; initial: number; onBlur: () => void; onCents: (cents: number) => void }) {
  // Starts in the mask's own text (an empty reward starts empty, like the other money fields).
  const [text, setText] = useState(() => (initial ? formatWithMask((initial / 100).toFixed(2).replace(".", ","), "brl") : ""));
  return (
    <MaskedInput
      mask="brl"
      name={name}
      onBlur={onBlur}
      value={text}
      onChange={(next) => {
        setText(next);
        onCents(next.replace(/\D/g, "") === "" ? 0 : (parseBRL(next) ?? Number.NaN));
      }}
    />
  );
}

export function ToggleField<T extends FieldValues>({ control, name, label, hint }: Bound<T> & { label: string; hint?: string }) {
  return (
    <Controller
      control={control as Control<T>}
      name={name}
      render={({ field }) => <CheckField boxed label={label} hint={hint} checked={field.value === true} onChange={field.onChange} onBlur={field.onBlur} />}
    />
  );
}

export function ImageField<T extends FieldValues>({ control, name, label, hint, stationId }: Bound<T> & { label: string; hint?: string; stationId: number }) {
  const { field, fieldState } = useController({ control: control as Control<T>, name });
  return (
    <div>
      <StationImageField stationId={stationId} label={label} hint={hint} value={(field.value as string | null) ?? null} onChange={(url) => field.onChange(url)} imageAlt="Imagem escolhida" />
      {fieldState.error?.message && (
        <p role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {fieldState.error.message}
        </p>
      )}
    </div>
  );
}
