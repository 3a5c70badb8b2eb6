// The one shape every mutation answers with, and the one place errors become pt-BR text.
import { z } from "zod";
import { messages } from "@/lib/validation/messages";

export type FieldErrors = Record<string, string>;

export type ActionResult<T = undefined> =
  | ({ ok: true } & (T extends undefined ? { data?: undefined } : { data: T }))
  | { ok: false; message: string; fieldErrors?: FieldErrors };

export const GENERIC_ERROR = "Erro interno no servidor";

/** An expected failure with a message for the user (e.g. "CPF não encontrado"). */
export class UserFacingError extends Error {
  constructor(
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly status = 422,
  ) {
    super(message);
    this.name = "UserFacingError";
  }
}

/** First message per field, keyed by dotted path, as forms show them. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}

export function fail(message: string, fieldErrors?: FieldErrors): { ok: false; message: string; fieldErrors?: FieldErrors } {
  return fieldErrors ? { ok: false, message, fieldErrors } : { ok: false, message };
}

/** Turns anything thrown into an answer: user-facing errors keep their text, the rest is logged. */
export function toFailure(error: unknown): { ok: false; message: string; fieldErrors?: FieldErrors } {
  if (error instanceof UserFacingError) return fail(error.message, error.fieldErrors);
  if (error instanceof z.ZodError) {
    const fieldErrors = zodFieldErrors(error);
    return fail(Object.values(fieldErrors)[0] ?? GENERIC_ERROR, fieldErrors);
  }
  console.error("Unexpected error in action", error);
  return fail(GENERIC_ERROR);
}

/**
 * A route handler's answer to what it caught, in the actions' shape ({ ok: false, message,
 * fieldErrors? }): a UserFacingError answers its own status (422 unless it says otherwise), a
 * schema's refusal 422 with the fields, anything else 500 with the generic text (and a log line).
 */
export function errorResponse(error: unknown, headers: HeadersInit = { "cache-control": "no-store" }): Response {
  const status = error instanceof UserFacingError ? error.status : error instanceof z.ZodError ? 422 : 500;
  return Response.json(toFailure(error), { status, headers });
}

/**
 * Parse with the form's own schema, run, and answer in the one shape. Use inside Server Actions:
 *   export async function save(input: unknown) { return runAction(schema, input, async (data) => {...}) }
 */
export async function runAction<S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  fn: (data: z.output<S>) => Promise<T>,
): Promise<ActionResult<T>> {
  // No text field of ours can hold U+0000 (PostgreSQL refuses it in text): refused here, once for
  // every action, rather than reaching a query as a server error.
  if (holdsNul(input)) return fail(messages.nulCharacter);
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = zodFieldErrors(parsed.error);
    return fail(Object.values(fieldErrors)[0] ?? GENERIC_ERROR, fieldErrors);
  }
  try {
    const data = await fn(parsed.data);
    return { ok: true, data } as ActionResult<T>;
  } catch (error) {
    // redirect() and notFound() work by throwing; let them through.
    if (error && typeof error === "object" && "digest" in error && typeof error.digest === "string" && /^NEXT_/.test(error.digest)) {
      throw error;
    }
    return toFailure(error);
  }
}

/** Whether a string anywhere in a form's input (objects and arrays, a few levels deep) holds U+0000. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 8 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  if (value instanceof Blob || value instanceof Date) return false;
  if (value instanceof FormData) return [...value.entries()].some(([k, v]) => k.includes("\u0000") || holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes("\u0000") || holdsNul(v, depth + 1));
}
