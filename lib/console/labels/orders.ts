// Audit labels of the console's "Pedidos": refunds and delivery steps.
export const ordersAuditLabels: Record<string, string> = {
  "commerce.order.refund": "Estornou um pedido",
  "commerce.order.sent": "Marcou um pedido como enviado",
  "commerce.order.delivered": "Marcou um pedido como entregue",
};
