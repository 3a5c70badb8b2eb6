// Payments: one gateway interface (types.ts) with the offline simulator by default and Pagar.me v5
// when PAYMENTS_DRIVER=pagarme. Commerce calls payments() for orders, charges and webhooks,
// pixQrCodeDataUrl for a PIX's QR image, and, in development, simulatePixPaid to play the payer. Nothing here stores a card number or CVV: tokeniseCard is the only way in for them.
import "server-only";
import { createHmac } from "node:crypto";
import QRCode from "qrcode";
import { authSecret } from "@/lib/security/secret";
import { env } from "@/lib/env";
import { pagarmeDriver } from "./pagarme";
import { pagarmeCaller, type PagarmeConfig } from "./pagarme-client";
import { pagarmeSubscriptions } from "./pagarme-subscriptions";
import { pagarmeHookReader, type PagarmeHookReader } from "./pagarme-webhooks";
import { simulatorSubscriptions } from "./simulator-subscriptions";
import { simulatorDriver, type SimulatedWebhook, type SimulatorGateway } from "./simulator";
import { PaymentError, type PaymentGateway, type SubscriptionGateway } from "./types";

export * from "./types";
export type { SimulatedWebhook } from "./simulator";
export { SUBSCRIPTION_TEST_CARDS, TEST_CARDS, type TestCard } from "./test-cards";

let gateway: PaymentGateway | undefined;
let subscriptionsGateway: SubscriptionGateway | undefined;
// One reader (and so one cache of Pagar.me's webhook keys) for the orders' and the subscriptions' events.
let hookReader: PagarmeHookReader | undefined;

function pagarmeConfig(): PagarmeConfig {
  return {
    baseUrl: env.PAGARME_API_URL,
    secretKey: env.PAGARME_SECRET_KEY!,
    publicKey: env.PAGARME_PUBLIC_KEY,
    webhookJwksUrl: env.PAGARME_WEBHOOK_JWKS_URL,
    webhookUser: env.PAGARME_WEBHOOK_USER,
    webhookPassword: env.PAGARME_WEBHOOK_PASSWORD,
  };
}

function webhookSecret(): string {
  return env.PAYMENTS_WEBHOOK_SECRET ?? createHmac("sha256", authSecret()).update("payments-simulator-webhook").digest("hex");
}

function createGateway(): PaymentGateway {
  const driver = env.PAYMENTS_DRIVER ?? (env.NODE_ENV === "production" ? undefined : "simulator");
  if (!driver) {
    throw new Error(
      "PAYMENTS_DRIVER is not set: in production name it, 'pagarme' for real payments or 'simulator' for a demo that takes no money.",
    );
  }
  if (driver === "pagarme") {
    return pagarmeDriver(pagarmeConfig(), (hookReader ??= pagarmeHookReader(pagarmeConfig())));
  }
  return simulatorDriver({
    pixKey: env.PAYMENTS_PIX_KEY,
    merchantName: env.PAYMENTS_PIX_MERCHANT_NAME,
    merchantCity: env.PAYMENTS_PIX_MERCHANT_CITY,
    webhookSecret,
  });
}

/** The configured gateway (one per process). */
export function payments(): PaymentGateway {
  return (gateway ??= createGateway());
}

/** The configured gateway's subscriptions (plans): Pagar.me's subscriptions API or the simulator's. */
export function subscriptionGateway(): SubscriptionGateway {
  if (subscriptionsGateway) return subscriptionsGateway;
  const current = payments();
  subscriptionsGateway = current.name === "pagarme" ? pagarmeSubscriptions(pagarmeCaller(pagarmeConfig()), (hookReader ??= pagarmeHookReader(pagarmeConfig()))) : simulatorSubscriptions(current);
  return subscriptionsGateway;
}

/** The QR image of a "copia e cola" code, as a data: URL for an <img>. */
export function pixQrCodeDataUrl(copyPaste: string): Promise<string> {
  return QRCode.toDataURL(copyPaste, { errorCorrectionLevel: "M", margin: 1, width: 280 });
}

/**
 * Development only: pays a pending PIX in the simulator and returns the signed webhook request
 * the gateway would send. POST `body` with `headers` to the app's webhook handler, the same one
 * a real gateway reaches. Paying an already paid PIX returns the same event again (same id).
 */
export async function simulatePixPaid(chargeId: string): Promise<SimulatedWebhook> {
  const current = payments();
  if (current.name !== "simulator") throw new PaymentError("invalid_request", "Só o simulador de pagamentos marca um PIX como pago");
  return (current as SimulatorGateway).simulatePixPaid(chargeId);
}
