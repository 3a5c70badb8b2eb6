// The measuring half of `npm run bench:checkout` (bench/checkout.mjs drives it). Runs in one Node
// process on the app's own db client (lib/db/client getDb(): the same pg Pool, max 10 connections,
// that one server process uses) against the PostgreSQL of DATABASE_URL, with the job workers
// started as the server starts them (instrumentation.ts).
//
// Setup: a station of its own with a shop (two products, a delivery region; cashback on), and
// BENCH_MEMBERS members with a balance (wallet path) plus as many with none for each gateway path
// (PIX, and a saved card: the simulator's approving Visa), through lib/wallet/gateway.ts.
// A wave: every member of a path puts the two products in the cart and reserves it ("Ir para
// pagamento", reserveCart), all at once; once every reservation is in, they all submit at once
// (submitOrder, a fresh idempotency key each). Each submitOrder call is timed from the call to its
// answer, so a wait for a pool connection or a row lock counts, as it would for a member.
// A round is BENCH_WAVES waves of each path. Protocol on stdin/stdout: the driver writes a path
// ("wallet", "pix" or "card") per line, the runner answers one line "BENCH_ROUND {json}"; "quit" ends.
// "capture" records the SQL of one wallet submission (a member with a live hold) and writes it as
// a pgbench script (answer "BENCH_SCRIPT {json}"): the same statements on the same product rows,
// each pgbench client as one of BENCH_REPLAY_MEMBERS members of its own, with a fresh order key
// and code per transaction.
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { pathToFileURL } from "node:url";
import { and, eq, sql } from "drizzle-orm";
import { closeDb, getDb, type Db } from "@/lib/db/client";
import { updateCart } from "@/lib/commerce/cart";
import { submitOrder } from "@/lib/commerce/orders";
import type { PaymentPort } from "@/lib/wallet/payment-port";
import { reserveCart } from "@/lib/commerce/reservation";
import { orders } from "@/lib/commerce/schema";
import { makeMember, makeShop, makeStation } from "@/lib/commerce/test-fixtures";
import { startJobWorkers } from "@/lib/startup/job-workers";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50);
const WAVES = Number(process.env.BENCH_WAVES ?? 4);

type Path = "wallet" | "pix" | "card";

async function gatewayPort(db: Db, merchantName: string): Promise<{ port: PaymentPort; binding: string }> {
  // The app's binding of the PaymentPort to lib/adapters/payments (the simulator unless
  // PAYMENTS_DRIVER says otherwise), as submitOrderAction builds it. Imported by file, so the bench
  // still runs (wallet path only) on a branch without it.
  const file = path.resolve(import.meta.dirname, "../lib/wallet/gateway.ts");
  if (!fs.existsSync(file)) throw new Error("lib/wallet/gateway.ts is not on this branch");
  const mod = (await import(pathToFileURL(file).href)) as { gatewayPaymentPort?: (db: Db, options: { merchantName?: string }) => PaymentPort };
  if (typeof mod.gatewayPaymentPort !== "function") throw new Error("lib/wallet/gateway.ts exports no gatewayPaymentPort()");
  const { payments } = await import("@/lib/adapters/payments");
  return { port: mod.gatewayPaymentPort(db, { merchantName }), binding: `lib/wallet/gateway.ts gatewayPaymentPort → lib/adapters/payments (${payments().name})` };
}

/** A saved card per member (the approving Visa test card), through the gateway's tokeniser, as saveCardAction does. */
async function saveCards(db: Db, stationId: number, userIds: number[]): Promise<Map<number, number>> {
  const { saveCard } = await import("@/lib/wallet/cards");
  const { cardFormSchema } = await import("@/lib/commerce/schemas");
  const { CARD_FORM } = await import("@/lib/commerce/test-fixtures");
  const form = cardFormSchema.parse(CARD_FORM);
  const cards = new Map<number, number>();
  for (const userId of userIds) cards.set(userId, (await saveCard(db, { stationId, userId }, form)).id);
  return cards;
}

