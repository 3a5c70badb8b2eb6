// Pure participation rules shared by the server check (participation.ts) and the view models
// (queries.ts), so what the page shows and what the server enforces cannot drift apart.

export type WindowState = "open" | "not_started" | "ended";

export function windowState(start: Date | null, end: Date | null, now: Date = new Date()): WindowState {
  if (start && now < start) return "not_started";
  if (end && now > end) return "ended";
  return "open";
}

/** Null limit = unlimited. */
export function limitReached(limitPerUser: number | null, userActions: number): boolean {
  return limitPerUser !== null && userActions >= limitPerUser;
}

/** Prerequisites block only while some are undone and the member has not done the activity itself. */
export function prerequisitesBlock(pendingPrerequisites: number, hasDone: boolean): boolean {
  return pendingPrerequisites > 0 && !hasDone;
}

/**
 * The filter's date range: an activity matches when its participation window meets
 * [start, end], both São Paulo days, either side open when empty.
 */
export function meetsDateRange(card: { opensOn: string | null; closesOn: string | null }, range: { start: string; end: string }): boolean {
  if (range.start && card.closesOn && card.closesOn < range.start) return false;
  if (range.end && card.opensOn && card.opensOn > range.end) return false;
  return true;
}
