// Redeemable code kinds: the counter's validation (./validation) reads and marks the codes commerce
// issues (orders, bought coupons, course vouchers) and, after them, the kinds other features
// register at start (fuel vouchers). A feature that issues codes registers here; commerce never
// imports it, so the validation desk does not grow an import per kind.
//
// The registry hangs on globalThis: the start (instrumentation) and the app's routes may load this
// module as separate copies, and both must see the same kinds. It holds code, not data: every
// server process registers the same kinds at its start.
import "server-only";
import type { DbOrTx, Tx } from "@/lib/db/client";
import type { ValidationKind } from "./validation-schema";
import type { CodeLookup } from "./validation";

export interface RedeemableCodeKind {
  kind: ValidationKind;
  /** The code as the counter reads it, on this station; null when the code is not of this kind. */
  find(db: DbOrTx, stationId: number, code: string): Promise<CodeLookup | null>;
  /**
   * Marks the code used, in the validation's transaction; null when the code is not of this kind.
   * `claim(targetId)` records the validation once (false: it was already recorded).
   */
  validate(tx: Tx, stationId: number, code: string, claim: (targetId: number) => Promise<boolean>): Promise<"validated" | "already" | null>;
}

const REGISTRY = Symbol.for("estacao.commerce.codeKinds");
type Holder = { [REGISTRY]?: Map<ValidationKind, RedeemableCodeKind> };

function registry(): Map<ValidationKind, RedeemableCodeKind> {
  const holder = globalThis as Holder;
  return (holder[REGISTRY] ??= new Map());
}

/** Adds a kind the counter reads after commerce's own; registering a kind again replaces it. */
export function registerCodeKind(kind: RedeemableCodeKind): void {
  registry().set(kind.kind, kind);
}

/** The registered kinds, in the order they were first registered. */
export function registeredCodeKinds(): RedeemableCodeKind[] {
  return [...registry().values()];
}
