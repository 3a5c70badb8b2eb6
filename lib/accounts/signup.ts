// Sign-up and confirmation commands: credential checks (roster, duplicates), registration of a
// pending (inactive) participant, the 6-digit code and activation link sent by e-mail or SMS, and
// activation, which links the user to the station's establishment and pays the sign-up rewards.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { sendMail } from "@/lib/adapters/mail";
import { sendSms } from "@/lib/adapters/sms";
import { hashPassword } from "@/lib/auth/password";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { maskEmail, maskPhone } from "@/lib/format";
import type { Station } from "@/lib/stations/queries";
import { accountSecrets } from "./auth-schema";
import { attributeSignupToShare, creditShareConversion } from "@/lib/content/shares";
import { creditInvitation, recordInvitation } from "./invitations";
import { paySignupReward } from "./signup-rewards";
import { accountMessages as m } from "./messages";
import { findRosterEntry, type RosterEntry } from "./roster";
import { establishmentUsers, users, USER_TYPE_PARTICIPANT } from "./schema";
import type { SignupShape } from "./schemas";
import {
  consumeTokenSecret,
  countSecretAttempt,
  hashSecret,
  issueSecret,
  lockLatestSecret,
  markSecretUsed,
  randomCode,
  randomToken,
} from "./secrets";

export const CODE_TTL_SECONDS = 30 * 60;
export const ACTIVATION_LINK_TTL_SECONDS = 24 * 60 * 60;
export const MAX_CODE_ATTEMPTS = 5;

export type SignupStation = Pick<Station, "id" | "name" | "public" | "settings" | "establishment">;
export type ConfirmationChannel = "email" | "sms";

export function signupShape(station: Pick<Station, "public" | "settings">): SignupShape {
  return { requireCpf: !station.public, travel: station.settings.signupVariant === "travel" };
}

