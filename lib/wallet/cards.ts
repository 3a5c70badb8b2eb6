// "Meios de pagamento": removing a saved card. The row goes (with its gateway reference and the
// billing data kept for it): no order or purchase points at member_cards, and a removed card must
// not pay anything again, the checkout included. Listing and adding are lib/commerce/cards.ts.
import "server-only";
import { and, eq } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { MSG_CARD_NOT_FOUND } from "@/lib/commerce/cards";
import { memberCards } from "@/lib/commerce/schema";
import type { DbOrTx } from "@/lib/db/client";

export async function removeMemberCard(db: DbOrTx, member: { stationId: number; userId: number }, cardId: number): Promise<void> {
  const removed = await db
    .delete(memberCards)
    .where(and(eq(memberCards.id, cardId), eq(memberCards.stationId, member.stationId), eq(memberCards.userId, member.userId), eq(memberCards.saved, true)))
    .returning({ id: memberCards.id });
  if (removed.length === 0) throw new UserFacingError(MSG_CARD_NOT_FOUND, { cardId: MSG_CARD_NOT_FOUND });
}
