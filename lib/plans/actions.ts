"use server";
// Server Actions of the plans pages, behind the member gate: buy or change a plan, change the
// subscription's card, cancel, and the enterprise contact ("sobconsulta", only where the station
// turns the enterprise card on). New cards are tokenised first by saveCardAction (lib/commerce).
import { UserFacingError } from "@/lib/actions/result";
import { memberAction } from "@/lib/auth/guard";
import { submitSupportMessage } from "@/lib/support/messages";
import { supportMessageSchema } from "@/lib/support/message-schema";
import { getDb } from "@/lib/db/client";
import { buyPlan, cancelSubscription, changePlan, configuredPlanGateway, updateSubscriptionCard, type PlanConfirmation } from "./subscriptions";
import { cancelSubscriptionSchema, planPurchaseSchema, subscriptionCardSchema } from "./schemas";

/** "Realizar pagamento" / "Continuar" on /homepage/planos/{id}/comprar|mudar. */
export const purchasePlanAction = memberAction(planPurchaseSchema, async ({ station, user, data }): Promise<PlanConfirmation> => {
  const db = await getDb();
  const member = { stationId: station.id, userId: user.id };
  const input = { planId: data.planId, attemptKey: data.attemptKey, cardId: data.cardId };
  const gateway = configuredPlanGateway();
  return data.mode === "comprar" ? buyPlan(db, gateway, member, input) : changePlan(db, gateway, member, input);
});

/** /homepage/planos/editar-pagamento: the card that pays the next periods (a past-due period at once). */
export const updateSubscriptionCardAction = memberAction(subscriptionCardSchema, async ({ station, user, data }) =>
  updateSubscriptionCard(await getDb(), configuredPlanGateway(), { stationId: station.id, userId: user.id }, data),
);

/** The cancel dialog's "Confirmar": the subscription ends now with the chosen reason. */
export const cancelSubscriptionAction = memberAction(cancelSubscriptionSchema, async ({ station, user, data }): Promise<{ canceled: true }> => {
  await cancelSubscription(await getDb(), configuredPlanGateway(), { stationId: station.id, userId: user.id }, data.reason);
  return { canceled: true };
});

/** /homepage/planos/sobconsulta: the enterprise contact, mailed to the station's contact address. */
export const enterpriseContactAction = memberAction(supportMessageSchema, async ({ station, user, data }): Promise<undefined> => {
  if (!station.settings.enterprisePlanCard) throw new UserFacingError("Página não encontrada", undefined, 404);
  await submitSupportMessage(await getDb(), data, {
    station: { id: station.id, name: station.name, contactMail: station.contactMail },
    kind: "enterprise",
    visitorKey: `member:${user.id}`,
    userId: user.id,
  });
  return undefined;
});
