// The member's cards ("Meios de pagamento" and the checkout's card step), kept with the wallet:
// the shop's checkout, the points purchase and the plans all pay with them. The number and CVV go
// to the gateway's tokeniser and nowhere else; member_cards keeps the gateway's reference, brand,
// last digits, holder, expiry and the payer's billing data. A card is usable only by the member of
// the station that registered it, and only with the gateway driver that made its reference.
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { payments, PaymentError, type CardToken } from "@/lib/adapters/payments";
import type { DbOrTx } from "@/lib/db/client";
import { CARD_BRAND_LABELS, type CardBrand } from "@/lib/validation/cards";
import { messages } from "@/lib/validation/messages";
import { memberCards, type CardBilling, type MemberCardRow } from "@/lib/commerce/schema";
import type { CardFormOutput } from "./card-form";

/** What the member sees of a card: never more than brand, last digits, holder and expiry. */
export interface SavedCard {
  id: number;
  /** The brand's name as printed ("Visa", "Mastercard"...), "Cartão" when the BIN is unknown. */
  brand: string;
  lastDigits: string;
  holderName: string;
  /** MM/YY. */
  expiry: string;
}

interface Member {
  stationId: number;
  userId: number;
}

/** Shown when a card id does not name one of this member's cards on this station. */
export const MSG_CARD_NOT_FOUND = "Cartão não encontrado";

export function brandLabel(brand: string | null): string {
  return brand && brand in CARD_BRAND_LABELS ? CARD_BRAND_LABELS[brand as CardBrand] : "Cartão";
}

export function toSavedCard(row: Pick<MemberCardRow, "id" | "brand" | "lastDigits" | "holderName" | "expiry">): SavedCard {
  return { id: row.id, brand: brandLabel(row.brand), lastDigits: row.lastDigits, holderName: row.holderName, expiry: row.expiry };
}

// The tokeniser's refusals name the field they are about by their message (the spec's own texts).
const FIELD_OF_MESSAGE: Record<string, keyof CardFormOutput> = {
  [messages.cardNumber]: "number",
  [messages.cardExpiry]: "expiry",
  [messages.cvv]: "cvv",
  [messages.required]: "name",
};

/**
 * When a card with `save` ticked becomes a saved card: "now" ("Adicionar cartão", whose point is
 * saving), or "on_approval" (the checkout: only a card the gateway accepted a charge on is worth
 * offering again, so a declined one is never listed).
 */
export type KeepCard = "now" | "on_approval";

/**
 * Tokenises the card through the configured gateway and keeps what may be kept. `save` false:
 * the card pays this checkout and is not listed later. A card the gateway refuses to tokenise
 * is a UserFacingError with the gateway's message on its field.
 */
export async function saveCard(db: DbOrTx, member: Member, card: CardFormOutput, options: { keep?: KeepCard } = {}): Promise<SavedCard> {
  const onApproval = options.keep === "on_approval";
  const gateway = payments();
  let token: CardToken;
  try {
    token = await gateway.tokeniseCard({
      number: card.number,
      holderName: card.name,
      expiry: card.expiry,
      cvv: card.cvv,
      // Pagar.me keeps a card only on a customer, billing address included (the simulator ignores it).
      payer: { name: card.name, email: card.email, document: card.cpf, phone: card.phone, address: addressOf(card) },
    });
  } catch (error) {
    // invalid_request: the payer's data Pagar.me needs with a card (CPF, phone with area code, address).
    if (error instanceof PaymentError && (error.code === "invalid_card" || error.code === "invalid_request")) {
      const field = FIELD_OF_MESSAGE[error.message];
      throw new UserFacingError(error.message, field ? { [field]: error.message } : undefined);
    }
    throw error;
  }
  const [row] = await db
    .insert(memberCards)
    .values({
      stationId: member.stationId,
      userId: member.userId,
      gateway: gateway.name,
      gatewayRef: token.token,
      reusable: token.reusable,
      brand: token.brand,
      lastDigits: token.last4,
      holderName: token.holderName || card.name,
      expiry: card.expiry,
      billing: {
        cpf: card.cpf,
        birthday: card.birthday,
        email: card.email,
        phone: card.phone,
        address: addressOf(card),
      },
      saved: card.save && !onApproval,
      saveOnApproval: card.save && onApproval,
    })
    .returning();
  return toSavedCard(row!);
}

