"use client";
// The notice '{message}: "{label}"' for every touched field with an error, in every form of the
// app: `useActionForm` calls it, and so does each form that keeps its own `useForm` (login, sign-up,
// support, checkout). One notice per error, again when the error changes (`newNotices`).
import { useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { newNotices } from "./action-form-errors";
import { notice } from "./toast";

/** Field path ("email", "deliveries.0.zipcode") → the label its notice names. */
export type FieldLabels = Partial<Record<string, string>>;

export function useFieldNotices<T extends FieldValues>(form: Pick<UseFormReturn<T>, "subscribe">, labels: FieldLabels | undefined) {
  const announced = useRef(new Map<string, string>());
  // The latest labels, read when the form changes: a caller may build them on every render.
  const current = useRef(labels);
  useEffect(() => {
    current.current = labels;
  });
  const { subscribe } = form;

  useEffect(
    () =>
      subscribe({
        formState: { errors: true, touchedFields: true },
        callback: ({ errors, touchedFields }) => {
          const known = current.current;
          if (!known) return;
          for (const text of newNotices(errors ?? {}, (touchedFields ?? {}) as Record<string, unknown>, known as Record<string, string>, announced.current)) {
            notice(text);
          }
        },
      }),
    [subscribe],
  );
}
