// Per-type participation commands (what each type's body on the detail page does): each runs in one transaction and goes
// through participate(), adding what its type needs (stock, codes, e-mails). They take explicit
// station and user ids so they are testable without a request. The delivery order (14), which
// writes an order, is the shop's: lib/commerce/delivery-form.ts.
import "server-only";
import { and, asc, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { UserFacingError } from "@/lib/actions/result";
import { sendMail } from "@/lib/adapters/mail";
import type { Db, DbOrTx } from "@/lib/db/client";
import { formatStationCurrency, parseBRL } from "@/lib/format";
import { stations } from "@/lib/stations/schema";
import { logSecurityEvent } from "@/lib/security/events";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/security/rate-limit";
import { INVITE_EMAILS_PER_DAY, INVITE_EMAILS_PER_HOUR, MSG_DONATION_RANGE, MSG_INVITE_LIMIT, MSG_INVITE_RATE } from "./forms";
import { voucherCode } from "@/lib/utils/codes";
import { MSG_UNAVAILABLE } from "./messages";
import { outOfStockError, participate, ParticipationError, type ParticipateResult } from "./participation";
import { lockAvailableCouponUnits } from "./units";
import {
  activities,
  activityAgreements,
  activityCoupons,
  inviteEmails,
  inviteLinks,
  memberGetMemberRules,
  participations,
  presentialCourses,
} from "./schema";
import { DONATION_MAX_CENTS, DONATION_MIN_CENTS, isDonationType, isInviteType, MAX_INVITE_EMAILS } from "./types";


interface Actor {
  stationId: number;
  userId: number;
}


/** The station's active activity, refused as unavailable unless its type is one `accept` takes. */
export async function activityOfType(db: DbOrTx, stationId: number, activityId: number, accept: (typeId: number) => boolean) {
  const [row] = await db
    .select({
      id: activities.id,
      typeId: activities.typeId,
      name: activities.name,
      points: activities.points,
      limitPerUser: activities.limitPerUser,
      discountDelivery: activities.discountDelivery,
      digitalProduct: activities.digitalProduct,
      additionalCashback: activities.additionalCashback,
    })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.stationId, stationId), eq(activities.active, true)));
  if (!row || !accept(row.typeId)) throw new ParticipationError("unavailable", MSG_UNAVAILABLE);
  return row;
}

/** Types whose completion is a plain "done" (agreement 15, raw content 16, external link 13). */
export async function completeSimple(
  db: Db,
  actor: Actor & { activityId: number; nonce: string; typeIds: number[]; payload?: Record<string, unknown> },
): Promise<ParticipateResult> {
  return db.transaction(async (tx) => {
    const activity = await activityOfType(tx, actor.stationId, actor.activityId, (t) => actor.typeIds.includes(t));
    // Without a per-user limit, a read or an accepted term still pays once: the key has no nonce.
    const key = activity.limitPerUser === null ? `simple:${actor.activityId}:${actor.userId}` : `simple:${actor.activityId}:${actor.userId}:${actor.nonce}`;
    return participate(tx, {
      stationId: actor.stationId,
      userId: actor.userId,
      activityId: actor.activityId,
      idempotencyKey: key,
      payload: { action_id: actor.activityId, ...actor.payload },
    });
  });
}

/** Donation (17/20): debits the amount (cents = hundredths) from the member's balance. */
export async function donate(
  db: Db,
  input: Actor & { activityId: number; nonce: string; amount: string },
): Promise<ParticipateResult & { cents: number }> {
  const cents = parseBRL(input.amount);
  if (cents === null || cents < DONATION_MIN_CENTS || cents > DONATION_MAX_CENTS) throw new UserFacingError(MSG_DONATION_RANGE);
  return db.transaction(async (tx) => {
    await activityOfType(tx, input.stationId, input.activityId, isDonationType);
    const result = await participate(tx, {
      stationId: input.stationId,
      userId: input.userId,
      activityId: input.activityId,
      idempotencyKey: `donation:${input.activityId}:${input.userId}:${input.nonce}`,
      debit: cents,
      ledgerKind: "donation",
      payload: { action_id: input.activityId, points: cents },
    });
    return { ...result, cents };
  });
}

