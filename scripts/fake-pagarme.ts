// Serves the fake Pagar.me of lib/adapters/testing/fake-pagarme.ts on FAKE_PAGARME_PORT, for the
// e2e run against the Pagar.me driver (E2E_PAYMENTS=pagarme, playwright.config.ts). Its webhooks
// go to the app on APP_PORT as the demo station's host: `npx tsx scripts/fake-pagarme.ts`.
import { startFakePagarme } from "../lib/adapters/testing/fake-pagarme";

const port = Number(process.env.FAKE_PAGARME_PORT ?? 3195);
const appPort = Number(process.env.APP_PORT ?? 3100);
void startFakePagarme({
  port,
  secretKey: process.env.PAGARME_SECRET_KEY ?? "sk_test_fake",
  publicKey: process.env.PAGARME_PUBLIC_KEY ?? "pk_test_fake",
  webhook: { url: `http://127.0.0.1:${appPort}/api/pagamentos/webhook`, host: `demo.localhost:${appPort}` },
}).then((api) => {
  console.log(`fake Pagar.me on ${api.apiUrl}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void api.close().then(() => process.exit(0)));
});
