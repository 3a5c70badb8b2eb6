// The wallet's texts, the product's verbatim where it gives them — including its "tranferência" —
// and ours where it is silent (empty states, e-mail, statuses). Client-safe.

/** The transfer amount's range, in cents, and its two messages. */
export const TRANSFER_MIN_CENTS = 150;
export const TRANSFER_MAX_CENTS = 10_000;
export const MSG_TRANSFER_MIN = "Valor mínimo requerido de R$ 1,50";
export const MSG_TRANSFER_MAX = "Valor máximo permitido por tranferencia de R$ 100,00.";

/**
 * "Comprar pontos" by card: the product gives no range. The transfer's minimum (its message is
 * generic), and R$ 500,00 at most per purchase — the product's delivery ceiling — so a stolen
 * session cannot run a large charge on a saved card.
 */
export const PURCHASE_MIN_CENTS = TRANSFER_MIN_CENTS;
export const PURCHASE_MAX_CENTS = 50_000;
export const MSG_PURCHASE_MIN = MSG_TRANSFER_MIN;
export const MSG_PURCHASE_MAX = "Valor máximo permitido por compra de R$ 500,00.";

export const LABEL_AMOUNT = "Quantidade em BRL";

export const WALLET_TEXTS = {
  statementTitle: "Meu extrato",
  earnedTab: "Créditos de Premiação",
  usedTab: "Créditos Utilizados",
  emptyEarned: "Você ainda não recebeu créditos neste período",
  emptyUsed: "Você ainda não utilizou créditos neste período",
  cardsTitle: "Meios de pagamento",
  emptyCards: "Você ainda não possui meios de pagamento cadastrados",
  topUpTab: "Abastecer créditos",
  requestsTab: "Pedidos de tranferência",
  emptyRequests: "Você ainda não fez pedidos de transferência",
  transferSuccessTitle: "Pedido enviado",
  transferSuccess:
    "Recebemos seu pedido de transferência. Assim que a transferência for verificada, os créditos serão liberados e você receberá um e-mail.",
  noBankDetails: "A estação ainda não informou os dados bancários para transferência.",
  purchaseSuccess: "Operação realizada com sucesso",
  cardRemoved: "Cartão removido",
} as const;

export const TRANSFER_STATUS_LABELS = { pending: "Pendente", confirmed: "Confirmado", rejected: "Recusado" } as const;

export const MSG_TRANSFER_NOT_FOUND = "Pedido de transferência não encontrado";
/** A failure whose errors cannot be read. */
export const MSG_UNREADABLE = "Erro";

/** A refused card payment, when the gateway gives no reason. */
export const MSG_PAYMENT_DECLINED = "Pagamento recusado";
