// The fake Pagar.me's deliveries, signed as Pagar.me signs them: X-Webhook-Asymmetric-Signature,
// RS256 over the raw body with a key published as a JWKS (/__fake/jwks.json). A delivery the app
// does not answer (not started yet, gone) is reported, never thrown: the fake keeps serving.
import { generateKeyPairSync, sign } from "node:crypto";
import http from "node:http";
import { id, type Json, type WebhookDelivery } from "./fake-pagarme-kit";

export interface WebhookSigner {
  kid: string;
  jwk: Json;
  /** The X-Webhook-Asymmetric-Signature header's value for a body. */
  signatureOf(body: string): string;
}

export function webhookSigner(): WebhookSigner {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = id("key");
  return {
    kid,
    jwk: { ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" },
    signatureOf: (body) => `alg=RS256; kid=${kid}; signature=${sign("sha256", Buffer.from(body), privateKey).toString("base64url")}`,
  };
}

/** Posts `{ id, account, type, created_at, data }` to `target` with the signature header, as Pagar.me's webhooks are. */
export function deliverWebhook(
  target: { url: string; host?: string },
  signer: WebhookSigner,
  event: { type: string; data: Json; at: number; host?: string },
): Promise<WebhookDelivery> {
  // created_at as Pagar.me writes it: UTC without a zone.
  const body = JSON.stringify({ id: id("hook"), account: { id: "acc_fake", name: "Fake" }, type: event.type, created_at: new Date(event.at).toISOString().slice(0, 19), data: event.data });
  const url = new URL(target.url);
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { host: event.host ?? target.host ?? url.host, "content-type": "application/json", "x-webhook-asymmetric-signature": signer.signatureOf(body) },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", (error) => resolve({ status: 0, body: error.message }));
    request.end(body);
  });
}
