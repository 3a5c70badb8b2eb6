"use server";
// Server Actions of the activity bodies. Each resolves the station from the Host header and the
// member from the session (never from client input), parses with the form's zod schema and calls
// one command. Refusals (window, limit, prerequisites, balance, stock) come back as messages.
import { runAction, type ActionResult } from "@/lib/actions/result";
import { requireSessionUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { requireStationFromRequest, stationOrigin } from "@/lib/stations/current";
import {
  completeSimple,
  donate,
  getOrCreateInviteLink,
  placeDeliveryOrder,
  purchaseCoupon,
  recordShare,
  sendInviteEmails,
  subscribeCourse,
} from "./commands";
import {
  agreementSchema,
  couponPurchaseSchema,
  courseSchema,
  deliveryOrderSchema,
  donationSchema,
  inviteEmailsSchema,
  simpleParticipationSchema,
} from "./forms";
import { z } from "zod";
import { idSchema } from "@/lib/validation";

async function actor() {
  const station = await requireStationFromRequest();
  const user = await requireSessionUser(station.id);
  return { station, stationId: station.id, userId: user.id };
}

type Done = { pointsAwarded: number; replayed: boolean };

export async function acceptAgreementAction(input: unknown): Promise<ActionResult<Done>> {
  return runAction(agreementSchema, input, async (data) => {
    const a = await actor();
    const r = await completeSimple(await getDb(), { ...a, activityId: data.activityId, nonce: data.nonce, typeIds: [15] });
    return { pointsAwarded: r.pointsAwarded, replayed: r.replayed };
  });
}

/** Raw content (16) and external link (13): a plain completion. (Signup reward 2 is paid by sign-up itself.) */
export async function completeActivityAction(input: unknown): Promise<ActionResult<Done>> {
  return runAction(simpleParticipationSchema, input, async (data) => {
    const a = await actor();
    const r = await completeSimple(await getDb(), { ...a, activityId: data.activityId, nonce: data.nonce, typeIds: [13, 16] });
    return { pointsAwarded: r.pointsAwarded, replayed: r.replayed };
  });
}

export async function donateAction(input: unknown): Promise<ActionResult<Done & { cents: number }>> {
  return runAction(donationSchema, input, async (data) => {
    const a = await actor();
    const r = await donate(await getDb(), { ...a, activityId: data.activityId, nonce: data.nonce, amount: data.amount });
    return { pointsAwarded: r.pointsAwarded, replayed: r.replayed, cents: r.cents };
  });
}

export async function purchaseCouponAction(input: unknown): Promise<ActionResult<{ code: string }>> {
  return runAction(couponPurchaseSchema, input, async (data) => {
    const a = await actor();
    const r = await purchaseCoupon(await getDb(), { ...a, activityId: data.activityId, couponId: data.couponId, nonce: data.nonce });
    return { code: r.code };
  });
}

export async function subscribeCourseAction(input: unknown): Promise<ActionResult<{ code: string; createdAt: string }>> {
  return runAction(courseSchema, input, async (data) => {
    const a = await actor();
    const r = await subscribeCourse(await getDb(), {
      ...a,
      activityId: data.activityId,
      courseId: data.courseId,
      nonce: data.nonce,
      shouldContact: data.shouldContact,
    });
    return { code: r.code, createdAt: r.createdAt };
  });
}

const shareSchema = simpleParticipationSchema.extend({ network: z.enum(["facebook", "x", "whatsapp", "copy"]) });

export async function recordShareAction(input: unknown): Promise<ActionResult<Done>> {
  return runAction(shareSchema, input, async (data) => {
    const a = await actor();
    const r = await recordShare(await getDb(), { ...a, activityId: data.activityId, nonce: data.nonce, network: data.network });
    return { pointsAwarded: r.pointsAwarded, replayed: r.replayed };
  });
}

export async function inviteLinkAction(input: unknown): Promise<ActionResult<{ shortLink: string }>> {
  return runAction(z.object({ activityId: idSchema }), input, async (data) => {
    const a = await actor();
    const link = await getOrCreateInviteLink(await getDb(), { ...a, activityId: data.activityId });
    return { shortLink: `${stationOrigin(a.station)}/i/${link.code}` };
  });
}

export async function sendInvitesAction(input: unknown): Promise<ActionResult<{ sent: number }>> {
  return runAction(inviteEmailsSchema, input, async (data) => {
    const a = await actor();
    const db = await getDb();
    const link = await getOrCreateInviteLink(db, { ...a, activityId: data.activityId });
    const shortLink = `${stationOrigin(a.station)}/i/${link.code}`;
    return sendInviteEmails(db, { ...a, activityId: data.activityId, emails: data.emails.map((e) => e.value), shortLink });
  });
}

export async function placeOrderAction(input: unknown): Promise<ActionResult<{ orderId: number }>> {
  return runAction(deliveryOrderSchema, input, async (data) => {
    const a = await actor();
    const r = await placeDeliveryOrder(await getDb(), { ...a, ...data });
    return { orderId: r.orderId };
  });
}
