"use client";
// One-line form fields: a Field (label, hint, error, counter) around one control. Spread a
// react-hook-form registration (`{...register("email")}`) or, for MaskedField, a Controller's
// `field`.
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Field } from "./field";
import { Input, PasswordInput, Textarea } from "./input";
import { MaskedInput, type MaskName } from "./masked-input";
import { Select } from "./select";

type Common = {
  label: string;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  counter?: { length: number; max: number };
  /** Keeps the error's line even without an error (see Field). */
  reserveError?: boolean;
};

export function TextField({ label, error, hint, className, counter, id, reserveError, ...props }: Common & React.ComponentProps<"input">) {
  return (
    <Field label={label} error={error} hint={hint} className={className} counter={counter} id={id} reserveError={reserveError}>
      <Input {...props} />
    </Field>
  );
}

export function TextareaField({ label, error, hint, className, counter, id, reserveError, ...props }: Common & React.ComponentProps<"textarea">) {
  return (
    <Field label={label} error={error} hint={hint} className={className} counter={counter} id={id} reserveError={reserveError}>
      <Textarea {...props} />
    </Field>
  );
}

export function PasswordField({ label, error, hint, className, id, reserveError, ...props }: Omit<Common, "counter"> & Omit<React.ComponentProps<"input">, "type">) {
  return (
    <Field label={label} error={error} hint={hint} className={className} id={id} reserveError={reserveError}>
      <PasswordInput label={label} {...props} />
    </Field>
  );
}

export function SelectField({ label, error, hint, className, id, reserveError, children, ...props }: Omit<Common, "counter"> & React.ComponentProps<"select">) {
  return (
    <Field label={label} error={error} hint={hint} className={className} id={id} reserveError={reserveError}>
      <Select {...props}>{children}</Select>
    </Field>
  );
}

export function MaskedField({ label, error, hint, className, id, reserveError, ...props }: Omit<Common, "counter"> & React.ComponentProps<typeof MaskedInput>) {
  return (
    <Field label={label} error={error} hint={hint} className={className} id={id} reserveError={reserveError}>
      <MaskedInput {...props} />
    </Field>
  );
}

/** A MaskedField bound to a react-hook-form field by name (no Controller boilerplate). */
export function MaskedFormField<T extends FieldValues, O = T>({
  control,
  name,
  label,
  hint,
  className,
  id,
  reserveError,
  ...props
}: Omit<Common, "error" | "counter"> &
  Omit<React.ComponentProps<typeof MaskedInput>, "value" | "onChange" | "onBlur" | "name" | "ref"> & { control: Control<T, unknown, O>; name: FieldPath<T> }) {
  const { field, fieldState } = useController<T, FieldPath<T>, O>({ control, name });
  return (
    <Field label={label} error={fieldState.error?.message} hint={hint} className={className} id={id} reserveError={reserveError}>
      <MaskedInput {...props} {...field} value={(field.value as string | undefined) ?? ""} />
    </Field>
  );
}

export type { MaskName };
