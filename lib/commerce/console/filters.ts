// The console's order list filter as the page's query string says it: status, payment method,
// period (São Paulo days) and member (name, e-mail or CPF). Anything malformed is ignored, never an
// error. Client-safe: the page, the pager and the CSV link share it.
import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from "../schema";

export const ORDERS_PAGE_SIZE = 25;

export interface OrderFilter {
  status: OrderStatus | null;
  method: PaymentMethod | null;
  from: string | null;
  to: string | null;
  /** Part of the member's name or e-mail, or their CPF (11 digits, with or without the mask). */
  member: string | null;
}

export type OrderQuery = { situacao?: string; pagamento?: string; de?: string; ate?: string; membro?: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function orderFilterFrom(query: OrderQuery): OrderFilter {
  const status = ORDER_STATUSES.find((s) => s === query.situacao) ?? null;
  const method = PAYMENT_METHODS.find((m) => m === query.pagamento) ?? null;
  const from = query.de && DAY.test(query.de) ? query.de : null;
  const to = query.ate && DAY.test(query.ate) ? query.ate : null;
  const member = query.membro?.trim().slice(0, 120) || null;
  return { status, method, from, to, member };
}

/** The same filter as a query string, for the pager and the export link. */
export function orderQueryString(filter: OrderFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filter.status) params.set("situacao", filter.status);
  if (filter.method) params.set("pagamento", filter.method);
  if (filter.from) params.set("de", filter.from);
  if (filter.to) params.set("ate", filter.to);
  if (filter.member) params.set("membro", filter.member);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const isFiltered = (f: OrderFilter) => Boolean(f.status || f.method || f.from || f.to || f.member);