/** Coupon purchase (3): debits the coupon price and takes one unit of stock, or nothing at all. */
export async function purchaseCoupon(
  db: Db,
  input: Actor & { activityId: number; couponId: number; nonce: string },
): Promise<ParticipateResult & { code: string }> {
  return db.transaction(async (tx) => {
    await activityOfType(tx, input.stationId, input.activityId, (t) => t === 3);
    const [coupon] = await tx
      .select({ id: activityCoupons.id, newPrice: activityCoupons.newPrice })
      .from(activityCoupons)
      .where(
        and(
          eq(activityCoupons.id, input.couponId),
          eq(activityCoupons.activityId, input.activityId),
          eq(activityCoupons.stationId, input.stationId),
        ),
      );
    if (!coupon) throw new ParticipationError("unavailable", MSG_UNAVAILABLE);
    const code = voucherCode();
    const result = await participate(tx, {
      stationId: input.stationId,
      userId: input.userId,
      activityId: input.activityId,
      idempotencyKey: `coupon:${input.couponId}:${input.userId}:${input.nonce}`,
      debit: coupon.newPrice,
      ledgerKind: "purchase",
      payload: { cupom: coupon.id, code },
    });
    if (result.replayed) return { ...result, code: await participationCode(tx, result.participationId) };
    // Units held in other members' checkouts (the coupon in their cart) are not for sale here: the
    // coupon's row is locked first, as a checkout locks it, then what is free is counted.
    const free = await lockAvailableCouponUnits(tx, input.stationId, [coupon.id], input.userId);
    if ((free.get(coupon.id) ?? 0) < 1) throw outOfStockError();
    // Conditional decrement: concurrent buyers of other accounts can never take the stock below 0.
    const taken = await tx
      .update(activityCoupons)
      .set({ stock: sql`${activityCoupons.stock} - 1` })
      .where(and(eq(activityCoupons.id, coupon.id), or(isNull(activityCoupons.stock), gt(activityCoupons.stock, 0))))
      .returning({ id: activityCoupons.id });
    if (taken.length === 0) throw outOfStockError();
    return { ...result, code };
  });
}

async function participationCode(db: DbOrTx, participationId: number): Promise<string> {
  const [row] = await db.select({ payload: participations.payload }).from(participations).where(eq(participations.id, participationId));
  const payload = row?.payload as { code?: string } | undefined;
  return payload?.code ?? "";
}

/** In-person course (4): subscribes with consent; the reward comes after validation, so 0 now. */
export async function subscribeCourse(
  db: Db,
  input: Actor & { activityId: number; courseId: number; nonce: string; shouldContact: boolean },
): Promise<{ code: string; createdAt: string; replayed: boolean }> {
  return db.transaction(async (tx) => {
    await activityOfType(tx, input.stationId, input.activityId, (t) => t === 4);
    const [course] = await tx
      .select({ id: presentialCourses.id })
      .from(presentialCourses)
      .where(and(eq(presentialCourses.id, input.courseId), eq(presentialCourses.activityId, input.activityId)));
    if (!course) throw new ParticipationError("unavailable", MSG_UNAVAILABLE);
    const code = voucherCode();
    const result = await participate(tx, {
      stationId: input.stationId,
      userId: input.userId,
      activityId: input.activityId,
      idempotencyKey: `course:${course.id}:${input.userId}:${input.nonce}`,
      points: 0,
      status: "pending",
      payload: { presential_course: course.id, should_contact: input.shouldContact, code },
    });
    const [row] = await tx
      .select({ payload: participations.payload, createdAt: participations.createdAt })
      .from(participations)
      .where(eq(participations.id, result.participationId));
    return {
      code: (row?.payload as { code?: string } | undefined)?.code ?? code,
      createdAt: (row?.createdAt ?? new Date()).toISOString(),
      replayed: result.replayed,
    };
  });
}

/** Share (5): records the share; the reward is paid when someone signs up through the link. */
export async function recordShare(
  db: Db,
  input: Actor & { activityId: number; nonce: string; network: string },
): Promise<ParticipateResult> {
  return db.transaction(async (tx) => {
    await activityOfType(tx, input.stationId, input.activityId, (t) => t === 5);
    return participate(tx, {
      stationId: input.stationId,
      userId: input.userId,
      activityId: input.activityId,
      idempotencyKey: `share:${input.activityId}:${input.userId}:${input.nonce}`,
      points: 0,
      payload: { action_id: input.activityId, network: input.network },
    });
  });
}

/** The member's short invite link for an invite activity, created on first request. */
export async function getOrCreateInviteLink(
  db: Db,
  input: Actor & { activityId: number },
): Promise<{ code: string; target: string }> {
  return db.transaction(async (tx) => {
    await activityOfType(tx, input.stationId, input.activityId, isInviteType);
    const [existing] = await tx
      .select({ code: inviteLinks.code, target: inviteLinks.target })
      .from(inviteLinks)
      .where(
        and(
          eq(inviteLinks.stationId, input.stationId),
          eq(inviteLinks.userId, input.userId),
          eq(inviteLinks.activityId, input.activityId),
        ),
      );
    if (existing) return existing;
    // The activity's member-get-member rule names the code sign-up pays (lib/accounts/invite-rule.ts).
    const [rule] = await tx
      .select({ code: memberGetMemberRules.code })
      .from(memberGetMemberRules)
      .where(and(eq(memberGetMemberRules.stationId, input.stationId), eq(memberGetMemberRules.activityId, input.activityId)))
      .orderBy(asc(memberGetMemberRules.id))
      .limit(1);
    const mgmCode = rule?.code ?? `A${input.activityId}`;
    const target = `/cadastrar/${encodeURIComponent(mgmCode)}-U${input.userId}-E${input.stationId}`;
    const code = voucherCode(7).toLowerCase();
    await tx
      .insert(inviteLinks)
      .values({ stationId: input.stationId, activityId: input.activityId, userId: input.userId, code, target })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ code: inviteLinks.code, target: inviteLinks.target })
      .from(inviteLinks)
      .where(
        and(
          eq(inviteLinks.stationId, input.stationId),
          eq(inviteLinks.userId, input.userId),
          eq(inviteLinks.activityId, input.activityId),
        ),
      );
    return row!;
  });
}

