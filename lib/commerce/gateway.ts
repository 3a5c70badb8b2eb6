// The PaymentPort bound to the configured gateway, as the checkout uses it: it charges the member's
// saved cards, so it lives with them in the wallet (lib/wallet/gateway.ts).
export * from "@/lib/wallet/gateway";
