// Whether this server process can take traffic: the database answers, the migrations of the
// committed journal are all applied, and the job queue runs. The front (nginx, the cluster script)
// sends requests only to processes that say so; a draining process stops the queue first, so it
// reads as not ready before it closes. Each check answers a word, never an error's text.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { openedSqlExecutor } from "@/lib/db/client";
import { queueStarted } from "@/lib/jobs/queue";

export interface Readiness {
  ready: boolean;
  checks: { database: "ok" | "unreachable"; migrations: "ok" | "pending" | "unknown"; queue: "ok" | "stopped" };
}

/** A check that has not answered by then counts as failed: a hung database must not hang the probe. */
const CHECK_TIMEOUT_MS = 2_000;

let journalLatest: number | undefined;
/** The `when` of the journal's last migration, which drizzle stores as `created_at` once applied. */
function latestJournalMigration(): number {
  if (journalLatest === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(process.cwd(), "drizzle", "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
    journalLatest = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return journalLatest;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), CHECK_TIMEOUT_MS)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(): Promise<Readiness> {
  const checks: Readiness["checks"] = { database: "unreachable", migrations: "unknown", queue: queueStarted() ? "ok" : "stopped" };
  const executor = await openedSqlExecutor();
  if (executor) {
    try {
      const { rows } = await withTimeout(executor.executeSql("select max(created_at)::text as latest from drizzle.__drizzle_migrations", []));
      checks.database = "ok";
      const latest = Number((rows[0] as { latest: string | null } | undefined)?.latest ?? 0);
      checks.migrations = latest >= latestJournalMigration() ? "ok" : "pending";
    } catch {
      // Unreachable, or reachable without the migrations table: both keep the process out of rotation.
      checks.database = "unreachable";
    }
  }
  return { ready: checks.database === "ok" && checks.migrations === "ok" && checks.queue === "ok", checks };
}
