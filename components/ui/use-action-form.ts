"use client";
// One hook for every form that calls a Server Action: react-hook-form validated by the module's
// zod schema, the action's { ok, message, fieldErrors } mapped onto fields, the message as a
// toast, and the spec's notice '{message}: "{label}"' for a touched field with an error.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type DefaultValues, type Resolver, type FieldValues, type Mode, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { ActionResult } from "@/lib/actions/result";
import { applyFieldErrors } from "./action-form-errors";
import { toast } from "./toast";
import { useFieldNotices, type FieldLabels } from "./use-field-notices";
import { useHydrated } from "./use-hydrated";

type Options<S extends z.ZodType<FieldValues, FieldValues>, T> = {
  schema: S;
  action: (values: z.output<S>) => Promise<ActionResult<T>>;
  defaultValues?: DefaultValues<z.input<S>>;
  /** Field labels; a touched field with an error and a label raises the spec's notice. */
  labels?: FieldLabels;
  onSuccess?: (data: T, form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => void | Promise<void>;
  /** Called on failure after the errors are mapped; return true to skip the default toast. */
  onFailure?: (result: { message: string; fieldErrors?: Record<string, string> }) => boolean | void;
  mode?: Mode;
};

export function useActionForm<S extends z.ZodType<FieldValues, FieldValues>, T = undefined>({
  schema,
  action,
  defaultValues,
  labels,
  onSuccess,
  onFailure,
  mode = "onTouched",
}: Options<S, T>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>, defaultValues, mode });
  const [pending, setPending] = useState(false);
  const ready = useHydrated();
  useFieldNotices(form, labels);

  const submit = form.handleSubmit(async (values) => {
    setPending(true);
    try {
      const result = await action(values);
      if (result.ok) {
        await onSuccess?.(result.data as T, form);
        return;
      }
      const known = Object.keys(form.getValues() ?? {});
      const unmapped = applyFieldErrors(form.setError, result.fieldErrors, known);
      if (onFailure?.(result)) return;
      // A message already written under a field is not repeated in a toast.
      const shownOnField = Object.entries(result.fieldErrors ?? {}).some(([name, text]) => known.includes(name.split(".")[0] ?? name) && text === result.message);
      if (!shownOnField || unmapped.length > 0) toast(unmapped[0] ?? result.message, "error");
    } finally {
      setPending(false);
    }
  });

  /** `ready` is false until hydration: until then the form's controls stay disabled. */
  return { form, submit, pending, ready };
}
