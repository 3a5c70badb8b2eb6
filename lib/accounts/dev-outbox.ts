// When the development mailbox (/dev/outbox) may be shown: outside production, when asked for
// with DEV_OUTBOX=1, or on the embedded database (so `npm start` — production on the embedded
// default — lets a person trying the product finish sign-up). Never with a real PostgreSQL in
// production unless DEV_OUTBOX=1.
import "server-only";
import { env, usesEmbeddedDatabase } from "@/lib/env";

export function isDevOutboxEnabled(): boolean {
  return env.NODE_ENV !== "production" || env.DEV_OUTBOX === "1" || usesEmbeddedDatabase;
}
