// Security events: one structured JSON line each on stdout, for a log pipeline to pick up.
// Never put a password, a code, a token or a full CPF in `detail`: `maskCpf` and `maskEmail`
// keep enough to correlate (last digits, domain) and no more.
import "server-only";

export type SecurityEventKind =
  | "login.failed"
  | "login.locked"
  | "login.succeeded"
  | "password.reset.requested"
  | "password.reset.completed"
  | "password.changed"
  | "session.revoked"
  | "guard.refused"
  | "ratelimit.exceeded"
  | "request.refused";

export interface SecurityEvent {
  kind: SecurityEventKind;
  stationId?: number | null;
  userId?: number | null;
  /** The client address as `clientIp()` reads it. */
  ip?: string | null;
  /** Why, in a short code: "suspended", "foreign-origin", "limit:login-account"... */
  reason?: string;
  detail?: Record<string, string | number | boolean | null>;
}

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

export function logSecurityEvent(event: SecurityEvent, out: (line: string) => void = console.log): void {
  out(JSON.stringify({ at: new Date().toISOString(), type: "security", ...event }));
}
