// Orders, as the rest of the app uses them: writing an order, submitting the cart, settling the
// gateway's answer, and the member's reads. The files behind this surface split those concerns;
// import from here.
export { getMemberOrder, getMemberOrderSummary, findOrderByGatewayCharge, listMemberOrders, type OrderDetail, type OrderSummary } from "./queries";
export { expireUnpaidOrder, markOrderFailed, markOrderPaid } from "./settle";
export { PAYMENT_TIMEOUT_SECONDS, PIX_GRACE_SECONDS, type SettleResult } from "./state";
export { submitOrder, type CheckoutLine, type SubmitOrderResult } from "./submit";
export { writeOrder, type NewOrderAction, type OrderActor, type OrderLedgerEntry, type OrderWrite } from "./write";
