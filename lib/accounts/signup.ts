// Sign-up and confirmation commands: credential checks (roster, duplicates), registration of a
// pending (inactive) participant, the 6-digit code and activation link sent by e-mail or SMS, and
// activation, which links the user to the station's establishment and pays the sign-up rewards.
// An account's credentials are set once, by the registration that creates it: registering again
// with its e-mail changes nothing and only sends its confirmation again, to its own contacts, with
// the same answer a new sign-up gets, so the form neither hands over nor reveals accounts. A code
// goes by SMS only to the phone the station's roster holds for the account's CPF, never to a phone
// typed in a form.
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
import { recordSignupConsents, type SignupConsents } from "@/lib/consents";
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

export type SignupStation = Pick<Station, "id" | "name" | "public" | "settings" | "establishment" | "termsOfUseHtml" | "privacyPolicyHtml">;
export type ConfirmationChannel = "email" | "sms";

/** A private station asks the CPF, and so does any station whose sign-up is for its roster only. */
export function signupShape(station: Pick<Station, "public" | "settings">): SignupShape {
  return { requireCpf: !station.public || station.settings.requireRoster, travel: station.settings.signupVariant === "travel" };
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

type ExistingAccount = NonNullable<Awaited<ReturnType<typeof userByEmail>>>;

export interface CredentialCheck {
  /** The account that already holds this e-mail (any state): a registration leaves it as it is. */
  existing: ExistingAccount | null;
  roster: RosterEntry | null;
  /** The roster's phone for the typed CPF, masked, for step 2: the only phone SMS may use. */
  maskedPhone: string | null;
}

/** The phone a confirmation SMS may go to: the one the station's roster holds for the account's CPF. */
async function trustedPhone(db: DbOrTx, stationId: number, cpf: string | null): Promise<string | null> {
  if (!cpf) return null;
  return (await findRosterEntry(db, stationId, cpf))?.phone ?? null;
}

/**
 * Step 0's server check (spec: signup-participant-validations). A CPF must be on the roster when the
 * station requires it and must not belong to another account of this station. An e-mail that has an
 * account is not refused: the answer would tell which e-mails exist; the registration handles it.
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
  } else if (station.settings.requireRoster) {
    // Roster only means roster only, on a public (e-mail login) station as on a private one.
    throw new UserFacingError(m.cpfNotOnRoster, { cpf: m.cpfNotOnRoster });
  }
  const email = input.email ?? roster?.email ?? null;
  const byEmail = email ? await userByEmail(db, station.id, email) : null;
  const byCpf = input.cpf ? await userByCpf(db, station.id, input.cpf) : null;
  if (byCpf && (byCpf.active || !byEmail || byCpf.id !== byEmail.id)) {
    throw new UserFacingError(m.cpfTaken, { cpf: m.cpfTaken });
  }
  const phone = roster?.phone ?? null;
  return { existing: byEmail, roster, maskedPhone: phone ? maskPhone(phone) : null };
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
  /**
   * The consent boxes the member ticked, recorded with the texts' current versions in the
   * transaction that creates the account (lib/consents). Every form passes them; without them
   * nothing is recorded and the member is asked to accept the texts on their first visit.
   */
  consents?: SignupConsents;
}

export interface Registration {
  /** The e-mail that /confirmacao/{email} shows: the one typed (or the roster's). */
  email: string;
  /** The account the registration created, or the one that already held the e-mail. */
  userId: number;
  created: boolean;
  /** The roster's phone for the typed CPF, masked: what step 2 may offer this browser. */
  maskedPhone: string | null;
}

/**
 * Creates an inactive participant and sends the confirmation. For an e-mail that already has an
 * account nothing is written: a pending one gets its confirmation again, at its own address (or
 * its roster phone), and a confirmed one a notice that it already exists. The caller answers the
 * same in every case.
 */
export async function registerParticipant(
  db: DbOrTx,
  station: SignupStation,
  input: RegistrationInput,
  origin: string,
): Promise<Registration> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const check = await checkCredentials(tx, station, { email: input.email, cpf: input.cpf });
    const email = (input.email ?? check.roster?.email ?? "").trim().toLowerCase();
    if (!email) throw new UserFacingError(m.emailRequired, { email: m.emailRequired });
    // Decided by what was typed, the same whether or not the e-mail has an account.
    if (input.method === "sms" && !check.roster?.phone) throw new UserFacingError(m.smsUnavailable, { method: m.smsUnavailable });
    const existing = check.existing;
    if (existing) {
      await answerExistingAccount(tx, station, existing, input.method, origin);
      return { email, userId: existing.id, created: false, maskedPhone: check.maskedPhone };
    }
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
    const [created] = await tx
      .insert(users)
      .values({ ...values, stationId: station.id, typeId: USER_TYPE_PARTICIPANT, active: false, isFirstLogin: true })
      .returning({ id: users.id });
    const userId = created!.id;
    await recordSignupConsents(tx, station, userId, input.consents ?? { terms: false, regulation: false, marketing: false });
    if (input.inviteCode) {
      await recordInvitation(tx, { stationId: station.id, inviteeId: userId, code: input.inviteCode, inviterId: input.inviterId });
    }
    if (input.shareId) await attributeSignupToShare(tx, { stationId: station.id, inviteeId: userId, shareId: input.shareId });
    await sendConfirmation(tx, station, { id: userId, email, cpf: values.cpf }, input.method, origin);
    return { email, userId, created: true, maskedPhone: check.maskedPhone };
  });
}