async function userByEmail(db: DbOrTx, stationId: number, email: string, lock = false) {
  const query = db
    .select({ id: users.id, email: users.email, tel: users.tel, cpf: users.cpf, active: users.active, deletedAt: users.deletedAt })
    .from(users)
    .where(and(eq(users.stationId, stationId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

async function userByCpf(db: DbOrTx, stationId: number, cpf: string) {
  const [row] = await db
    .select({ id: users.id, active: users.active })
    .from(users)
    .where(and(eq(users.stationId, stationId), eq(users.cpf, cpf)))
    .limit(1);
  return row ?? null;
}

export interface CredentialCheck {
  /** An unconfirmed account with these credentials: registering again restarts its confirmation. */
  pendingUserId: number | null;
  roster: RosterEntry | null;
  /** Masked contacts for step 2 (the phone comes from the roster). */
  maskedPhone: string | null;
}

/**
 * Step 0's server check (spec: signup-participant-validations). A CPF must be on the roster when the
 * station requires it; e-mail and CPF must not belong to another account of this station.
 */
export async function checkCredentials(
  db: DbOrTx,
  station: SignupStation,
  input: { email?: string | null; cpf?: string | null },
): Promise<CredentialCheck> {
  let roster: RosterEntry | null = null;
  if (input.cpf && station.settings.requireRoster) {
    roster = await findRosterEntry(db, station.id, input.cpf);
    if (!roster) throw new UserFacingError(m.cpfNotOnRoster, { cpf: m.cpfNotOnRoster });
  } else if (station.settings.requireRoster && !station.public) {
    throw new UserFacingError(m.cpfNotOnRoster, { cpf: m.cpfNotOnRoster });
  }
  const email = input.email ?? roster?.email ?? null;
  const byEmail = email ? await userByEmail(db, station.id, email) : null;
  const byCpf = input.cpf ? await userByCpf(db, station.id, input.cpf) : null;
  if (byEmail && (byEmail.active || byEmail.deletedAt || (byCpf && byCpf.id !== byEmail.id) || (input.cpf && byEmail.cpf && byEmail.cpf !== input.cpf))) {
    throw new UserFacingError(m.emailTaken, { email: m.emailTaken });
  }
  if (byCpf && (byCpf.active || !byEmail || byCpf.id !== byEmail.id)) {
    throw new UserFacingError(m.cpfTaken, { cpf: m.cpfTaken });
  }
  const phone = roster?.phone ?? byEmail?.tel ?? null;
  return { pendingUserId: byEmail?.id ?? null, roster, maskedPhone: phone ? maskPhone(phone) : null };
}

export interface RegistrationInput {
  email?: string | null;
  cpf?: string | null;
  password: string;
  name?: string | null;
  tel?: string | null;
  birthday?: string | null;
  stateId?: number | null;
  city?: string | null;
  method: ConfirmationChannel;
  inviteCode?: string | null;
  inviterId?: number | null;
  /** The share link that brought this visitor (SHARE_COOKIE), if any. */
  shareId?: number | null;
}

/**
 * Creates (or, for an unconfirmed account with the same credentials, refreshes) an inactive
 * participant and sends the confirmation. Returns the e-mail that /confirmacao/{email} shows.
 */
export async function registerParticipant(
  db: DbOrTx,
  station: SignupStation,
  input: RegistrationInput,
  origin: string,
): Promise<{ email: string; userId: number }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const check = await checkCredentials(tx, station, { email: input.email, cpf: input.cpf });
    const email = (input.email ?? check.roster?.email ?? "").trim().toLowerCase();
    if (!email) throw new UserFacingError(m.emailRequired, { email: m.emailRequired });
    const values = {
      email,
      cpf: input.cpf ?? null,
      name: input.name ?? check.roster?.name ?? null,
      tel: input.tel ?? check.roster?.phone ?? null,
      birthday: input.birthday ?? null,
      stateId: input.stateId ?? null,
      city: input.city ?? null,
      passwordHash,
      updatedAt: new Date(),
    };
    let userId = check.pendingUserId;
    if (userId) {
      await tx.update(users).set(values).where(and(eq(users.id, userId), eq(users.stationId, station.id)));
    } else {
      const [created] = await tx
        .insert(users)
        .values({ ...values, stationId: station.id, typeId: USER_TYPE_PARTICIPANT, active: false, isFirstLogin: true })
        .returning({ id: users.id });
      userId = created!.id;
    }
    if (input.inviteCode) {
      await recordInvitation(tx, { stationId: station.id, inviteeId: userId, code: input.inviteCode, inviterId: input.inviterId });
    }
    if (input.shareId) await attributeSignupToShare(tx, { stationId: station.id, inviteeId: userId, shareId: input.shareId });
    await sendConfirmation(tx, station, { id: userId, email, tel: values.tel }, input.method, origin);
    return { email, userId };
  });
}

/** Issues a fresh code (and activation link) and sends it; earlier ones stop working. */
export async function sendConfirmation(
  db: DbOrTx,
  station: SignupStation,
  user: { id: number; email: string; tel: string | null },
  channel: ConfirmationChannel,
  origin: string,
): Promise<void> {
  if (channel === "sms" && !user.tel) throw new UserFacingError(m.smsUnavailable, { method: m.smsUnavailable });
  const code = randomCode();
  const token = randomToken();
  await issueSecret(db, { stationId: station.id, userId: user.id, kind: "confirm-code", secret: code, ttlSeconds: CODE_TTL_SECONDS, channel });
  await issueSecret(db, { stationId: station.id, userId: user.id, kind: "activation-link", secret: token, ttlSeconds: ACTIVATION_LINK_TTL_SECONDS, channel: "email" });
  const link = `${origin}/ativar/${token}/${encodeURIComponent(user.email)}`;
  if (channel === "sms") {
    await sendSms(
      { stationId: station.id, to: user.tel!, text: `${station.name}: seu código de confirmação é ${code}. Ele vale por 30 minutos.`, purpose: "signup-code" },
      db,
    );
    return;
  }
  await sendMail(
    {
      stationId: station.id,
      to: user.email,
      subject: `${code} é o seu código de confirmação`,
      text:
        `Olá!\n\nSeu código de confirmação no programa ${station.name} é: ${code}\n` +
        `Ele vale por 30 minutos.\n\nOu, se preferir, ative sua conta por este link:\n${link}\n\n` +
        `Se você não pediu este cadastro, ignore este e-mail.`,
      html:
        `<p>Olá!</p><p>Seu código de confirmação no programa <strong>${escapeHtml(station.name)}</strong> é:</p>` +
        `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p><p>Ele vale por 30 minutos.</p>` +
        `<p>Ou, se preferir, <a href="${escapeHtml(link)}">ative sua conta por este link</a>.</p>` +
        `<p>Se você não pediu este cadastro, ignore este e-mail.</p>`,
      purpose: "signup-code",
      fromName: station.name,
    },
    db,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Masked contacts of an account awaiting confirmation (step 2 "change method"), or null. */
export async function findPendingContacts(
  db: DbOrTx,
  stationId: number,
  email: string,
): Promise<{ maskedEmail: string; maskedPhone: string | null } | null> {
  const user = await userByEmail(db, stationId, email);
  if (!user || user.active || user.deletedAt) return null;
  return { maskedEmail: maskEmail(user.email ?? email), maskedPhone: user.tel ? maskPhone(user.tel) : null };
}

/**
 * Resends (or re-sends over another channel) the confirmation of a pending account. Answers the
 * same whether or not the e-mail has one, so it cannot be used to probe addresses.
 */
export async function resendConfirmation(
  db: DbOrTx,
  station: SignupStation,
  input: { email: string; method?: ConfirmationChannel },
  origin: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await userByEmail(tx, station.id, input.email, true);
    if (!user || user.active || user.deletedAt) return;
    let channel = input.method;
    if (!channel) {
      const last = await lockLatestSecret(tx, station.id, user.id, "confirm-code");
      channel = last?.channel === "sms" && user.tel ? "sms" : "email";
    }
    await sendConfirmation(tx, station, { id: user.id, email: user.email ?? input.email, tel: user.tel }, channel, origin);
  });
}

export interface ActivatedUser {
  id: number;
  stationId: number;
  isFirstLogin: boolean;
}

/**
 * Activation: active, linked to the establishment, pending secrets retired, and in the same
 * transaction the sign-up reward (type 2), the invitation and the share paid.
 */
async function activateUser(tx: Tx, station: SignupStation, userId: number, now: Date): Promise<void> {
  await tx.update(users).set({ active: true, updatedAt: now }).where(and(eq(users.id, userId), eq(users.stationId, station.id)));
  if (station.establishment) {
    await tx
      .insert(establishmentUsers)
      .values({ stationId: station.id, establishmentId: station.establishment.id, userId, role: "participant" })
      .onConflictDoNothing();
  }
  await tx
    .update(accountSecrets)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountSecrets.userId, userId),
        sql`${accountSecrets.kind} in ('confirm-code', 'activation-link')`,
        sql`${accountSecrets.usedAt} is null`,
      ),
    );
  await paySignupReward(tx, { stationId: station.id, userId });
  await creditInvitation(tx, { stationId: station.id, inviteeId: userId, defaultRewardLimit: station.settings.inviteRewardLimit });
  await creditShareConversion(tx, { stationId: station.id, inviteeId: userId });
}