/** Where a short invite link leads, or null. */
export async function resolveInviteLink(db: DbOrTx, stationId: number, code: string): Promise<string | null> {
  const [row] = await db
    .select({ target: inviteLinks.target })
    .from(inviteLinks)
    .where(and(eq(inviteLinks.stationId, stationId), eq(inviteLinks.code, code.toLowerCase())));
  return row?.target ?? null;
}

/** Invitation e-mails this member sent since `since`. */
async function invitesSentSince(tx: DbOrTx, actor: Actor, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(inviteEmails)
    .where(and(eq(inviteEmails.stationId, actor.stationId), eq(inviteEmails.userId, actor.userId), gt(inviteEmails.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Sends the invitation e-mails (up to 5 at once) through the outbox, with the member's short link.
 * At most INVITE_EMAILS_PER_HOUR per member in any hour and INVITE_EMAILS_PER_DAY in any day (counted
 * on the member's own rows, under a lock on the member, so parallel sends cannot pass it), and the
 * station's hourly budget of invitation e-mails.
 */
export async function sendInviteEmails(
  db: Db,
  input: Actor & { activityId: number; emails: string[]; shortLink: string },
  now = new Date(),
): Promise<{ sent: number }> {
  const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()))];
  if (emails.length > MAX_INVITE_EMAILS) throw new UserFacingError(MSG_INVITE_LIMIT);
  return db.transaction(async (tx) => {
    const activity = await activityOfType(tx, input.stationId, input.activityId, isInviteType);
    await tx.select({ id: users.id }).from(users).where(and(eq(users.id, input.userId), eq(users.stationId, input.stationId))).for("update");
    const lastHour = await invitesSentSince(tx, input, new Date(now.getTime() - 60 * 60 * 1000));
    const lastDay = await invitesSentSince(tx, input, new Date(now.getTime() - 24 * 60 * 60 * 1000));
    if (lastHour + emails.length > INVITE_EMAILS_PER_HOUR || lastDay + emails.length > INVITE_EMAILS_PER_DAY) {
      logSecurityEvent({ kind: "ratelimit.exceeded", stationId: input.stationId, userId: input.userId, reason: "limit:invite-emails", detail: { lastHour, lastDay } });
      throw new UserFacingError(MSG_INVITE_RATE, undefined, 429);
    }
    await enforceRateLimit("station-invite-mail", `station-invite-mail:${input.stationId}`, RATE_LIMITS.stationInviteMail, input, tx, emails.length);
    const [who] = await tx
      .select({ name: users.name, stationName: stations.name, currencyName: stations.currencyName, currencyMultiplier: stations.currencyMultiplier, currencyNamePosition: stations.currencyNamePosition })
      .from(users)
      .innerJoin(stations, eq(stations.id, users.stationId))
      .where(and(eq(users.id, input.userId), eq(users.stationId, input.stationId)));
    if (!who) throw new ParticipationError("unavailable", MSG_UNAVAILABLE);
    const [rule] = await tx
      .select({ pointsInvited: memberGetMemberRules.pointsInvited })
      .from(memberGetMemberRules)
      .where(eq(memberGetMemberRules.activityId, activity.id))
      .limit(1);
    const bonus = rule && rule.pointsInvited > 0 ? ` e ganhe ${formatStationCurrency(rule.pointsInvited, who)} ao se cadastrar` : "";
    const sender = who.name ?? "Um amigo";
    for (const email of emails) {
      await sendMail(
        {
          stationId: input.stationId,
          to: email,
          subject: `${sender} convidou você para o programa ${who.stationName}`,
          text: `${sender} convidou você para participar do programa ${who.stationName}${bonus}.\n\nCadastre-se pelo link: ${input.shortLink}`,
          html: `<p><strong>${escapeHtml(sender)}</strong> convidou você para participar do programa ${escapeHtml(who.stationName)}${escapeHtml(bonus)}.</p><p><a href="${escapeHtml(input.shortLink)}">Aceitar o convite</a></p>`,
          purpose: "invite",
          fromName: who.stationName,
        },
        tx,
      );
      await tx.insert(inviteEmails).values({ stationId: input.stationId, activityId: activity.id, userId: input.userId, email, createdAt: now });
    }
    return { sent: emails.length };
  });
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** The agreement texts of an activity, for the form. */
export async function agreementOf(db: DbOrTx, stationId: number, activityId: number) {
  const [row] = await db
    .select({ button: activityAgreements.button, checkbox: activityAgreements.checkbox })
    .from(activityAgreements)
    .where(and(eq(activityAgreements.stationId, stationId), eq(activityAgreements.activityId, activityId)))
    .limit(1);
  return row ?? null;
}
