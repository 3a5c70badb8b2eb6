// What a server process does on SIGTERM or SIGINT, so a restart or a scale-down loses nothing:
// - at once, the job queue stops taking jobs, which also takes the process out of rotation
//   (/readyz answers 503);
// - Next's own signal handler stops accepting connections and answers the requests in flight;
//   it then calls process.exit(143), which is held here
// - until the jobs already running have finished (the queue waits for them, within its limit)
//   and the database is closed; then the process exits 0.
// Past SHUTDOWN_TIMEOUT_SECONDS it exits 1 whatever is left. A second signal changes nothing
// (a terminal's Ctrl+C reaches both `npm start` and Next).
import "server-only";
import { closeDb } from "@/lib/db/client";
import { stopQueue } from "@/lib/jobs/queue";
import { logger } from "@/lib/log/logger";

/** The exit codes Next's handler uses after a signal (128 + its number). */
const SIGNAL_EXIT_CODES = new Set([130, 143]);

interface DrainOptions {
  signal: NodeJS.Signals;
  /** Resolves once the HTTP server is closed and its requests answered. */
  httpClosed: Promise<void>;
  timeoutMs: number;
  exit: (code: number) => void;
}

/** Stops the queue and the database once HTTP is done, then exits 0 (1 past the time limit). */
export async function drain({ signal, httpClosed, timeoutMs, exit }: DrainOptions): Promise<void> {
  logger.info({ signal }, "shutting down: no new jobs, finishing the requests and jobs in flight");
  const limit = setTimeout(() => {
    logger.error({ signal, timeoutMs }, "shutdown took too long: exiting with work left");
    exit(1);
  }, timeoutMs);
  limit.unref();
  try {
    await Promise.all([stopQueue(), httpClosed]);
    await closeDb();
    logger.info({ signal }, "shut down cleanly");
    exit(0);
  } catch (error) {
    logger.error({ err: error, signal }, "shutdown failed");
    exit(1);
  } finally {
    clearTimeout(limit);
  }
}

/**
 * Installs the drain on SIGTERM and SIGINT. Next's handler (registered before the instrumentation
 * runs) keeps closing the HTTP server; its final process.exit is held until the drain is done.
 */
export function installGracefulShutdown(timeoutMs: number): void {
  const realExit = process.exit.bind(process) as (code?: number) => never;
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    // When only this handler listens, nobody closes an HTTP server (a script, NEXT_MANUAL_SIG_HANDLE).
    const nextHandles = process.listenerCount(signal) > 1;
    const httpClosed = new Promise<void>((resolve) => {
      if (!nextHandles) return resolve();
      process.exit = ((code?: number | string | null) => {
        if (typeof code === "number" && SIGNAL_EXIT_CODES.has(code)) resolve();
        else realExit(typeof code === "number" ? code : undefined);
      }) as typeof process.exit;
    });
    void drain({ signal, httpClosed, timeoutMs, exit: realExit });
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, onSignal);
}
