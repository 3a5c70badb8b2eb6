// The card form (a new card for the checkout, the points purchase or "Meios de pagamento"), shared
// by the client form (zodResolver) and the Server Actions. Client-safe: no server imports.
import { z } from "zod";
import { BRAZILIAN_STATES } from "@/lib/validation/brazilian-states";
import { brDate, cardCvvMatchesBrand, cardExpiry, cardNumber, cep, cpf, cvv, email, idSchema, maxLen, messages, phone, requiredString } from "@/lib/validation";

const UFS = new Set(BRAZILIAN_STATES.map((s) => s.abbreviation));

/**
 * The payment form with its rules: the new card (selected_card 0) and its billing block.
 * The number and CVV go to the gateway's tokeniser only; the server keeps token, brand, last digits,
 * holder and expiry. Outputs: number and CPF, phone and CEP as digits, birthday as YYYY-MM-DD,
 * expiry as MM/YY, state as the UF in capitals.
 */
export const cardFormSchema = z
  .object({
    number: cardNumber(),
    name: requiredString().check(maxLen(100)),
    cpf: cpf(),
    birthday: brDate(),
    email: email(),
    expiry: cardExpiry(),
    cvv: cvv(),
    phone: phone(),
    cep: cep(),
    state: requiredString()
      .toUpperCase()
      .refine((uf) => uf === "" || UFS.has(uf), { error: messages.required }),
    city: requiredString().check(maxLen(100)),
    street: requiredString().check(maxLen(200)),
    streetNumber: requiredString().check(maxLen(20)),
    neighborhood: requiredString().check(maxLen(100)),
    /** "Salvar cartão": unsaved cards pay this checkout and are not listed later. */
    save: z.boolean({ error: messages.required }).default(false),
  })
  .superRefine(cardCvvMatchesBrand("number", "cvv"));
export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardFormOutput = z.output<typeof cardFormSchema>;

/**
 * How the checkout pays what the wallet does not cover (its step 2): one of the member's cards (a saved one, or the
 * one saveCardAction just tokenised for this checkout, by its id in member_cards) or PIX.
 */
export const gatewayPaymentSchema = z.discriminatedUnion(
  "type",
  [z.object({ type: z.literal("credit_card"), cardId: idSchema }), z.object({ type: z.literal("pix") })],
  { error: messages.required },
);
export type GatewayPayment = z.output<typeof gatewayPaymentSchema>;
