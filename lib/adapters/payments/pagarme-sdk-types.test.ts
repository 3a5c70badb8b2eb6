// Our Pagar.me wire shapes against the official SDK's models (@pagarme/pagarme-nodejs-sdk, a
// devDependency used for its types only). The SDK names fields in camelCase and maps them to the
// API's snake_case, so our snake_case shapes are camelised here and every field we send or read
// must exist in the SDK's model with a compatible type: a field name Pagar.me does not have fails
// `tsc` (and `next build`), naming its path. The SDK marks many fields required that the API does
// not require, so what we leave out is not checked.
import type {
  CreateCancelChargeRequest,
  CreateCancelSubscriptionRequest,
  CreateCaptureChargeRequest,
  CreateCardRequest,
  CreateCreditCardPaymentRequest,
  CreateCustomerRequest,
  CreateOrderRequest,
  CreateSubscriptionRequest,
  CreateTokenRequest,
  GetCardResponse,
  GetChargeResponse,
  GetCreditCardTransactionResponse,
  GetCustomerResponse,
  GetInvoiceResponse,
  GetOrderResponse,
  GetPixTransactionResponse,
  GetSubscriptionResponse,
  GetTokenResponse,
  ListInvoicesResponse,
  UpdateSubscriptionCardRequest,
} from "@pagarme/pagarme-nodejs-sdk";
import { describe, expect, it } from "vitest";
import { cardPart, customerBody, customerCardBody, orderBody, tokenBody } from "./pagarme-customers";
import type { PagarmeCard, PagarmeCharge, PagarmeCustomer, PagarmeOrder, PagarmeToken, PagarmeTransaction } from "./pagarme-wire";
import { CANCEL_BODY, subscriptionBody, subscriptionCardBody, type PagarmeInvoice, type PagarmeSubscription } from "./pagarme-subscriptions";

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/** The paths of `T` (ours, snake_case) that the SDK model `S` lacks or types otherwise; never when all fit. */
type Misfits<T, S, Path extends string = ""> = T extends readonly (infer Item)[]
  ? NonNullable<S> extends readonly (infer Model)[]
    ? Misfits<Item, Model, `${Path}[]`>
    : Path
  : T extends object
    ? NonNullable<S> extends object
      ? { [K in keyof T & string]-?: Camel<K> extends keyof NonNullable<S> ? Misfits<Exclude<T[K], undefined>, NonNullable<S>[Camel<K> & keyof NonNullable<S>], `${Path}.${K}`> : `${Path}.${K}` }[keyof T & string]
      : Path
    : T extends NonNullable<S>
      ? never
      : Path;

/** Fails to compile, showing the misfit paths, unless there are none. */
type Fits<T extends never> = T;

// Requests we send.
export type Requests = [
  Fits<Misfits<ReturnType<typeof tokenBody>, CreateTokenRequest>>,
  Fits<Misfits<ReturnType<typeof customerBody>, CreateCustomerRequest>>,
  Fits<Misfits<ReturnType<typeof customerCardBody>, CreateCardRequest>>,
  Fits<Misfits<ReturnType<typeof cardPart>, CreateCreditCardPaymentRequest>>,
  Fits<Misfits<ReturnType<typeof orderBody>, CreateOrderRequest>>,
  Fits<Misfits<ReturnType<typeof subscriptionBody>, CreateSubscriptionRequest>>,
  Fits<Misfits<ReturnType<typeof subscriptionCardBody>, UpdateSubscriptionCardRequest>>,
  Fits<Misfits<typeof CANCEL_BODY, CreateCancelSubscriptionRequest>>,
  // capture() and refund() send at most an amount.
  Fits<Misfits<{ amount?: number }, CreateCaptureChargeRequest>>,
  Fits<Misfits<{ amount?: number }, CreateCancelChargeRequest>>,
];

// The SDK types a charge's last_transaction as the base GetTransactionResponse and tells its kind
// at run time (transaction_type): a PIX or a card transaction, whose fields we read.
type SdkTransaction = GetPixTransactionResponse & GetCreditCardTransactionResponse;
type SdkCharge = Omit<GetChargeResponse, "lastTransaction"> & { lastTransaction?: SdkTransaction | null };
type SdkOrder = Omit<GetOrderResponse, "charges"> & { charges?: SdkCharge[] | null };
type SdkInvoice = Omit<GetInvoiceResponse, "charge"> & { charge?: SdkCharge | null };
type SdkInvoices = Omit<ListInvoicesResponse, "data"> & { data?: SdkInvoice[] | null };

// Answers we read.
export type Answers = [
  Fits<Misfits<PagarmeToken, GetTokenResponse>>,
  Fits<Misfits<PagarmeCustomer, GetCustomerResponse>>,
  Fits<Misfits<PagarmeCard, GetCardResponse>>,
  Fits<Misfits<PagarmeTransaction, SdkTransaction>>,
  Fits<Misfits<PagarmeCharge, SdkCharge>>,
  Fits<Misfits<PagarmeOrder, SdkOrder>>,
  Fits<Misfits<PagarmeSubscription, GetSubscriptionResponse>>,
  Fits<Misfits<PagarmeInvoice, SdkInvoice>>,
  Fits<Misfits<{ data?: PagarmeInvoice[] }, SdkInvoices>>,
];

// The checker itself: an invented field and a mistyped one are found, with their paths.
export type CheckerFindsMisfits = [
  Fits<Exclude<Misfits<{ card_tokn: string; card: { billing_address: { zip_code: number } } }, CreateCreditCardPaymentRequest>, ".card_tokn" | ".card.billing_address.zip_code">>,
];

describe("Pagar.me wire shapes", () => {
  it("are checked against the SDK's models when this file compiles (tsc --noEmit, next build)", () => {
    // The runtime half: the shapes the types above describe are the ones the builders return.
    expect(Object.keys(subscriptionCardBody({ cardId: "cus_1:card_1" }))).toEqual(["card_id"]);
    expect(Object.keys(subscriptionCardBody({ token: "token_1" }))).toEqual(["card"]);
    expect(CANCEL_BODY).toEqual({ cancel_pending_invoices: true });
  });
});
