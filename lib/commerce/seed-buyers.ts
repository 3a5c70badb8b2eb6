// Demo members who shop with a small balance, so paying "part with points, the rest by card or
// PIX" can be seen (Maria's balance covers any demo cart). Each e2e project of the checkout uses
// its own (e2e/checkout.e2e.ts), so the phone and desktop runs never share a balance or a cart.
// Vitrine's two shoppers need no balance: they only hold and free the last unit of a product.
import { USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import type { Db } from "@/lib/db/client";
import { ensureUser, type DemoContext } from "@/lib/seed/support";
import { pointsLedger } from "@/lib/wallet/schema";

/** Password: the demo password. Balance: 20,00 (hundredths 2000) each. */
export const SHOP_MEMBERS = [
  { email: "paula.compras@demo.test", name: "Paula Prado", cpf: "71460238184", tel: "11976543210", birthday: "1992-08-14" },
  { email: "rafael.compras@demo.test", name: "Rafael Rocha", cpf: "28593716482", tel: "11965432109", birthday: "1988-03-22" },
] as const;

export const SHOP_MEMBER_BALANCE = 2000;

/** Two shoppers of `vitrine`, where the last numbered poster is held by one and freed for the other. */
export const VITRINE_SHOP_MEMBERS = [
  { email: "lia.vitrine@demo.test", name: "Lia Lacerda", cpf: "39053344705", tel: "11954321098", birthday: "1995-11-02" },
  { email: "davi.vitrine@demo.test", name: "Davi Duarte", cpf: "15350946056", tel: "11943210987", birthday: "1990-06-30" },
] as const;

export async function seedShopMembers(db: Db, context: DemoContext): Promise<void> {
  for (const member of VITRINE_SHOP_MEMBERS) {
    await ensureUser(db, context.vitrine.station.id, context.vitrine.establishment.id, { ...member, stateId: 35, typeId: USER_TYPE_PARTICIPANT });
  }
  const { station, establishment } = context.demo;
  for (const member of SHOP_MEMBERS) {
    const userId = await ensureUser(db, station.id, establishment.id, { ...member, stateId: 35, typeId: USER_TYPE_PARTICIPANT });
    await db
      .insert(pointsLedger)
      .values({
        stationId: station.id,
        userId,
        amount: SHOP_MEMBER_BALANCE,
        kind: "seed",
        description: "Bônus de boas-vindas",
        idempotencyKey: `seed:shop-bonus:${member.email}`,
      })
      .onConflictDoNothing();
  }
}