// BENCH_PROFILE=1: per statement, how many per order and how long from send to answer (pg's
// Client.query, patched before the pool opens), the wait for a pool connection, and what the
// server's backends wait on during the submissions (pg_stat_activity sampled every 2 ms).
const PROFILE = process.env.BENCH_PROFILE === "1";
const statementStats = new Map<string, { n: number; ms: number }>();
const acquire: number[] = [];
let profiling = false;
async function installProfiler() {
  const pg = (await import("pg")).default;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0] as string | { text?: string };
    const text = (typeof config === "string" ? config : (config?.text ?? "")).replace(/\s+/g, " ").slice(0, 110);
    const t = performance.now();
    const result = query.apply(this, args);
    if (profiling && !text.includes("pg_stat_activity") && result && typeof (result as Promise<unknown>).then === "function") {
      void (result as Promise<unknown>).then(
        () => {
          const s = statementStats.get(text) ?? { n: 0, ms: 0 };
          s.n++;
          s.ms += performance.now() - t;
          statementStats.set(text, s);
        },
        () => undefined,
      );
    }
    return result;
  } as typeof pg.Client.prototype.query;
  const connect = pg.Pool.prototype.connect as (...args: unknown[]) => Promise<unknown>;
  pg.Pool.prototype.connect = function (this: unknown, ...args: unknown[]) {
    const t = performance.now();
    const result = connect.apply(this, args);
    if (profiling && result && typeof result.then === "function") void result.then(() => acquire.push(performance.now() - t), () => undefined);
    return result;
  } as typeof pg.Pool.prototype.connect;
}

async function sampleWaits(url: string, until: Promise<unknown>): Promise<Record<string, number>> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts: Record<string, number> = {};
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const { rows } = await client.query<{ w: string }>(
      "select coalesce(wait_event_type || ':' || wait_event, 'CPU') || ' / ' || state as w from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
    );
    for (const r of rows) counts[r.w] = (counts[r.w] ?? 0) + 1;
    await new Promise((r) => setTimeout(r, 2));
  }
  await client.end();
  return counts;
}

// The replay's members get ids of their own, far from every other number in the statements, so
// the captured member's id can be swapped for pgbench's per-client variable.
const REPLAY_FIRST_ID = 900_001;
const REPLAY_MEMBERS = Number(process.env.BENCH_REPLAY_MEMBERS ?? 10);

/** A statement's parameter written as an SQL literal (pgbench's simple protocol sends text only). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = value instanceof Date ? value.toISOString() : typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Records what one wallet submission sends (pg's Client.query, pg-boss's polling left out) and
 * writes it as a pgbench script: parameters inlined, the member's id replaced by :uid (one member
 * per pgbench client), the order's key and code by ones fresh per transaction.
 */
