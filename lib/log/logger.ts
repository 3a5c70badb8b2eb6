// The app's one logger: JSON lines on stdout (pino), one object per event, for a log pipeline to
// pick up. Fields that name a secret or personal data are masked by name (redact.ts) on every line,
// whoever writes it: the security events, the request lines and the operational messages alike.
// LOG_LEVEL sets the least severe level written. Lines leave through the console (errors on
// stderr, the rest on stdout): the same streams as before the logger, and where tests listen.
import "server-only";
import pino, { type DestinationStream, type Logger } from "pino";
import { env } from "@/lib/env";
import { censor, REDACT_PATHS } from "./redact";

export type { Logger };

/** A logger writing to `destination` (stdout by default) with the app's fields and masking. */
export function createLogger(destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: env.LOG_LEVEL,
    base: { pid: process.pid },
    timestamp: () => `,"at":"${new Date().toISOString()}"`,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor },
  };
  return pino(options, destination ?? consoleStreams());
}

/** Errors and worse to console.error, everything else to console.log, one line each. */
function consoleStreams(): DestinationStream {
  return pino.multistream(
    [
      { level: "trace", stream: { write: (line: string) => console.log(line.trimEnd()) } },
      { level: "error", stream: { write: (line: string) => console.error(line.trimEnd()) } },
    ],
    { dedupe: true },
  );
}

// Next.js may load this module more than once per process; one logger (one stdout stream) each.
const globalForLog = globalThis as unknown as { __estacaoLogger?: Logger };

export const logger: Logger = (globalForLog.__estacaoLogger ??= createLogger());
