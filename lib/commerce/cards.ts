// The member's saved cards, as the checkout uses them: they live in the wallet (lib/wallet/cards.ts),
// which the shop, the points purchase and the plans all pay from.
export * from "@/lib/wallet/cards";
