// The consent ledger's commands and reads. Every acceptance or withdrawal is a new row (never an
// update), written in the same transaction as the cached state it changes on users
// (legal_consent_version, email_subscribed), under the user's row lock so two clicks at once
// record one entry. Every query names the station: a consent given on one station is never seen
// from another.
import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { users, USER_TYPE_OWNER } from "@/lib/accounts/schema";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { LEGAL_CHANGED_MESSAGE } from "./schemas";
import { consents, type ConsentAction, type ConsentChannel, type ConsentDocument, type LegalDocumentKind } from "./schema";
import { legalConsentVersion, MARKETING_VERSION, requiredLegalDocuments, type DocumentVersion, type LegalStation } from "./versions";

export interface ConsentEntry {
  document: ConsentDocument;
  version: string;
  action: ConsentAction;
  channel: ConsentChannel;
  at: Date;
}

type StationRef = LegalStation & { id: number };

/** A member's whole consent history on one station, oldest first (data export, console). */
export async function consentHistory(db: DbOrTx, stationId: number, userId: number): Promise<ConsentEntry[]> {
  return db
    .select({ document: consents.document, version: consents.version, action: consents.action, channel: consents.channel, at: consents.createdAt })
    .from(consents)
    .where(and(eq(consents.stationId, stationId), eq(consents.userId, userId)))
    .orderBy(asc(consents.id));
}

async function append(tx: DbOrTx, stationId: number, userId: number, channel: ConsentChannel, rows: { document: ConsentDocument; version: string; action: ConsentAction }[]) {
  if (rows.length === 0) return;
  await tx.insert(consents).values(rows.map((row) => ({ ...row, stationId, userId, channel })));
}

/** The member's row, locked; null when it is not this station's. */
async function lockUser(tx: Tx, stationId: number, userId: number) {
  const [row] = await tx
    .select({ id: users.id, emailSubscribed: users.emailSubscribed, legalConsentVersion: users.legalConsentVersion })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.stationId, stationId)))
    .for("update");
  return row ?? null;
}

/** The latest entry of each document for this member. */
async function latestByDocument(db: DbOrTx, stationId: number, userId: number): Promise<Map<ConsentDocument, { version: string; action: ConsentAction }>> {
  const rows = await db
    .select({ document: consents.document, version: consents.version, action: consents.action })
    .from(consents)
    .where(and(eq(consents.stationId, stationId), eq(consents.userId, userId)))
    .orderBy(asc(consents.id));
  return new Map(rows.map((r) => [r.document, { version: r.version, action: r.action }]));
}

export interface SignupConsents {
  /** The terms-of-use box, which names the terms and the privacy policy. */
  terms: boolean;
  /** The travel variant's regulation box. */
  regulation: boolean;
  /** The marketing e-mails box. */
  marketing: boolean;
}

/**
 * At sign-up, in the transaction that creates the user: what the member ticked, at the versions
 * the station shows. Marketing is opt-in: without the box the member is not subscribed.
 */
export async function recordSignupConsents(tx: Tx, station: StationRef, userId: number, ticked: SignupConsents): Promise<void> {
  const required = requiredLegalDocuments(station);
  const accepted = required.filter((d) => (d.document === "regulation" ? ticked.regulation : ticked.terms));
  await append(tx, station.id, userId, "signup", [
    ...accepted.map((d) => ({ ...d, action: "accepted" as const })),
    ...(ticked.marketing ? [{ document: "marketing" as const, version: MARKETING_VERSION, action: "accepted" as const }] : []),
  ]);
  await tx
    .update(users)
    .set({
      emailSubscribed: ticked.marketing,
      legalConsentVersion: accepted.length === required.length ? legalConsentVersion(station) : null,
    })
    .where(and(eq(users.id, userId), eq(users.stationId, station.id)));
}

/**
 * Whether this member must accept the legal texts again before entering the member area: some
 * required text has a version they have not accepted. Pure, on the session's cached column, so the
 * member area's check costs no query. Owners wrote the texts and are never asked.
 */
export function needsLegalConsent(station: LegalStation, user: { typeId: number; legalConsentVersion: string | null }): boolean {
  return user.typeId !== USER_TYPE_OWNER && user.legalConsentVersion !== legalConsentVersion(station);
}

/** The required texts whose current version this member has not accepted (the re-acceptance screen). */
export async function pendingLegalDocuments(db: DbOrTx, station: StationRef, userId: number): Promise<DocumentVersion[]> {
  const latest = await latestByDocument(db, station.id, userId);
  return requiredLegalDocuments(station).filter((d) => {
    const entry = latest.get(d.document);
    return !entry || entry.action !== "accepted" || entry.version !== d.version;
  });
}

/**
 * "Aceito" on the re-acceptance screen (or a seed): records every required text not yet accepted at
 * its current version and caches the combined version. A retry or a second click finds nothing
 * pending and writes nothing. False when the user is not this station's. With `shownVersion` (the
 * combined version the screen showed) a text published meanwhile is refused, not accepted unseen.
 */
export async function acceptLegalTexts(
  db: DbOrTx,
  station: StationRef,
  userId: number,
  channel: ConsentChannel,
  options: { shownVersion?: string } = {},
): Promise<boolean> {
  if (options.shownVersion !== undefined && options.shownVersion !== legalConsentVersion(station)) {
    throw new UserFacingError(LEGAL_CHANGED_MESSAGE, undefined, 409);
  }
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, station.id, userId);
    if (!user) return false;
    const pending = await pendingLegalDocuments(tx, station, userId);
    await append(tx, station.id, userId, channel, pending.map((d) => ({ ...d, action: "accepted" as const })));
    await tx
      .update(users)
      .set({ legalConsentVersion: legalConsentVersion(station), updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users.stationId, station.id)));
    return true;
  });
}

/**
 * Subscribes or unsubscribes the member from marketing e-mails: the ledger entry and
 * users.email_subscribed in one transaction. A subscription is recorded unless the latest entry
 * already is one (an account from before the ledger, subscribed by default, gets its evidence); an
 * unsubscription only when the member was subscribed. Repeated clicks write nothing. False when
 * the user is not this station's.
 */
export async function setMarketingConsent(
  db: DbOrTx,
  input: { stationId: number; userId: number; subscribed: boolean; channel: ConsentChannel },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, input.stationId, input.userId);
    if (!user) return false;
    const latest = (await latestByDocument(tx, input.stationId, input.userId)).get("marketing");
    const record = input.subscribed ? latest?.action !== "accepted" : user.emailSubscribed || latest?.action === "accepted";
    if (record) {
      await append(tx, input.stationId, input.userId, input.channel, [
        { document: "marketing", version: MARKETING_VERSION, action: input.subscribed ? "accepted" : "withdrawn" },
      ]);
    }
    if (user.emailSubscribed !== input.subscribed) {
      await tx
        .update(users)
        .set({ emailSubscribed: input.subscribed, updatedAt: sql`now()` })
        .where(and(eq(users.id, input.userId), eq(users.stationId, input.stationId)));
    }
    return true;
  });
}

export type { LegalDocumentKind };
