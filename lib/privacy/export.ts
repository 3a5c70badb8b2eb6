// "Baixar meus dados" (LGPD art. 18, II and V): everything the station keeps about one member, as
// one plain object that the JSON download serialises as is (portability) and the HTML document
// renders (export-html.ts). Every query names both the station and the member, so nothing of
// another member or station can enter. Amounts stay integers here (cents, hundredths of a point);
// formatting happens only in the HTML.
import "server-only";
import { and, asc, desc, eq, inArray, or } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { invitations } from "@/lib/accounts/auth-schema";
import { activities, participations } from "@/lib/activities/schema";
import { listMemberOrders } from "@/lib/commerce/orders";
import { memberCards, orderActions, orderItems } from "@/lib/commerce/schema";
import { supportMessages } from "@/lib/content/schema";
import type { DbOrTx } from "@/lib/db/client";
import { planSubscriptions, plans } from "@/lib/plans/schema";
import { politicalThemeSuggestions, serviceAppointments } from "@/lib/services/schema";
import { comments, posts } from "@/lib/social/schema";
import { BRAZILIAN_STATES } from "@/lib/validation/brazilian-states";
import { getBalance } from "@/lib/wallet/ledger";
import { listStatement } from "@/lib/wallet/statement";
import { dataRequests } from "./schema";
import { consentHistory, type ConsentAction, type ConsentChannel, type ConsentDocument } from "@/lib/consents";

export const EXPORT_VERSION = 1;

/** One entry of the consent ledger (lib/consents): which text, its version, accepted or withdrawn, where and when. */
export interface ConsentEvent {
  document: ConsentDocument;
  version: string;
  action: ConsentAction;
  channel: ConsentChannel;
  at: string;
}

/** The member's consent ledger, oldest first; the current marketing choice is exported beside it. */
async function consentHistoryForExport(db: DbOrTx, stationId: number, userId: number): Promise<ConsentEvent[]> {
  const history = await consentHistory(db, stationId, userId);
  return history.map((c) => ({ document: c.document, version: c.version, action: c.action, channel: c.channel, at: c.at.toISOString() }));
}

