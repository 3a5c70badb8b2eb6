"use client";
// One choice of the checkout form (delivery location, payment type, card) as labelled radio cards,
// bound to the form by name; once shown with an error, a new choice checks it again.
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { RadioGroup } from "@/components/ui/radio-group";

export function RadioField<T extends FieldValues>({
  form,
  name,
  label,
  groupLabel,
  className,
  groupClassName,
  children,
}: {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  label: React.ReactNode;
  /** The radio group's accessible name. */
  groupLabel: string;
  className?: string;
  groupClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message} className={className}>
          <RadioGroup
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              if (fieldState.error) void form.trigger(name);
            }}
            aria-label={groupLabel}
            className={groupClassName}
          >
            {children}
          </RadioGroup>
        </Field>
      )}
    />
  );
}
