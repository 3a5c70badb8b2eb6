// The error wiring of every form, in one place: server field errors onto fields, and the product's
// notice for a touched field with an error ('{message}: "{label}"').
import type { FieldErrors as FormErrors, FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import type { FieldErrors } from "@/lib/actions/result";

/** The spec's notice for a field with an error. */
export function fieldNotice(message: string, label: string): string {
  return `${message}: "${label}"`;
}

/**
 * Puts each server field error on its field (only fields whose top-level name the form knows, when
 * `known` is given) and focuses the first. Returns the messages that belong to no field of this form.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: FieldErrors | undefined,
  known?: readonly string[],
): string[] {
  const unmapped: string[] = [];
  let first = true;
  for (const [name, message] of Object.entries(fieldErrors ?? {})) {
    if (name === "_" || (known && !known.includes(name.split(".")[0] ?? name))) {
      unmapped.push(message);
      continue;
    }
    setError(name as FieldPath<T>, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
  return unmapped;
}

/** Dotted paths and messages of every error in a react-hook-form errors tree. */
export function flattenErrors(errors: FormErrors, prefix = ""): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ("message" in value && typeof value.message === "string" && value.message) out.push([path, value.message]);
    else out.push(...flattenErrors(value as FormErrors, path));
  }
  return out;
}

function isTouched(touched: Record<string, unknown>, path: string): boolean {
  let node: unknown = touched;
  for (const part of path.split(".")) {
    if (!node || typeof node !== "object") return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node === true || (typeof node === "object" && node !== null);
}

/**
 * The notices to raise now: touched fields with a labelled error not announced yet. `announced`
 * remembers path→message, so a notice is raised once per error, and again when the error changes.
 */
export function newNotices(
  errors: FormErrors,
  touched: Record<string, unknown>,
  labels: Record<string, string>,
  announced: Map<string, string>,
): string[] {
  const current = new Map(flattenErrors(errors));
  for (const path of [...announced.keys()]) if (current.get(path) !== announced.get(path)) announced.delete(path);
  const notices: string[] = [];
  for (const [path, message] of current) {
    const label = labels[path];
    if (!label || announced.has(path) || !isTouched(touched, path)) continue;
    announced.set(path, message);
    notices.push(fieldNotice(message, label));
  }
  return notices;
}
