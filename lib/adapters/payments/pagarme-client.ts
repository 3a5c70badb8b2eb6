// The HTTP client of Pagar.me v5 that the payments and the subscriptions drivers share: Basic
// auth with the secret key, idempotency keys, a timeout, and errors as PaymentError in pt-BR.
import { PaymentError } from "./types";

export interface PagarmeConfig {
  /** e.g. https://api.pagar.me/core/v5 (no trailing slash needed). */
  baseUrl: string;
  /** sk_... : HTTP Basic user, empty password. */
  secretKey: string;
  /** pk_... : only for tokeniseCard. */
  publicKey?: string;
  /** Where the keys of X-Webhook-Asymmetric-Signature are published (a JWKS). */
  webhookJwksUrl?: string;
  /** The Basic credentials set on the webhook in Pagar.me's dashboard. */
  webhookUser?: string;
  webhookPassword?: string;
  timeoutMs?: number;
}

const UNAVAILABLE = "Serviço de pagamento indisponível. Tente novamente.";

export type PagarmeCall = <T>(method: string, path: string, options?: { body?: unknown; idempotencyKey?: string; auth?: boolean }) => Promise<T | null>;

/** The API caller both drivers use: Basic auth with the secret key, errors as PaymentError. */
export function pagarmeCaller(config: PagarmeConfig): PagarmeCall {
  const baseUrl = config.baseUrl.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString("base64")}`;

  return async function call<T>(method: string, path: string, options: { body?: unknown; idempotencyKey?: string; auth?: boolean } = {}): Promise<T | null> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          accept: "application/json",
          ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
          ...(options.auth === false ? {} : { authorization }),
          ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
        },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch {
      throw new PaymentError("unavailable", UNAVAILABLE);
    }
    if (response.status === 404 && method === "GET") return null;
    if (response.status >= 500) throw new PaymentError("unavailable", UNAVAILABLE);
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new PaymentError("gateway_error", `Resposta inválida do gateway (HTTP ${response.status})`);
    }
    if (response.ok) return json as T;
    throw new PaymentError(response.status === 404 ? "not_found" : "gateway_error", errorMessageOf(json));
  };
}

function errorMessageOf(json: unknown): string {
  if (json && typeof json === "object") {
    const { message, errors } = json as { message?: unknown; errors?: Record<string, unknown> };
    const first = errors && Object.values(errors).flat()[0];
    if (typeof first === "string") return first;
    if (typeof message === "string" && message) return message;
  }
  return "Erro";
}
