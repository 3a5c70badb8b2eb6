// What deleting a member's account does to the data, inside the caller's transaction (LGPD art.
// 18, VI; DESIGN §3: nothing financial is cascaded away), whoever asks: the member on
// /homepage/perfil/privacidade or the owner in the console's Membros (lib/accounts/console). The user row stays as the anonymous
// holder of the points ledger, orders, payments, participations and subscriptions under the same
// id, so every station total and report counts the same; everything that names the person is
// cleared or removed:
// - the account: name becomes "Participante removido"; e-mail, CPF, phone, birth date, state,
//   city, photo and password are cleared (e-mail and CPF are free for a new sign-up), deleted_at
//   is set (the guard refuses the account), every one-time secret (codes, links, login tokens) is
//   deleted and every session ends; marketing consent is withdrawn in the consent ledger, which
//   keeps the member's history;
// - the wall: posts and comments are REMOVED (text and media cleared, marked deleted), not kept
//   under "Participante removido": a member's own words and photos identify them, and the threads
//   keep their shape with the others' replies. Suggestions to the political area likewise;
// - saved cards (holder and billing data), delivery addresses and phones of orders, support
//   messages (name, e-mail, phone, message), service appointments (CPF, phone, description),
//   the text of correction requests, invite links, and the upload records' owner (the files no
//   row references any more are removed by the orphan job).
// Kept on purpose: the signup_rewards' keyed hashes (so a re-registration is not rewarded twice),
// the owner's roster entry (the owner's own list of affiliates), the mail outbox (the log of what
// was sent).
import "server-only";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { accountSecrets } from "@/lib/accounts/auth-schema";
import { users } from "@/lib/accounts/schema";
import { inviteLinks } from "@/lib/activities/schema";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { memberCards, orderActions, orders, type CardBilling } from "@/lib/commerce/schema";
import { supportMessages } from "@/lib/content/schema";
import type { Tx } from "@/lib/db/client";
import { politicalThemeSuggestions, serviceAppointments } from "@/lib/services/schema";
import { setMarketingConsent } from "@/lib/consents";
import { comments, posts } from "@/lib/social/schema";
import { uploads } from "@/lib/uploads/schema";
import { dataRequests } from "./schema";
import { REMOVED_MEMBER_NAME } from "./texts";

const REMOVED_TEXT = "Removido a pedido do titular.";
const BLANK_BILLING: CardBilling = { cpf: "", birthday: "", email: "", phone: "", address: { cep: "", state: "", city: "", street: "", number: "", neighborhood: "" } };

/**
 * Anonymises `userId` of `stationId` in `tx`; `email` is the address the account had (support
 * messages written before signing in), `channel` who asked (the consent ledger's withdrawal).
 * Answers how many sessions it ended.
 */
export async function anonymiseMember(
  tx: Tx,
  input: { stationId: number; userId: number; email: string | null; channel: "profile" | "console" },
  now = new Date(),
): Promise<{ sessionsEnded: number }> {
  const { stationId, userId } = input;
  await setMarketingConsent(tx, { stationId, userId, subscribed: false, channel: input.channel });
  await tx
    .update(users)
    .set({
      name: REMOVED_MEMBER_NAME,
      email: null,
      cpf: null,
      tel: null,
      birthday: null,
      stateId: null,
      city: null,
      image: null,
      passwordHash: null,
      emailSubscribed: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), eq(users.stationId, stationId)));
  await tx.delete(accountSecrets).where(and(eq(accountSecrets.stationId, stationId), eq(accountSecrets.userId, userId)));
  // A user row belongs to one station, so these are every session of the account on that station.
  const sessionsEnded = await revokeUserSessions(tx, userId, now);

  await tx
    .update(posts)
    .set({ description: "", mediaType: null, mediaKey: null, deletedAt: sql`coalesce(${posts.deletedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(posts.stationId, stationId), eq(posts.userId, userId)));
  await tx
    .update(comments)
    .set({ description: "", deletedAt: sql`coalesce(${comments.deletedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(comments.stationId, stationId), eq(comments.userId, userId)));
  await tx
    .update(politicalThemeSuggestions)
    .set({ description: REMOVED_TEXT })
    .where(and(eq(politicalThemeSuggestions.stationId, stationId), eq(politicalThemeSuggestions.userId, userId)));

  await tx
    .update(memberCards)
    // The card stays (its charges name it) but no longer says whose it was; it cannot be charged again.
    .set({ holderName: REMOVED_MEMBER_NAME, billing: BLANK_BILLING, saved: false, saveOnApproval: false, reusable: false })
    .where(and(eq(memberCards.stationId, stationId), eq(memberCards.userId, userId)));
  const orderIds = tx.select({ id: orders.id }).from(orders).where(and(eq(orders.stationId, stationId), eq(orders.userId, userId)));
  await tx.update(orders).set({ phone: null }).where(and(eq(orders.stationId, stationId), eq(orders.userId, userId)));
  await tx
    .update(orderActions)
    .set({ address: null, number: null, complement: null, zipcode: null, reference: null })
    .where(and(eq(orderActions.stationId, stationId), inArray(orderActions.orderId, orderIds)));

  const email = input.email?.trim().toLowerCase();
  await tx
    .update(supportMessages)
    .set({ name: REMOVED_MEMBER_NAME, email: "", phone: null, message: REMOVED_TEXT, userId })
    .where(
      and(
        eq(supportMessages.stationId, stationId),
        email ? or(eq(supportMessages.userId, userId), eq(sql`lower(${supportMessages.email})`, email)) : eq(supportMessages.userId, userId),
      ),
    );
  await tx
    .update(serviceAppointments)
    .set({ cpf: null, phone: null, description: REMOVED_TEXT })
    .where(and(eq(serviceAppointments.stationId, stationId), eq(serviceAppointments.userId, userId)));

  await tx.update(dataRequests).set({ details: null }).where(and(eq(dataRequests.stationId, stationId), eq(dataRequests.userId, userId)));
  await tx.delete(inviteLinks).where(and(eq(inviteLinks.stationId, stationId), eq(inviteLinks.userId, userId)));
  await tx.update(uploads).set({ userId: null }).where(and(eq(uploads.stationId, stationId), eq(uploads.userId, userId)));
  return { sessionsEnded };
}
