// Members' plans and subscriptions, as the pages, actions and jobs use them:
// - subscription-reads.ts: the plans, the live subscription, the charge history, a change's quote;
// - proration.ts: the maths of a change (pure);
// - subscription-commands.ts: buy, change, card update, cancel, each through the gateway it is given;
// - renewal.ts and renewal-webhook.ts: the renewal at a period's end, by job or by the gateway's invoice event;
// - plan-gateway.ts: what plans need of a gateway, and the configured one.
export type { PlanConfirmation } from "./attempts";
export { configuredPlanGateway, type Member, type PlanGateway } from "./plan-gateway";
export { buyPlan, cancelSubscription, changePlan, updateSubscriptionCard, type PlanCommandInput } from "./subscription-commands";
export { RenewalNotBilledYet, renewSubscription } from "./renewal";
export { handleSubscriptionWebhook, type SubscriptionWebhookAnswer } from "./renewal-webhook";
export {
  changeDirection,
  getCurrentSubscription,
  getMemberPlan,
  listChargeHistory,
  listMemberPlans,
  listSubscriptionCharges,
  quoteChange,
  unusedCredit,
  type ChangeDirection,
  type ChangeQuote,
  type ChargeHistoryItem,
  type PlanView,
  type SubscriptionView,
} from "./subscription-reads";
