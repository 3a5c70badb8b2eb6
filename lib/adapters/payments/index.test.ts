// The module commerce imports: the driver chosen by the environment, PIX with its QR image, and
// the development path that pays a PIX through a signed webhook.
import { getPixPayloadInfo } from "@brazilian-utils/brazilian-utils/get-pix-payload-info";
import { afterEach, describe, expect, it, vi } from "vitest";

async function paymentsWith(vars: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  return import("./index");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

const order = {
  amountCents: 1500,
  items: [{ code: "product-3", description: "Ingresso", quantity: 3, unitAmountCents: 500 }],
  customer: { name: "Ana Souza", email: "ana@demo.test", document: "52998224725" },
  metadata: { orderId: "77" },
};

describe("payments()", () => {
  it("is the simulator by default, whose PIX comes with a QR image and can be paid by webhook", async () => {
    const { payments, pixQrCodeDataUrl, simulatePixPaid } = await paymentsWith({ PAYMENTS_DRIVER: "", PAYMENTS_PIX_KEY: "+5511987654321" });
    expect(payments().name).toBe("simulator");
    const created = await payments().createOrder({ ...order, idempotencyKey: "pix-77", payment: { method: "pix", expiresInSeconds: 600, merchantName: "Clube Demo" } });
    const pix = created.charge.pix!;
    expect(await pixQrCodeDataUrl(pix.copyPaste)).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{200,}={0,2}$/);
    expect(getPixPayloadInfo(pix.copyPaste)).toMatchObject({ key: "+5511987654321", amount: 15, merchantName: "CLUBE DEMO" });

    const webhook = await simulatePixPaid(created.charge.id);
    const verified = await payments().parseAndVerifyWebhook(webhook.body, webhook.headers);
    expect(verified).toMatchObject({ ok: true, event: { type: "charge.paid", charge: { orderId: created.id, metadata: { orderId: "77" } } } });
    expect((await payments().getOrder(created.id))?.status).toBe("paid");
  });

  it("must be named in production, so a forgotten variable never approves real orders", async () => {
    const unnamed = await paymentsWith({ NODE_ENV: "production", PAYMENTS_DRIVER: "" });
    expect(() => unnamed.payments()).toThrow(/PAYMENTS_DRIVER/);
    const demo = await paymentsWith({ NODE_ENV: "production", PAYMENTS_DRIVER: "simulator" });
    expect(demo.payments().name).toBe("simulator");
  });

  it("is Pagar.me when asked, and then nothing can fake a paid PIX", async () => {
    const real = await paymentsWith({ PAYMENTS_DRIVER: "pagarme", PAGARME_SECRET_KEY: "sk_test", PAGARME_PUBLIC_KEY: "pk_test", PAGARME_WEBHOOK_USER: "hook", PAGARME_WEBHOOK_PASSWORD: "secret" });
    expect(real.payments().name).toBe("pagarme");
    await expect(real.simulatePixPaid("ch_anything")).rejects.toMatchObject({ code: "invalid_request" });
  });
});
