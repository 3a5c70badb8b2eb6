// What Pagar.me v5 is sent about the payer and the card: saved-card references, the complete
// customer a PSP account requires (document, phone with area code, address, checked here before
// anything is sent), and the bodies of orders, tokens and customer cards. Pure: no request here.
import type { CardInput, CardSource, CreateOrderInput, Customer } from "./types";
import { PaymentError } from "./types";
import { onlyDigits } from "@/lib/validation/documents";

/** A Pagar.me card kept for later charges: the card's id and the customer it belongs to. */
export function cardRefOf(customerId: string, cardId: string): string {
  return `${customerId}:${cardId}`;
}

/** Reads a reference of cardRefOf; a bare card id (kept before customers) has no customer. */
export function parseCardRef(ref: string): { customerId: string | null; cardId: string } {
  const at = ref.indexOf(":");
  return at < 0 ? { customerId: null, cardId: ref } : { customerId: ref.slice(0, at), cardId: ref.slice(at + 1) };
}

/**
 * PSP accounts (Pagar.me's current model) refuse an order whose customer lacks a document, a phone
 * with area code or an address; the refusal is told here, before money is asked for, in pt-BR.
 */
export function assertCompleteCustomer(customer: Customer): asserts customer is Customer & { address: NonNullable<Customer["address"]>; phone: string } {
  const document = onlyDigits(customer.document);
  if (document.length !== 11 && document.length !== 14) throw new PaymentError("invalid_request", "CPF do pagador ausente ou inválido");
  if (onlyDigits(customer.phone ?? "").length < 10) throw new PaymentError("invalid_request", "Telefone do pagador com DDD é obrigatório");
  if (!customer.address) throw new PaymentError("invalid_request", "Endereço do pagador é obrigatório");
  if (!customer.name.trim() || !customer.email.trim()) throw new PaymentError("invalid_request", "Nome e e-mail do pagador são obrigatórios");
}

export function customerBody(customer: Customer) {
  assertCompleteCustomer(customer);
  const phone = onlyDigits(customer.phone);
  const document = onlyDigits(customer.document);
  return {
    name: customer.name.trim(),
    email: customer.email.trim(),
    document,
    document_type: document.length === 14 ? "CNPJ" : "CPF",
    type: document.length === 14 ? "company" : "individual",
    phones: { mobile_phone: { country_code: "55", area_code: phone.slice(0, 2), number: phone.slice(2) } },
    address: addressBody(customer.address),
  };
}

export function addressBody(address: NonNullable<Customer["address"]>) {
  return {
    // "Número, Rua, Bairro", as Pagar.me reads line_1 (a CEP without a neighbourhood leaves it out).
    line_1: [address.number, address.street, address.neighborhood].filter(Boolean).join(", "),
    ...(address.complement ? { line_2: address.complement } : {}),
    zip_code: onlyDigits(address.cep),
    city: address.city,
    state: address.state,
    country: "BR",
  };
}

/** The card part of a payment or subscription: a saved card by id on its customer, or a token with the billing address it lacks. */
export function cardPart(card: CardSource, customer: Customer) {
  if ("token" in card) {
    assertCompleteCustomer(customer);
    return { card_token: card.token, card: { billing_address: addressBody(customer.address) } };
  }
  return { card_id: parseCardRef(card.cardId).cardId };
}

/** The customer part: the saved card's own customer by id (complete when the card was saved), else the whole customer. */
export function customerPart(customer: Customer, card?: CardSource) {
  const customerId = card && "cardId" in card ? parseCardRef(card.cardId).customerId : null;
  return customerId ? { customer_id: customerId } : { customer: customerBody(customer) };
}

export function orderBody(input: CreateOrderInput) {
  const { payment } = input;
  const paymentBody =
    payment.method === "pix"
      ? { payment_method: "pix", pix: { expires_in: payment.expiresInSeconds } }
      : {
          payment_method: "credit_card",
          credit_card: {
            installments: 1,
            operation_type: payment.capture === false ? "auth_only" : "auth_and_capture",
            ...(payment.statementDescriptor ? { statement_descriptor: payment.statementDescriptor.slice(0, 13) } : {}),
            ...cardPart(payment.card, input.customer),
          },
        };
  // Checked even when the saved card's customer goes by id: the app's payer must be complete too.
  assertCompleteCustomer(input.customer);
  return {
    items: input.items.map((item) => ({ code: item.code, description: item.description, quantity: item.quantity, amount: item.unitAmountCents })),
    ...customerPart(input.customer, payment.method === "credit_card" ? payment.card : undefined),
    payments: [paymentBody],
    metadata: input.metadata,
    closed: true,
  };
}

export function tokenBody(card: CardInput, expiry: { month: number; year: number }) {
  return {
    type: "card",
    card: { number: onlyDigits(card.number), holder_name: card.holderName.trim(), exp_month: expiry.month, exp_year: expiry.year, cvv: card.cvv.trim() },
  };
}

export function customerCardBody(token: string, address: NonNullable<Customer["address"]>) {
  return { token, billing_address: addressBody(address) };
}

