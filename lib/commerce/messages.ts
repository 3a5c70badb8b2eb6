// Texts of the cart and checkout, verbatim where the spec gives them.
// Client-safe: the checkout screens show the same strings the commands throw.
import type { OrderStatus } from "./schema";

export { MSG_LIMIT, MSG_OUT_OF_STOCK, MSG_UNAVAILABLE } from "@/lib/activities/messages";
export { MSG_PAYMENT_DECLINED } from "@/lib/wallet/messages";

export const MSG_CART_ADDED = "Produtos adicionados ao carrinho";
/** Ours (the spec has no text): a station whose "Carrinho e compras" is off sells nothing by cart. */
export const MSG_CART_OFF = "A loja desta estação não está aberta no momento.";
export const MSG_CART_EMPTY = "Ooops! Você ainda não possui itens no seu carrinho.";
export const MSG_GO_SHOPPING = "Clique para ir às compras!";
export const MSG_ORDER_SUCCESS = "Pedido realizado com sucesso!";
export const MSG_NO_ORDERS = "Você ainda não fez pedidos";
export const MSG_ORDER_NOT_FOUND = "Pedido não encontrado";
export const MSG_TRANSACTION_FAILED = "Não foi possível completar sua transação. Por favor, tente novamente.";

/** Reservation failure: "... Motivo: {message}". */
export function reservationFailedMessage(reason: string): string {
  return `${MSG_TRANSACTION_FAILED} Motivo: ${reason}`;
}

/** Second line of the order-failure dialog (buttons "Cancelar" / "Sim"). */
export function paymentFailedQuestion(reason: string): string {
  return `Motivo: ${reason}. Deseja tentar outra forma de pagamento?`;
}

export const TOAST_RESERVATION_EXPIRED = {
  title: "Tempo de reserva esgotado",
  text: "O tempo limite de reserva de produto para compra se esgotou. Por favor, comece novamente.",
} as const;
export const TOAST_PIX_EXPIRED = {
  title: "Tempo expirado",
  text: "O tempo máximo para pagamento do PIX expirou. Para comprar novamente, recomece o processo.",
} as const;
export const TOAST_PIX_NOT_CONFIRMED = {
  title: "Pagamento não confirmado",
  text: "Seu pagamento ainda não foi confirmado pelo nosso sistema de pagamentos. Se já tiver pago, o processo pode demorar alguns segundos.",
} as const;

// The spec leaves these to design: ours, in its style.
export const MSG_PAYMENT_REQUIRED = "Escolha a forma de pagamento";
export const MSG_DELIVERY_REQUIRED = "Selecione um local de entrega";
/** A delivery region that does not deliver to the address's CEP (the region follows the CEP). */
export const MSG_REGION_NOT_COVERED = "Esta região de entrega não atende o CEP informado. Escolha a região do seu CEP.";
/** No delivery region of the activity delivers to the address's CEP. */
export const MSG_REGION_NONE = "Ainda não entregamos no CEP informado.";
export const MSG_PAYMENT_UNAVAILABLE = "Pagamento com cartão ou PIX indisponível no momento.";

/** Order status as the member reads it ("Pagamento confirmado" and "Parcialmente estornada" are the spec's). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: "Aguardando pagamento",
  paid: "Pagamento confirmado",
  failed: "Pagamento recusado",
  cancelled: "Cancelado",
  expired: "Expirado",
  partially_refunded: "Parcialmente estornada",
  refunded: "Estornado",
  delivered: "Entregue",
  received: "Pedido recebido",
};
