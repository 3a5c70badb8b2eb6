"use server";
// Server Actions of the activity bodies. Each goes through the guard's member gate (station from the
// Host header, member from the session, never from client input; blocked accounts are refused
// before anything runs), parses with the form's zod schema and calls one command. Refusals (window,
// limit, prerequisites, balance, stock) come back as messages.
import { memberAction, type MemberContext } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { stationOrigin } from "@/lib/stations/current";
import {
  completeSimple,
  donate,
  getOrCreateInviteLink,
  purchaseCoupon,
  recordShare,
  sendInviteEmails,
  subscribeCourse,
} from "./commands";
import {
  agreementSchema,
  couponPurchaseSchema,
  courseSchema,
  donationSchema,
  inviteEmailsSchema,
  simpleParticipationSchema,
} from "./forms";
import { z } from "zod";
import { idSchema } from "@/lib/validation";
import { validationQr } from "@/lib/utils/qr";

function actor({ station, user }: MemberContext) {
  return { station, stationId: station.id, userId: user.id };
}

type Done = { pointsAwarded: number; replayed: boolean };

export const acceptAgreementAction = memberAction(agreementSchema, async (ctx): Promise<Done> => {
  const { data } = ctx;
  const a = actor(ctx);
  const r = await completeSimple(await getDb(), { ...a, activityId: data.activityId, nonce: data.nonce, typeIds: [15] });
  return { pointsAwarded: r.pointsAwarded, replayed: r.replayed };
});

/** Raw content (16) and external link (13): a plain completion. (Signup reward 2 is paid by sign-up itself.) */
export const completeActivityAction = memberAction(simpleParticipationSchema, async (ctx): Promise<Done> => {
  const { data } = ctx;
  const a = actor(ctx);
  const r = await completeSimple(await getDb(), { ...a, activityId: data.activityId, nonce: data.nonce, typeIds: [13, 16] });
  return { pointsAwarded: r.pointsAwarded, replayed: r.replayed };
});

export const donateAction = memberAction(donationSchema, async (ctx): Promise<Done & { cents: number }> => {
  const { data } = ctx;
  const a = actor(ctx);
  const r = await donate(await getDb(), { ...a, activityId: data.activityId, nonce: data.nonce, amount: data.amount });
  return { pointsAwarded: r.pointsAwarded, replayed: r.replayed, cents: r.cents };
});

export const purchaseCouponAction = memberAction(couponPurchaseSchema, async (ctx): Promise<{ code: string }> => {
  const { data } = ctx;
  const a = actor(ctx);
  const r = await purchaseCoupon(await getDb(), { ...a, activityId: data.activityId, couponId: data.couponId, nonce: data.nonce });
  return { code: r.code };
});

export const subscribeCourseAction = memberAction(courseSchema, async (ctx): Promise<{ code: string; createdAt: string; qr: { url: string; image: string } }> => {
  const { data } = ctx;
  const a = actor(ctx);
  const r = await subscribeCourse(await getDb(), {
    ...a,
    activityId: data.activityId,
    courseId: data.courseId,
    nonce: data.nonce,
    shouldContact: data.shouldContact,
  });
  // The QR opens the station's validation page for the code, as on the vouchers page.
  return { code: r.code, createdAt: r.createdAt, qr: await validationQr(stationOrigin(ctx.station), r.code) };
});

const shareSchema = simpleParticipationSchema.extend({ network: z.enum(["facebook", "x", "whatsapp", "copy"]) });

export const recordShareAction = memberAction(shareSchema, async (ctx): Promise<Done> => {
  const { data } = ctx;
  const a = actor(ctx);
  const r = await recordShare(await getDb(), { ...a, activityId: data.activityId, nonce: data.nonce, network: data.network });
  return { pointsAwarded: r.pointsAwarded, replayed: r.replayed };
});

export const inviteLinkAction = memberAction(z.object({ activityId: idSchema }), async (ctx): Promise<{ shortLink: string }> => {
  const { data } = ctx;
  const a = actor(ctx);
  const link = await getOrCreateInviteLink(await getDb(), { ...a, activityId: data.activityId });
  return { shortLink: `${stationOrigin(a.station)}/i/${link.code}` };
});

export const sendInvitesAction = memberAction(inviteEmailsSchema, async (ctx): Promise<{ sent: number }> => {
  const { data } = ctx;
  const a = actor(ctx);
  const db = await getDb();
  const link = await getOrCreateInviteLink(db, { ...a, activityId: data.activityId });
  const shortLink = `${stationOrigin(a.station)}/i/${link.code}`;
  return sendInviteEmails(db, { ...a, activityId: data.activityId, emails: data.emails.map((e) => e.value), shortLink });
});
