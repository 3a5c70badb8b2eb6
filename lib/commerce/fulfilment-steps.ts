// The delivery steps the console marks after "recebido" (the order itself). Client-safe: the
// table's check, the console's form and the member's page share the list.
export const FULFILMENT_STEPS = ["sent", "delivered"] as const;
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];
