"use client";
// Small controls of the activity console's forms, bound to react-hook-form: a reward typed as
// "R$ 25,00" but kept as integer hundredths, a labelled on/off checkbox, and an image upload into
// the station's storage.
import { useId, useState } from "react";
import { Controller, useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { formatWithMask, MaskedInput } from "@/components/ui/masked-input";
import { ImageUploadField } from "@/components/uploads/image-upload-field";
import { IMAGE_LIMITS } from "@/lib/adapters/storage/images";
import { parseBRL } from "@/lib/format";

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
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-line p-3">
      <Controller
        control={control as Control<T>}
        name={name}
        render={({ field }) => <Checkbox id={id} checked={field.value === true} onCheckedChange={(c) => field.onChange(c === true)} onBlur={field.onBlur} className="mt-0.5" />}
      />
      <div>
        <label htmlFor={id} className="font-bold text-ink">
          {label}
        </label>
        {hint && <p className="text-sm text-ink-muted">{hint}</p>}
      </div>
    </div>
  );
}

export function ImageField<T extends FieldValues>({ control, name, label, hint, stationId }: Bound<T> & { label: string; hint?: string; stationId: number }) {
  const { field, fieldState } = useController({ control: control as Control<T>, name });
  return (
    <div>
      <ImageUploadField
        uploadUrl={`/estacoes/${stationId}/arquivos?purpose=contentImage`}
        maxBytes={IMAGE_LIMITS.contentImage}
        value={(field.value as string | null) ?? null}
        onChange={(url) => field.onChange(url)}
        label={label}
        hint={hint}
        kind="logo"
        pickLabel="Escolher imagem"
        emptyText="Nenhuma imagem"
        imageAlt="Imagem escolhida"
      />
      {fieldState.error?.message && (
        <p role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {fieldState.error.message}
        </p>
      )}
    </div>
  );
}
