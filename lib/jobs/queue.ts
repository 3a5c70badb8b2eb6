// The app's one job queue: pg-boss 10 on the app's own database, through pg-boss's
// `db` adapter, so it runs on PostgreSQL and on the embedded PGlite alike (no second connection
// to the embedded data directory, no LISTEN/NOTIFY: pg-boss 10 polls). Jobs are enqueued inside
// the transaction of their cause, so a job exists exactly when what it must clean up exists.
//
// Why pg-boss 10 and not graphile-worker: graphile-worker needs a node-postgres Pool (it checks out
// clients and LISTENs), which PGlite cannot give without a socket server in front of it; pg-boss
// only needs `executeSql(text, values)`. pg-boss 11+ and graphile-worker 0.18 require Node 22; 10.x
// declares Node ≥ 20 (our runtime).
import "server-only";
import PgBoss from "pg-boss";
import { sql } from "drizzle-orm";
import { getSqlExecutor, onBeforeCloseDb, type DbOrTx } from "@/lib/db/client";
import { logger } from "@/lib/log/logger";

/** Every queue of the app, with the data its jobs carry. */
export interface JobPayloads {
  /** Delete a member's reservations that have expired (units are already free for reads). */
  "commerce-reservation-expiry": { stationId: number; userId: number };
  /** Expire an order still awaiting payment at its deadline (PIX expiry): stock and wallet part come back. */
  "commerce-order-payment-expiry": { stationId: number; orderId: number };
  /** Charge a plan subscription's next period at its end (periodEnd: ISO, the period it renews). */
  "plans-subscription-renewal": { stationId: number; subscriptionId: number; periodEnd: string };
  /** Give back a plan charge whose operation lost a race (stop its gateway subscription, refund its charge). */
  "plans-compensating-refund": { stationId: number; chargeId: string | null; gatewaySubscriptionId: string | null };
  /** Remove an uploaded file (stationId null: the platform's) if nothing references it once its grace period is over. */
  "uploads-orphan-check": { stationId: number | null; key: string };
  /** Expire every points lot whose date has passed (lib/wallet/lots.ts); each run queues the next, an hour on. */
  "wallet-points-expiry": { reason: "start" | "hourly" };
  /** Delete rate-limit windows that have ended (lib/security/rate-limit.ts); each run queues the next, an hour on. */
  "security-rate-limit-prune": { reason: "start" | "hourly" };
}
export type JobName = keyof JobPayloads;
export const JOB_NAMES = [
  "commerce-reservation-expiry",
  "commerce-order-payment-expiry",
  "plans-subscription-renewal",
  "plans-compensating-refund",
  "uploads-orphan-check",
  "wallet-points-expiry",
  "security-rate-limit-prune",
] as const satisfies readonly JobName[];

export type JobHandler<N extends JobName> = (data: JobPayloads[N]) => Promise<void>;

const SCHEMA = "pgboss";
/** Retries with backoff (30 s, 60 s, 120 s...) when a handler throws, e.g. the database was busy. */
const QUEUE_OPTIONS = { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 } as const;
/** The jobs that run every hour: one waiting run per queue, queued at every start and by each run. */
export const HOURLY_JOBS = ["wallet-points-expiry", "security-rate-limit-prune"] as const satisfies readonly JobName[];
export type HourlyJob = (typeof HOURLY_JOBS)[number];

/**
 * Queues that hold at most one waiting job per singleton key ("short"): the hourly jobs, each of
 * which queues its own next run and is also queued at every server start, stay one chain.
 */
const QUEUE_POLICIES: Partial<Record<JobName, "short">> = Object.fromEntries(HOURLY_JOBS.map((name) => [name, "short"]));

interface QueueState {
  boss: PgBoss;
  ready: boolean;
  started: Promise<PgBoss>;
}

const globalForJobs = globalThis as unknown as { __estacaoJobs?: QueueState };

/**
 * Starts pg-boss on the app database (creating its schema and our queues on first use). The first
 * caller decides whether this process also supervises (maintenance: expiring stuck jobs, archiving):
 * the server does (startJobWorkers), tests and scripts do not, so they leave no timers behind.
 */
export function startQueue(options: { supervise?: boolean } = {}): Promise<PgBoss> {
  const existing = globalForJobs.__estacaoJobs;
  if (existing) return existing.started;
  const state = {} as QueueState;
  state.ready = false;
  state.started = (async () => {
    const executor = await getSqlExecutor();
    const boss = new PgBoss({
      db: { executeSql: (text, values) => executor.executeSql(text, values) },
      schema: SCHEMA,
      supervise: options.supervise ?? false,
      schedule: false,
      migrate: true,
    });
    boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
    state.boss = boss;
    await boss.start();
    for (const name of JOB_NAMES) await boss.createQueue(name, { name, ...QUEUE_OPTIONS, ...(QUEUE_POLICIES[name] ? { policy: QUEUE_POLICIES[name] } : {}) });
    state.ready = true;
    return boss;
  })().catch((error: unknown) => {
    globalForJobs.__estacaoJobs = undefined;
    throw error;
  });
  globalForJobs.__estacaoJobs = state;
  onBeforeCloseDb(stopQueue);
  return state.started;
}

/** True once this process's queue has started and until it is asked to stop. */
export function queueStarted(): boolean {
  return globalForJobs.__estacaoJobs?.ready === true;
}

/** Stops workers (waiting up to 10 s for running jobs) before the database closes. */
export async function stopQueue(): Promise<void> {
  const state = globalForJobs.__estacaoJobs;
  if (!state) return;
  globalForJobs.__estacaoJobs = undefined;
  const boss = await state.started.catch(() => null);
  await boss?.stop({ graceful: true, timeout: 10_000, wait: true, close: false });
}

/**
 * Enqueues a job inside the caller's transaction: it is committed or rolled back with it.
 * startQueue() must have finished before the transaction opened — on PGlite a transaction holds
 * the only connection, so starting the queue from inside one would wait forever.
 */
export async function enqueue<N extends JobName>(
  tx: DbOrTx,
  name: N,
  data: JobPayloads[N],
  options: { startAfter?: Date; singletonKey?: string } = {},
): Promise<void> {
  const state = globalForJobs.__estacaoJobs;
  if (!state?.ready) throw new Error(`job queue not started: await startQueue() before the transaction that enqueues "${name}"`);
  await state.boss.send(name, data, { ...options, db: transactionExecutor(tx) });
}

/** Queues an hourly job's next run (a second call while one waits is a no-op); startQueue() must have finished. */
export async function scheduleHourly(db: DbOrTx, name: HourlyJob, startAfter: Date, reason: "start" | "hourly" = "hourly"): Promise<void> {
  await enqueue(db, name, { reason }, { startAfter, singletonKey: name });
}

/** pg-boss's $1-style SQL run through Drizzle on the caller's transaction. */
function transactionExecutor(tx: DbOrTx): PgBoss.Db {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const chunks = text.split(/\$(\d+)/).map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1])));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** Registers a worker for one queue (the server's job runner calls this for every queue). */
export async function work<N extends JobName>(name: N, handler: JobHandler<N>, pollingIntervalSeconds = 2): Promise<void> {
  const boss = await startQueue({ supervise: true });
  await boss.work<JobPayloads[N]>(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
    for (const job of jobs) await handler(job.data);
  });
}
