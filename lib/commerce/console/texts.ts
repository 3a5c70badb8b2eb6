// Texts of the console's "Pedidos": ours (the spec gives none for the owner's side), in the
// product's voice. Client-safe: the forms show the same strings the commands throw.
import { formatBRL } from "@/lib/format";

export const ORDERS_CONSOLE_TEXTS = {
  notFound: "Pedido não encontrado",
  notRefundable: "Só um pedido pago pode ser estornado.",
  empty: "Informe o valor ou os itens a estornar.",
  itemUnknown: "Item que não é deste pedido.",
  itemTooMany: "Quantidade maior que a ainda não estornada deste item.",
  keyReused: "Este estorno já foi pedido com outros dados. Recarregue a página e tente de novo.",
  gatewayRefused: "O meio de pagamento não aceitou o estorno. Nada foi devolvido; tente novamente.",
  notDeliverable: "Este pedido não tem entrega a acompanhar.",
  stepOutOfOrder: "Marque as etapas em ordem: recebido, enviado, entregue.",
  stepDone: "Esta etapa já foi marcada.",
} as const;

/** The amount asked for passes what may still go back. */
export function refundTooLarge(leftCents: number): string {
  return leftCents > 0 ? `O estorno passa do valor que ainda pode ser devolvido (${formatBRL(leftCents)}).` : "Este pedido já foi estornado por inteiro.";
}
