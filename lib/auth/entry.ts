// Root entry decisions for a signed-in user (where the root and the member area send them), as one pure function so every gate
// (member area, root) decides the same way and the order is tested.
//
// Order (the product lists the cases without precedence; ours, reasoned):
// 1. deletion mark and 2. suspension block everything else: such a person must not be asked to
//    confirm or complete anything; 3. inactive before "no establishment", because the
//    establishment link is created when the account is confirmed, so every unconfirmed user has
//    none yet; 4. no establishment; 5. first login goes to the wizard; 6. types 1 and 2 enter.
export type EntryDecision =
  | { kind: "deleted" }
  | { kind: "suspended" }
  | { kind: "inactive" }
  | { kind: "no-establishment" }
  | { kind: "first-login" }
  | { kind: "enter" };

export interface EntryUser {
  typeId: number;
  active: boolean;
  isFirstLogin: boolean;
  suspended: boolean;
  deleted: boolean;
  /** The member's establishment link; null: none linked yet. */
  establishmentId: number | null;
}

export function decideEntry(user: EntryUser): EntryDecision {
  if (user.deleted) return { kind: "deleted" };
  if (user.suspended) return { kind: "suspended" };
  if (!user.active) return { kind: "inactive" };
  // Only participants (2) and owners (1) exist; any other type has no area to enter.
  if (user.establishmentId === null || (user.typeId !== 1 && user.typeId !== 2)) return { kind: "no-establishment" };
  if (user.isFirstLogin) return { kind: "first-login" };
  return { kind: "enter" };
}

/** Where a successful login goes: the wizard on first login, else the root. */
export function pathAfterLogin(user: { isFirstLogin: boolean }): string {
  return user.isFirstLogin ? "/signup" : "/";
}
