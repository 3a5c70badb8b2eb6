// What every save of the console's Conteúdo screens does (news, library, services, fuel,
// trophies): one transaction with its audit row, then the station's public pages expire. Also the
// checks those saves share: a row of another station is "not found", and long HTML is audited by
// its length and hash, not copied. (Images: lib/console/images.ts.)
import "server-only";
import { createHash } from "node:crypto";
import { UserFacingError } from "@/lib/actions/result";
import type { ConsoleContext } from "@/lib/auth/guard";
import { recordAudit, type AuditInput } from "@/lib/console/audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { revalidateStationSite } from "@/lib/stations/revalidate";

type Audit = Omit<AuditInput, "stationId" | "actorId">;

/** Runs `work` in a transaction that also writes its audit row; then expires the station's pages. */
export async function auditedSave<T>(
  ctx: Pick<ConsoleContext, "account" | "station">,
  work: (tx: DbOrTx) => Promise<{ value: T; audit: Audit }>,
): Promise<T> {
  const db = await getDb();
  const value = await db.transaction(async (tx) => {
    const { value, audit } = await work(tx);
    await recordAudit(tx, { stationId: ctx.station.id, actorId: ctx.account.id, ...audit });
    return value;
  });
  await revalidateStationSite(ctx.station);
  return value;
}

/** A pt-BR "not found" for a row that is not this station's (or does not exist). */
export function notFound(message: string): never {
  throw new UserFacingError(message, undefined, 404);
}

/** How the audit log records a long text: its length and a short hash. */
export function textDigest(text: string | null | undefined): { length: number; sha256: string } | null {
  if (text == null) return null;
  return { length: text.length, sha256: createHash("sha256").update(text).digest("hex").slice(0, 12) };
}
