// What the parts of the fake Pagar.me share: its JSON replies, ids, the validation errors it answers
// as the API does (422 with "errors" by field), and the state the subscriptions part works on.
import { randomBytes } from "node:crypto";

export type Json = Record<string, unknown>;
export interface Reply {
  status?: number;
  body?: unknown;
}

export const DAY_MS = 86_400_000;

export function invalid(field: string, message: string): Reply {
  return { status: 422, body: { message: "The request is invalid.", errors: { [field]: [message] } } };
}

export const id = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;
export const digits = (v: unknown) => (typeof v === "string" ? v.replace(/\D/g, "") : "");
export const iso = (ms: number) => new Date(ms).toISOString();

/** What a PSP account refuses in a customer: a missing document, phone with area code or address. */
export function customerProblem(customer: Json | undefined, field: string): Reply | null {
  if (!customer) return invalid(field, "The customer field is required.");
  for (const name of ["name", "email", "document", "type"]) if (!customer[name]) return invalid(`${field}.${name}`, `The ${name} field is required.`);
  const document = digits(customer.document);
  if (document.length !== 11 && document.length !== 14) return invalid(`${field}.document`, "The document field is invalid.");
  const mobile = (customer.phones as Json | undefined)?.mobile_phone as Json | undefined;
  if (!mobile || digits(mobile.area_code).length !== 2 || digits(mobile.number).length < 8) return invalid(`${field}.phones`, "At least one phone with area code is required.");
  return addressProblem(customer.address as Json | undefined, `${field}.address`);
}

export function addressProblem(address: Json | undefined, field: string): Reply | null {
  if (!address) return invalid(field, "The address field is required.");
  for (const name of ["line_1", "zip_code", "city", "state", "country"]) if (!address[name]) return invalid(`${field}.${name}`, `The ${name} field is required.`);
  return null;
}

export interface SavedCard {
  card: Json;
  number: string;
  customerId: string;
}

export type WebhookDelivery = { status: number; body: string } | null;

/** The fake's state and the operations of its core that its subscriptions use. */
export interface FakeCore {
  now: () => number;
  customers: Map<string, Json>;
  cards: Map<string, SavedCard>;
  charges: Map<string, Json>;
  upsertCustomer(body: Json): Json;
  /** Uses a token once, within its 60 seconds; the refusal otherwise. */
  spendToken(tokenId: unknown, field: string): { number: string; card: Json } | { refused: Reply };
  /** A card charge as the acquirer answers for this number (the simulator's test cards). */
  cardCharge(amount: number, number: string, card: Json, operation: string, metadata: unknown, extra?: Json): Json;
  /** Posts a signed event to the app's webhook, as Pagar.me does; null when no webhook is set. */
  deliver(type: string, data: Json, host?: string): Promise<WebhookDelivery>;
}
