// The one way a console action changes a station: the console guard lets the request in
// (`consoleAction`: the console session and the account's role on the station the input names),
// the command runs in one transaction, its audit row is written in that same transaction, and
// after the commit the cache tags of the parts the command names expire, and no others
// (lib/cache/tags.ts): the pages that show them render again, the station's other pages stay
// cached. A command is only its business rule: it gets the transaction and the actor, and
// answers its value, its audit row and what it changed. `no-bypass.test.ts` proves every console action is built here.
import "server-only";
import type { z } from "zod";
import { UserFacingError } from "@/lib/actions/result";
import { consoleAction, type ConsoleContext, type ConsoleOptions } from "@/lib/auth/guard";
import type { Expiry } from "@/lib/cache/tags";
import { getDb, type DbOrTx, type Tx } from "@/lib/db/client";
import { revalidateStationParts } from "@/lib/stations/revalidate";
import { recordAudit, type AuditInput } from "./audit";

/** The option of every action only the station's owner may run (staff may not). */
export const OWNER_ONLY = { role: "owner" } as const satisfies ConsoleOptions;

/** Who writes, and on which station: every command scopes its rows by `stationId`. */
export interface ConsoleActor {
  stationId: number;
  actorId: number;
}

/** The audit row of a write; the pipeline adds the station and the actor. */
export type WriteAudit = Omit<AuditInput, "stationId" | "actorId">;

export interface ConsoleWriteResult<T> {
  /** What the action answers the browser. */
  value: T;
  /**
   * The audit row, with before and after. "by-command": the command wrote its own row through
   * `recordAudit` on the transaction it was given (or none, when nothing changed), so the log
   * still has exactly one row per write. null: nothing changed, nothing to log.
   */
  audit: WriteAudit | "by-command" | null;
  /** What the write changed on the station's site; [] when nothing the public sees changed. */
  expires: readonly Expiry[];
  /**
   * Work that must wait for the commit: a stored file removed, a process-local cache dropped.
   * It runs only when the transaction committed.
   */
  afterCommit?: () => void | Promise<void>;
}

export type ConsoleWriteContext<S extends z.ZodType, E extends unknown[] = [], P = undefined> = ConsoleContext & {
  data: z.output<S>;
  input: unknown;
  extra: E;
  actor: ConsoleActor;
  /** What `options.prepare` answered. */
  prepared: P;
};

export interface ConsoleWriteOptions<S extends z.ZodType, E extends unknown[], P> extends ConsoleOptions {
  /**
   * Work before the transaction opens, for what must not hold it: a network check of an owner's
   * URL. A throw here refuses the write like the command's own would.
   */
  prepare?: (ctx: ConsoleContext & { data: z.output<S>; input: unknown; extra: E }) => Promise<P>;
}

type Write<T> = (tx: Tx, actor: ConsoleActor) => Promise<ConsoleWriteResult<T>>;

/**
 * A console action that writes: `consoleWrite(schema, async (tx, ctx) => ({ value, audit, expires }), OWNER_ONLY)`.
 * A refusal of the guard or of the schema runs nothing; an error thrown by the command rolls the
 * change and its audit row back together, and nothing expires.
 */
export function consoleWrite<S extends z.ZodType, T, E extends unknown[] = [], P = undefined>(
  schema: S,
  write: (tx: Tx, ctx: ConsoleWriteContext<S, E, P>) => Promise<ConsoleWriteResult<T>>,
  options: ConsoleWriteOptions<S, E, P> = {},
) {
  const { prepare, ...guard } = options;
  return consoleAction<S, T, E>(
    schema,
    async (ctx) => {
      const prepared = (prepare ? await prepare(ctx) : undefined) as P;
      return runConsoleWrite(ctx, (tx, actor) => write(tx, { ...ctx, actor, prepared }));
    },
    guard,
  );
}

/**
 * A console action that changes nothing (a lookup a form makes while the owner types): the guard,
 * then `read` on the database, with no transaction, no audit row and nothing to expire. Each one
 * is named in `no-bypass.test.ts`, so a write cannot hide here.
 */
export function consoleRead<S extends z.ZodType, T, E extends unknown[] = []>(
  schema: S,
  read: (db: DbOrTx, ctx: ConsoleContext & { data: z.output<S>; input: unknown; extra: E }) => Promise<T>,
  options: ConsoleOptions = {},
) {
  return consoleAction<S, T, E>(schema, async (ctx) => read(await getDb(), ctx), options);
}

/**
 * The pipeline after the guard, for the console's route handlers that write (an upload carries a
 * file, so it is a route, not an action): the guard there is `consoleRoute`.
 */
export async function runConsoleWrite<T>(ctx: Pick<ConsoleContext, "account" | "station">, write: Write<T>): Promise<T> {
  const actor: ConsoleActor = { stationId: ctx.station.id, actorId: ctx.account.id };
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const result = await write(tx, actor);
    if (result.audit && result.audit !== "by-command") await recordAudit(tx, { ...actor, ...result.audit });
    return result;
  });
  if (result.expires.length > 0) await revalidateStationParts(ctx.station, result.expires);
  await result.afterCommit?.();
  return result.value;
}

/** A pt-BR "not found" for a row that is not this station's (or does not exist): a 404, never a hint. */
export function notFound(message: string): never {
  throw new UserFacingError(message, undefined, 404);
}