async function captureScript(db: Db, stationId: number, deliveries: { activityId: number; deliveryLocationId: number }[], products: { id: number; quantity: number }[]) {
  const pg = (await import("pg")).default;
  await db.execute(sql`select setval('users_id_seq', ${REPLAY_FIRST_ID - 1})`);
  const replay: number[] = [];
  for (let i = 0; i < REPLAY_MEMBERS; i++) replay.push(await makeMember(db, stationId, 1_000_000_000));
  if (replay[0] !== REPLAY_FIRST_ID || replay.at(-1) !== REPLAY_FIRST_ID + REPLAY_MEMBERS - 1) throw new Error(`replay members got ids ${replay[0]}..${replay.at(-1)}`);
  const userId = replay[0]!;
  await updateCart(db, { stationId, userId, items: products.map((p) => ({ productId: p.id, quantity: p.quantity })) });
  await reserveCart(db, { stationId, userId });
  const captured: { text: string; values: unknown[] }[] = [];
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0] as string | { text?: string; values?: unknown[] };
    const text = typeof config === "string" ? config : (config?.text ?? "");
    const values = (typeof config === "string" ? undefined : config?.values) ?? (Array.isArray(args[1]) ? (args[1] as unknown[]) : []);
    if (!/pgboss/i.test(text)) captured.push({ text, values });
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  let order: { id: number; code: string };
  try {
    ({ order } = await submitOrder(db, { stationId, userId, idempotencyKey: "bench-capture", deliveries }));
  } finally {
    pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
  }
  const key = `cart:${userId}:bench-capture`;
  const lines = captured.map(({ text, values }) => {
    // Comments first: the statement becomes one line, where a comment would swallow the rest.
    let statement = text.replace(/--[^\n]*/g, "").replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1]));
    statement = statement.split(key).join("bench-:uid-:n").split(order.code).join("R:n");
    statement = statement.replace(new RegExp(`\\b${userId}\\b`, "g"), ":uid");
    return statement.replace(/\s+/g, " ").trim().replace(/;?$/, ";");
  });
  const script = [`\\set uid ${REPLAY_FIRST_ID} + :client_id`, "\\set n random(1, 9000000000000000)", ...lines].join("\n") + "\n";
  const file = path.join(process.env.BENCH_SCRIPT_DIR ?? "/tmp", `bench-checkout-replay-${process.pid}.sql`);
  fs.writeFileSync(file, script);
  return { file, statements: lines.length, replayMembers: REPLAY_MEMBERS, sample: lines.map((l) => l.slice(0, 90)) };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function main() {
  if (PROFILE) await installProfiler();
  await startJobWorkers(); // as instrumentation.ts does: pg-boss polls the same pool
  const db: Db = await getDb();
  const stationId = await makeStation(db);
  const shop = await makeShop(db, stationId, {
    points: 500,
    additionalCashback: 200,
    products: [
      { value: 4990, discountValue: 1000, limit: 3, stock: 1_000_000 },
      { value: 7990, limit: 2, stock: 1_000_000 },
    ],
  });
  const products = shop.products.map((p) => ({ id: p.id, quantity: 1 }));
  const deliveries = [{ activityId: shop.activityId, deliveryLocationId: shop.deliveryRegion.id, address: "Rua Augusta", number: "100", zipcode: "01304000" }];
  const members: Record<Path, number[]> = {
    wallet: await Promise.all(Array.from({ length: MEMBERS }, () => makeMember(db, stationId, 1_000_000_000))),
    pix: await Promise.all(Array.from({ length: MEMBERS }, () => makeMember(db, stationId, 0))),
    card: await Promise.all(Array.from({ length: MEMBERS }, () => makeMember(db, stationId, 0))),
  };
  let gateway: { port: PaymentPort; binding: string } | null = null;
  let gatewayError: string | null = null;
  let cards = new Map<number, number>();
  try {
    gateway = await gatewayPort(db, "Loja");
    cards = await saveCards(db, stationId, members.card);
  } catch (error) {
    gatewayError = (error as Error).message;
    gateway = null;
  }
  console.log("BENCH_READY " + JSON.stringify({ stationId, members: MEMBERS, gateway: gateway?.binding ?? null, gatewayError }));

  const paymentOf = (path: Path, userId: number) =>
    path === "pix" ? { payment: { type: "pix" as const } } : path === "card" ? { payment: { type: "credit_card" as const, cardId: cards.get(userId)! } } : {};
  let attempt = 0;
  const waitCounts: Record<string, number> = {};
  async function wave(path: Path) {
    const ids = members[path];
    const reserveMs: number[] = [];
    await Promise.all(
      ids.map(async (userId) => {
        // Set, not added: a cart left over by a failed submission does not grow past the limits.
        await updateCart(db, { stationId, userId, items: products.map((p) => ({ productId: p.id, quantity: p.quantity })) });
        const t = performance.now();
        await reserveCart(db, { stationId, userId });
        reserveMs.push(performance.now() - t);
      }),
    );
    attempt++;
    const submitMs: number[] = [];
    const statuses: Record<string, number> = {};
    const errors: Record<string, number> = {};
    const cpu = process.cpuUsage();
    const started = performance.now();
    profiling = PROFILE;
    const submissions = Promise.all(
      ids.map(async (userId) => {
        const t = performance.now();
        try {
          const { order } = await submitOrder(
            db,
            { stationId, userId, idempotencyKey: `bench-${attempt}-${userId}`, deliveries, ...paymentOf(path, userId) },
            path === "wallet" ? {} : { payments: gateway!.port },
          );
          statuses[order.status] = (statuses[order.status] ?? 0) + 1;
        } catch (error) {
          const message = (error as Error).message;
          errors[message] = (errors[message] ?? 0) + 1;
        } finally {
          submitMs.push(performance.now() - t);
        }
      }),
    );
    const waits = PROFILE ? await sampleWaits(process.env.DATABASE_URL!, submissions) : null;
    await submissions;
    profiling = false;
    if (waits) for (const [k, v] of Object.entries(waits)) waitCounts[k] = (waitCounts[k] ?? 0) + v;
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    return { submitMs, reserveMs, wallMs, cpuMs: (used.user + used.system) / 1000, statuses, errors };
  }

  async function round(path: Path) {
    if (path !== "wallet" && !gateway) throw new Error(`no gateway binding: ${gatewayError}`);
    const submit: number[] = [];
    const reserve: number[] = [];
    let wallMs = 0;
    const statuses: Record<string, number> = {};
    const errors: Record<string, number> = {};
    let cpuMs = 0;
    for (let w = 0; w < WAVES; w++) {
      const r = await wave(path);
      cpuMs += r.cpuMs;
      submit.push(...r.submitMs);
      reserve.push(...r.reserveMs);
      wallMs += r.wallMs;
      for (const [k, v] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
      for (const [k, v] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + v;
    }
    submit.sort((a, b) => a - b);
    reserve.sort((a, b) => a - b);
    const ordersMade = Object.values(statuses).reduce((s, n) => s + n, 0);
    return {
      path,
      orders: ordersMade,
      statuses,
      errors,
      submit: { p50: quantile(submit, 0.5), p95: quantile(submit, 0.95), max: submit.at(-1) ?? NaN },
      reserve: { p50: quantile(reserve, 0.5), p95: quantile(reserve, 0.95), max: reserve.at(-1) ?? NaN },
      ordersPerSecond: ordersMade / (wallMs / 1000),
      // This process's CPU (user + system) while the submissions ran, per order and as a share of one core.
      clientCpuMsPerOrder: cpuMs / Math.max(ordersMade, 1),
      clientCpuShare: cpuMs / wallMs,
    };
  }

  const rl = readline.createInterface({ input: process.stdin });
  for await (const line of rl) {
    const command = line.trim();
    if (command === "quit") break;
    if (command === "capture") {
      try {
        console.log("BENCH_SCRIPT " + JSON.stringify(await captureScript(db, stationId, deliveries, products)));
      } catch (error) {
        console.log("BENCH_SCRIPT " + JSON.stringify({ failed: (error as Error).message }));
      }
      continue;
    }
    if (command !== "wallet" && command !== "pix" && command !== "card") continue;
    try {
      console.log("BENCH_ROUND " + JSON.stringify(await round(command)));
    } catch (error) {
      console.log("BENCH_ROUND " + JSON.stringify({ path: command, failed: (error as Error).message }));
    }
  }
  if (PROFILE) {
    const made = [...statementStats.values()].reduce((s, v) => s + v.n, 0);
    acquire.sort((a, b) => a - b);
    console.log(
      "BENCH_PROFILE " +
        JSON.stringify({
          statements: made,
          top: [...statementStats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 40).map(([text, v]) => ({ text, n: v.n, totalMs: Math.round(v.ms), avgMs: +(v.ms / v.n).toFixed(2) })),
          poolAcquire: { n: acquire.length, p50: quantile(acquire, 0.5), p95: quantile(acquire, 0.95), max: acquire.at(-1) },
          waits: waitCounts,
        }),
    );
  }
  const [count] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders).where(and(eq(orders.stationId, stationId)));
  console.log("BENCH_DONE " + JSON.stringify({ orders: count?.n ?? 0 }));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