function addressOf(card: CardFormOutput): CardBilling["address"] {
  return { cep: card.cep, state: card.state, city: card.city, street: card.street, number: card.streetNumber, neighborhood: card.neighborhood };
}

/** "Meios de pagamento" and the checkout's saved cards: the member's saved cards, newest first. */
export async function listMemberCards(db: DbOrTx, stationId: number, userId: number): Promise<SavedCard[]> {
  const rows = await db
    .select()
    .from(memberCards)
    .where(and(eq(memberCards.stationId, stationId), eq(memberCards.userId, userId), eq(memberCards.saved, true), eq(memberCards.gateway, payments().name)))
    .orderBy(desc(memberCards.id));
  return rows.map(toSavedCard);
}

/**
 * The payer's data of the member's newest card, whatever the gateway: a PIX charge is sent with it,
 * as Pagar.me wants an address and phone for every order and PIX asks for neither. Null: none yet.
 */
export async function latestBilling(db: DbOrTx, member: Member): Promise<CardBilling | null> {
  const [row] = await db
    .select({ billing: memberCards.billing })
    .from(memberCards)
    .where(and(eq(memberCards.stationId, member.stationId), eq(memberCards.userId, member.userId)))
    .orderBy(desc(memberCards.id))
    .limit(1);
  return row?.billing ?? null;
}

/**
 * The card `cardId` when it is this member's, on this station, made by the gateway in use (saved
 * or tokenised for the checkout in progress); null otherwise — another member's card, another
 * station's, or one the other driver made, are all "not found" alike.
 */
export async function getMemberCard(db: DbOrTx, member: Member, cardId: number): Promise<MemberCardRow | null> {
  const [row] = await db
    .select()
    .from(memberCards)
    .where(
      and(
        eq(memberCards.id, cardId),
        eq(memberCards.stationId, member.stationId),
        eq(memberCards.userId, member.userId),
        eq(memberCards.gateway, payments().name),
      ),
    );
  return row ?? null;
}

/** Like getMemberCard, for the checkout: a card that is not the member's is refused with its field. */
export async function requireMemberCard(db: DbOrTx, member: Member, cardId: number): Promise<MemberCardRow> {
  const card = await getMemberCard(db, member, cardId);
  if (!card) throw new UserFacingError(MSG_CARD_NOT_FOUND, { "payment.cardId": MSG_CARD_NOT_FOUND });
  return card;
}

/**
 * After a charge: a single-use token (Pagar.me's) is replaced by the reusable card id the charge
 * returned, so the saved card can pay again; without one, nothing changes.
 */
export async function rememberGatewayCardId(db: DbOrTx, cardId: number, gatewayCardId: string | null): Promise<void> {
  if (!gatewayCardId) return;
  await db
    .update(memberCards)
    .set({ gatewayRef: gatewayCardId, reusable: true })
    .where(and(eq(memberCards.id, cardId), eq(memberCards.reusable, false)));
}

/**
 * In the transaction that records an approved charge paid by `cardId`: a card the member asked to
 * save at checkout becomes a saved card now. Anything else (already saved, not asked) is unchanged.
 */
export async function keepCardOnApproval(tx: DbOrTx, member: Member, cardId: number): Promise<void> {
  await tx
    .update(memberCards)
    .set({ saved: true, saveOnApproval: false })
    .where(and(eq(memberCards.id, cardId), eq(memberCards.stationId, member.stationId), eq(memberCards.userId, member.userId), eq(memberCards.saveOnApproval, true)));
}

/**
 * "Meios de pagamento": removing a saved card. The row goes (with its gateway reference and the
 * billing data kept for it): no order or purchase points at member_cards, and a removed card must
 * not pay anything again, the checkout included.
 */
export async function removeMemberCard(db: DbOrTx, member: { stationId: number; userId: number }, cardId: number): Promise<void> {
  const removed = await db
    .delete(memberCards)
    .where(and(eq(memberCards.id, cardId), eq(memberCards.stationId, member.stationId), eq(memberCards.userId, member.userId), eq(memberCards.saved, true)))
    .returning({ id: memberCards.id });
  if (removed.length === 0) throw new UserFacingError(MSG_CARD_NOT_FOUND, { cardId: MSG_CARD_NOT_FOUND });
}
