// Participation messages: the product's (verbatim) and the ones it left to us to write.
import { formatDate, formatTime } from "@/lib/format";

export const MSG_LIMIT = "Olá, você já ultrapassou o limite de participações nessa atividade!";
export const MSG_UNAVAILABLE = "Erro! Esta atividade não está disponível.";
export const MSG_OUT_OF_STOCK = "O estoque desse(s) produto(s) está esgotado no momento.";
export const MSG_INSUFFICIENT_BALANCE = "Saldo insuficiente";
/** A quantity above a product's per-order limit (the spec blocks it in the picker; ours for the server). */
export function productLimitMessage(productName: string, limit: number): string {
  return `Quantidade máxima de ${productName}: ${limit}`;
}
export const MSG_BAD_WINDOW = "Houve um problema com a data de publicação desta atividade.";

export function prerequisitesMessage(names: string[]): string {
  return `Quase lá! Conclua antes: ${names.join(", ")}`;
}

const at = (d: Date | string) => `${formatDate(d)} às ${formatTime(d)}`;

/** "Você pode participar entre os dias DD/MM/YYYY às HH:mm e DD/MM/YYYY às HH:mm" (São Paulo time). */
export function windowMessage(start: Date | string | null, end: Date | string | null): string {
  if (start && end) return `Você pode participar entre os dias ${at(start)} e ${at(end)}`;
  if (start) return `Você pode participar a partir do dia ${at(start)}`;
  if (end) return `Você podia participar até o dia ${at(end)}`;
  return MSG_BAD_WINDOW;
}