type ConfirmOutcome = { kind: "ok"; user: ActivatedUser } | { kind: "invalid" } | { kind: "locked" };

/** Checks a 6-digit code. Wrong, used, expired and over-tried codes are refused. */
export async function confirmCode(
  db: DbOrTx,
  station: SignupStation,
  input: { email: string; code: string },
  now = new Date(),
): Promise<ActivatedUser> {
  // Outcomes are returned, not thrown, so a wrong attempt's counter commits.
  const outcome: ConfirmOutcome = await db.transaction(async (tx) => {
    const user = await userByEmail(tx, station.id, input.email, true);
    if (!user || user.active || user.deletedAt) return { kind: "invalid" };
    const secret = await lockLatestSecret(tx, station.id, user.id, "confirm-code");
    if (!secret || secret.expiresAt <= now) return { kind: "invalid" };
    if (secret.attempts >= MAX_CODE_ATTEMPTS) return { kind: "locked" };
    if (secret.secretHash !== hashSecret("confirm-code", input.code, user.id)) {
      const attempts = await countSecretAttempt(tx, secret.id);
      return attempts >= MAX_CODE_ATTEMPTS ? { kind: "locked" } : { kind: "invalid" };
    }
    await markSecretUsed(tx, secret.id, now);
    await activateUser(tx, station, user.id, now);
    const [row] = await tx.select({ isFirstLogin: users.isFirstLogin }).from(users).where(eq(users.id, user.id));
    return { kind: "ok", user: { id: user.id, stationId: station.id, isFirstLogin: row?.isFirstLogin ?? true } };
  });
  if (outcome.kind === "locked") throw new UserFacingError(m.tooManyCodeAttempts, { code: m.tooManyCodeAttempts });
  if (outcome.kind === "invalid") throw new UserFacingError(m.invalidCode, { code: m.invalidCode });
  return outcome.user;
}

class WrongLinkOwner extends Error {}

/** Activation by the link of the e-mail (/ativar/{hash}/{email}). Null when the link is not valid. */
export async function activateByLink(
  db: DbOrTx,
  station: SignupStation,
  input: { email: string; hash: string },
  now = new Date(),
): Promise<ActivatedUser | null> {
  try {
    return await db.transaction(async (tx) => {
      const userId = await consumeTokenSecret(tx, station.id, "activation-link", input.hash, now);
      if (!userId) return null;
      const user = await userByEmail(tx, station.id, input.email, true);
      // Rolled back so someone else's link is not burnt by a mismatched address.
      if (!user || user.id !== userId || user.active || user.deletedAt) throw new WrongLinkOwner();
      await activateUser(tx, station, user.id, now);
      const [row] = await tx.select({ isFirstLogin: users.isFirstLogin }).from(users).where(eq(users.id, user.id));
      return { id: user.id, stationId: station.id, isFirstLogin: row?.isFirstLogin ?? true };
    });
  } catch (error) {
    if (error instanceof WrongLinkOwner) return null;
    throw error;
  }
}
