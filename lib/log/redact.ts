// Masks for personal data in logs: enough to correlate a line with a person who asks (last digits
// of a CPF, an e-mail's first letter and domain), never the value. The logger applies them by
// field name (logger.ts), so a line that names a CPF, an e-mail or a token is masked wherever it
// comes from.

/** `***.***.*47-25`: only the last four digits of a CPF. */
export function maskCpf(cpf: string | null | undefined): string | null {
  if (!cpf) return null;
  const digits = cpf.replace(/\D/g, "");
  return `***.***.*${digits.slice(-4, -2)}-${digits.slice(-2)}`;
}

/** `m***@demo.test`: first letter and domain of an e-mail. */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

/** Fields whose value is a secret: written as "[redacted]", at the top of a line and one level down. */
export const SECRET_FIELDS = ["password", "senha", "token", "code", "codigo", "secret", "authorization", "cookie"] as const;
/** Fields masked rather than removed. */
export const CPF_FIELDS = ["cpf"] as const;
export const EMAIL_FIELDS = ["email"] as const;

/** The value written in place of a field's value, by the field's name. */
export function censor(value: unknown, path: string[]): unknown {
  const field = (path.at(-1) ?? "").toLowerCase();
  if (typeof value === "string" && (CPF_FIELDS as readonly string[]).includes(field)) return maskCpf(value);
  if (typeof value === "string" && (EMAIL_FIELDS as readonly string[]).includes(field)) return maskEmail(value);
  return "[redacted]";
}

/** pino's redact paths for those fields, at the top and inside any one object (detail.cpf). */
export const REDACT_PATHS = [...SECRET_FIELDS, ...CPF_FIELDS, ...EMAIL_FIELDS].flatMap((name) => [name, `*.${name}`]);