export interface MemberExport {
  version: number;
  generatedAt: string;
  station: { id: number; name: string };
  profile: {
    id: number;
    name: string | null;
    email: string | null;
    cpf: string | null;
    phone: string | null;
    birthday: string | null;
    state: string | null;
    city: string | null;
    photo: string | null;
    createdAt: string;
  };
  consents: { marketingEmail: boolean; history: ConsentEvent[] };
  points: {
    /** Hundredths of a point; an entry's points are negative for a debit. */
    balance: number;
    entries: { id: number; points: number; description: string; createdAt: string }[];
  };
  orders: {
    id: number;
    code: string;
    status: string;
    paymentMethod: string;
    /** Cents. */
    totalValue: number;
    walletValue: number;
    gatewayValue: number;
    cashbackValue: number;
    createdAt: string;
    items: { name: string; quantity: number; value: number }[];
    deliveries: { activity: string; pickup: boolean; address: string | null; number: string | null; complement: string | null; zipcode: string | null }[];
  }[];
  participations: { activity: string; status: string; points: number; createdAt: string }[];
  wall: {
    posts: { id: number; text: string; media: string | null; createdAt: string; removedAt: string | null }[];
    comments: { id: number; text: string; on: string; createdAt: string; removedAt: string | null }[];
  };
  invitations: { invitedBy: { code: string; at: string } | null; sent: { at: string; credited: boolean }[] };
  plans: { plan: string; status: string; since: string; until: string; canceledAt: string | null }[];
  services: {
    appointments: { area: string; description: string; status: string; createdAt: string }[];
    suggestions: { text: string; createdAt: string }[];
  };
  paymentCards: { brand: string | null; lastDigits: string; holder: string; expiry: string }[];
  supportMessages: { subject: string; message: string; createdAt: string; reply: string | null }[];
  requests: { kind: string; status: string; requestedAt: string; completedAt: string | null }[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Everything kept about `userId` on `station`; null when the member is not this station's. */
export async function buildMemberExport(
  db: DbOrTx,
  station: { id: number; name: string },
  userId: number,
  now = new Date(),
): Promise<MemberExport | null> {
  const stationId = station.id;
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      cpf: users.cpf,
      tel: users.tel,
      birthday: users.birthday,
      stateId: users.stateId,
      city: users.city,
      image: users.image,
      emailSubscribed: users.emailSubscribed,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.stationId, stationId)));
  if (!user) return null;
  const member = { stationId, userId };

  // The statement as the member reads it ("Meu extrato"): credits and debits, a debit negative here.
  const statement = async (side: "earned" | "used") =>
    (await listStatement(db, member, { side, pageSize: 100_000 })).rows.map((r) => ({ ...r, points: side === "used" ? -r.points : r.points }));
  const [earned, used] = [await statement("earned"), await statement("used")];
  const entries = [...earned, ...used]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id))
    .map((r) => ({ id: r.id, points: r.points, description: r.actionName, createdAt: r.createdAt }));

  const orderList = await listMemberOrders(db, stationId, userId, 10_000);
  const orderIds = orderList.map((o) => o.id);
  const items = orderIds.length
    ? await db
        .select({ orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity, value: orderItems.value })
        .from(orderItems)
        .where(and(eq(orderItems.stationId, stationId), inArray(orderItems.orderId, orderIds)))
        .orderBy(asc(orderItems.id))
    : [];
  const deliveries = orderIds.length
    ? await db
        .select({
          orderId: orderActions.orderId,
          activity: orderActions.activityName,
          delivers: orderActions.delivers,
          address: orderActions.address,
          number: orderActions.number,
          complement: orderActions.complement,
          zipcode: orderActions.zipcode,
        })
        .from(orderActions)
        .where(and(eq(orderActions.stationId, stationId), inArray(orderActions.orderId, orderIds)))
        .orderBy(asc(orderActions.id))
    : [];

  const participationRows = await db
    .select({ activity: activities.name, status: participations.status, points: participations.pointsAwarded, createdAt: participations.createdAt })
    .from(participations)
    .innerJoin(activities, and(eq(activities.id, participations.activityId), eq(activities.stationId, participations.stationId)))
    .where(and(eq(participations.stationId, stationId), eq(participations.userId, userId)))
    .orderBy(desc(participations.createdAt), desc(participations.id));

  const postRows = await db
    .select({ id: posts.id, text: posts.description, media: posts.mediaKey, createdAt: posts.createdAt, deletedAt: posts.deletedAt })
    .from(posts)
    .where(and(eq(posts.stationId, stationId), eq(posts.userId, userId)))
    .orderBy(desc(posts.createdAt), desc(posts.id));
  const commentRows = await db
    .select({ id: comments.id, text: comments.description, postId: comments.postId, activityId: comments.activityId, createdAt: comments.createdAt, deletedAt: comments.deletedAt })
    .from(comments)
    .where(and(eq(comments.stationId, stationId), eq(comments.userId, userId)))
    .orderBy(desc(comments.createdAt), desc(comments.id));

  const [invitedBy] = await db
    .select({ code: invitations.code, at: invitations.createdAt })
    .from(invitations)
    .where(and(eq(invitations.stationId, stationId), eq(invitations.inviteeUserId, userId)));
  // Whom the member invited is the invitees' data: only when and whether it was credited.
  const sent = await db
    .select({ at: invitations.createdAt, creditedAt: invitations.creditedAt })
    .from(invitations)
    .where(and(eq(invitations.stationId, stationId), eq(invitations.inviterUserId, userId)))
    .orderBy(desc(invitations.createdAt));

  const planRows = await db
    .select({
      plan: plans.name,
      status: planSubscriptions.status,
      since: planSubscriptions.createdAt,
      until: planSubscriptions.currentPeriodEnd,
      canceledAt: planSubscriptions.canceledAt,
    })
    .from(planSubscriptions)
    .innerJoin(plans, eq(plans.id, planSubscriptions.planId))
    .where(and(eq(planSubscriptions.stationId, stationId), eq(planSubscriptions.userId, userId)))
    .orderBy(desc(planSubscriptions.createdAt));
  const appointments = await db
    .select({ area: serviceAppointments.area, description: serviceAppointments.description, status: serviceAppointments.status, createdAt: serviceAppointments.createdAt })
    .from(serviceAppointments)
    .where(and(eq(serviceAppointments.stationId, stationId), eq(serviceAppointments.userId, userId)))
    .orderBy(desc(serviceAppointments.createdAt));
  const suggestions = await db
    .select({ text: politicalThemeSuggestions.description, createdAt: politicalThemeSuggestions.createdAt })
    .from(politicalThemeSuggestions)
    .where(and(eq(politicalThemeSuggestions.stationId, stationId), eq(politicalThemeSuggestions.userId, userId)))
    .orderBy(desc(politicalThemeSuggestions.createdAt));
  const cards = await db
    .select({ brand: memberCards.brand, lastDigits: memberCards.lastDigits, holder: memberCards.holderName, expiry: memberCards.expiry })
    .from(memberCards)
    .where(and(eq(memberCards.stationId, stationId), eq(memberCards.userId, userId), eq(memberCards.saved, true)))
    .orderBy(desc(memberCards.id));
  // Messages written signed in, or from the account's address before signing in.
  const support = await db
    .select({ subject: supportMessages.subject, message: supportMessages.message, createdAt: supportMessages.createdAt, reply: supportMessages.reply })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.stationId, stationId),
        user.email ? or(eq(supportMessages.userId, userId), eq(supportMessages.email, user.email.toLowerCase())) : eq(supportMessages.userId, userId),
      ),
    )
    .orderBy(desc(supportMessages.createdAt));
  const requests = await db
    .select({ kind: dataRequests.kind, status: dataRequests.status, requestedAt: dataRequests.requestedAt, completedAt: dataRequests.completedAt })
    .from(dataRequests)
    .where(and(eq(dataRequests.stationId, stationId), eq(dataRequests.userId, userId)))
    .orderBy(desc(dataRequests.requestedAt), desc(dataRequests.id));

  return {
    version: EXPORT_VERSION,
    generatedAt: now.toISOString(),
    station: { id: station.id, name: station.name },
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      cpf: user.cpf,
      phone: user.tel,
      birthday: user.birthday,
      state: BRAZILIAN_STATES.find((s) => s.id === user.stateId)?.name ?? null,
      city: user.city,
      photo: user.image,
      createdAt: user.createdAt.toISOString(),
    },
    consents: { marketingEmail: user.emailSubscribed, history: await consentHistoryForExport(db, stationId, userId) },
    points: { balance: await getBalance(db, stationId, userId), entries },
    orders: orderList.map((o) => ({
      id: o.id,
      code: o.code,
      status: o.status,
      paymentMethod: o.paymentMethod,
      totalValue: o.totalValue,
      walletValue: o.walletValue,
      gatewayValue: o.gatewayValue,
      cashbackValue: o.cashbackValue,
      createdAt: o.createdAt,
      items: items.filter((i) => i.orderId === o.id).map(({ name, quantity, value }) => ({ name, quantity, value })),
      deliveries: deliveries.filter((d) => d.orderId === o.id).map(({ orderId: _, delivers, ...d }) => ({ ...d, pickup: !delivers })),
    })),
    participations: participationRows.map((p) => ({ activity: p.activity, status: p.status, points: p.points, createdAt: p.createdAt.toISOString() })),
    wall: {
      posts: postRows.map((p) => ({ id: p.id, text: p.text, media: p.media, createdAt: p.createdAt.toISOString(), removedAt: iso(p.deletedAt) })),
      comments: commentRows.map((c) => ({
        id: c.id,
        text: c.text,
        on: c.postId ? `post:${c.postId}` : `activity:${c.activityId}`,
        createdAt: c.createdAt.toISOString(),
        removedAt: iso(c.deletedAt),
      })),
    },
    invitations: {
      invitedBy: invitedBy ? { code: invitedBy.code, at: invitedBy.at.toISOString() } : null,
      sent: sent.map((s) => ({ at: s.at.toISOString(), credited: s.creditedAt !== null })),
    },
    plans: planRows.map((p) => ({ plan: p.plan, status: p.status, since: p.since.toISOString(), until: p.until.toISOString(), canceledAt: iso(p.canceledAt) })),
    services: {
      appointments: appointments.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
      suggestions: suggestions.map((s) => ({ text: s.text, createdAt: s.createdAt.toISOString() })),
    },
    paymentCards: cards,
    supportMessages: support.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    requests: requests.map((r) => ({ kind: r.kind, status: r.status, requestedAt: r.requestedAt.toISOString(), completedAt: iso(r.completedAt) })),
  };
}
