// What the code serving a request knows about it, for that request's log line (requests.ts): the
// record travels with the request's async work, so the request hook can name the station and the
// session reader the user without passing anything around. Small on purpose: the request hook
// imports it.
import { AsyncLocalStorage } from "node:async_hooks";

export interface RequestRecord {
  requestId: string;
  started: bigint;
  method: string;
  /** The host's station key ("demo"), or "apex", "console", "unknown". */
  station?: string;
  /** The signed-in account's id: a number, never an e-mail. */
  userId?: number;
}

export type RequestAnnotation = Partial<Pick<RequestRecord, "station" | "userId">>;

// Next.js bundles the request hook, the app and the instrumentation apart: one store per process.
const globalForRequests = globalThis as unknown as { __estacaoRequestStore?: AsyncLocalStorage<RequestRecord> };
export const requestStore = (globalForRequests.__estacaoRequestStore ??= new AsyncLocalStorage<RequestRecord>());

/** Adds to the current request's log line (nothing outside a request). */
export function annotateRequest(fields: RequestAnnotation): void {
  const record = requestStore.getStore();
  if (record) Object.assign(record, fields);
}
