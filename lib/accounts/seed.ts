// Demo data of this module (see lib/db/seed/demo.ts for the rules: idempotent, never overwrite).
import type { Db } from "@/lib/db/client";
import type { DemoContext } from "@/lib/db/seed/demo";

export async function seedAccountsDemo(_db: Db, _context: DemoContext): Promise<void> {
  // Filled in by the accounts module as its tables land.
}
