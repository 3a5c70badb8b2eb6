// Security events: one structured JSON line each on stdout, for a log pipeline to pick up.
// Never put a password, a code, a token or a full CPF in `detail`: `maskCpf` and `maskEmail`
// keep enough to correlate (last digits, domain) and no more.
import "server-only";
import { createLogger, logger } from "@/lib/log/logger";

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

export { maskCpf, maskEmail } from "@/lib/log/redact";

/**
 * Writes the event through the app's logger (lib/log), whose masking by field name covers what a
 * caller forgot to mask. `out` takes the line instead of stdout (tests).
 */
export function logSecurityEvent(event: SecurityEvent, out?: (line: string) => void): void {
  const target = out ? createLogger({ write: out }) : logger;
  target.info({ type: "security", ...event });
}