/**
 * A registration for an e-mail that already has an account: a pending one gets its confirmation
 * again (SMS only to its roster phone), a confirmed one is told by e-mail that it already has an
 * account, a deleted one gets nothing. No invitation or share is attached to someone else's account.
 */
async function answerExistingAccount(tx: Tx, station: SignupStation, account: ExistingAccount, method: ConfirmationChannel, origin: string): Promise<void> {
  if (account.deletedAt || !account.email) return;
  if (!account.active) {
    const channel = method === "sms" && (await trustedPhone(tx, station.id, account.cpf)) ? "sms" : "email";
    await sendConfirmation(tx, station, { id: account.id, email: account.email, cpf: account.cpf }, channel, origin);
    return;
  }
  await sendMail(
    {
      stationId: station.id,
      to: account.email,
      subject: `Você já tem cadastro no programa ${station.name}`,
      text:
        `Olá!\n\nAlguém tentou criar um cadastro no programa ${station.name} com este e-mail, que já tem uma conta.\n\n` +
        `Se foi você, entre com a sua senha em ${origin}/login ou, se não lembra dela, crie uma nova em ${origin}/esqueci-minha-senha.\n\n` +
        `Se não foi você, ignore este e-mail: nada mudou na sua conta.`,
      html:
        `<p>Olá!</p><p>Alguém tentou criar um cadastro no programa <strong>${escapeHtml(station.name)}</strong> com este e-mail, que já tem uma conta.</p>` +
        `<p>Se foi você, <a href="${escapeHtml(`${origin}/login`)}">entre com a sua senha</a> ou, se não lembra dela, ` +
        `<a href="${escapeHtml(`${origin}/esqueci-minha-senha`)}">crie uma nova</a>.</p>` +
        `<p>Se não foi você, ignore este e-mail: nada mudou na sua conta.</p>`,
      purpose: "signup-existing",
      fromName: station.name,
    },
    tx,
  );
}

/**
 * Issues a fresh code (and activation link) and sends it; earlier ones stop working. SMS goes to
 * the roster's phone for the account's CPF, the only phone the station vouches for.
 */
export async function sendConfirmation(
  db: DbOrTx,
  station: SignupStation,
  user: { id: number; email: string; cpf: string | null },
  channel: ConfirmationChannel,
  origin: string,
): Promise<void> {
  const tel = channel === "sms" ? await trustedPhone(db, station.id, user.cpf) : null;
  if (channel === "sms" && !tel) throw new UserFacingError(m.smsUnavailable, { method: m.smsUnavailable });
  const code = randomCode();
  const token = randomToken();
  await issueSecret(db, { stationId: station.id, userId: user.id, kind: "confirm-code", secret: code, ttlSeconds: CODE_TTL_SECONDS, channel });
  await issueSecret(db, { stationId: station.id, userId: user.id, kind: "activation-link", secret: token, ttlSeconds: ACTIVATION_LINK_TTL_SECONDS, channel: "email" });
  const link = `${origin}/ativar/${token}/${encodeURIComponent(user.email)}`;
  if (channel === "sms") {
    await sendSms(
      { stationId: station.id, to: tel!, text: `${station.name}: seu código de confirmação é ${code}. Ele vale por 30 minutos.`, purpose: "signup-code" },
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

/**
 * Masked contacts of the signed-in account while it awaits confirmation (step 2 "change method"),
 * or null: the e-mail on the account and its roster phone.
 */
export async function findPendingContacts(
  db: DbOrTx,
  stationId: number,
  userId: number,
): Promise<{ email: string; maskedEmail: string; maskedPhone: string | null } | null> {
  const [user] = await db
    .select({ email: users.email, cpf: users.cpf, active: users.active, deletedAt: users.deletedAt })
    .from(users)
    .where(and(eq(users.stationId, stationId), eq(users.id, userId)));
  if (!user?.email || user.active || user.deletedAt) return null;
  const phone = await trustedPhone(db, stationId, user.cpf);
  return { email: user.email, maskedEmail: maskEmail(user.email), maskedPhone: phone ? maskPhone(phone) : null };
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
      channel = last?.channel === "sms" && (await trustedPhone(tx, station.id, user.cpf)) ? "sms" : "email";
    }
    await sendConfirmation(tx, station, { id: user.id, email: user.email ?? input.email, cpf: user.cpf }, channel, origin);
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
