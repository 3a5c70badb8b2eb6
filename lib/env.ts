// The one place the environment is read. A bad value fails at start with a clear message.
import { z } from "zod";
import { parseTrustProxy } from "./security/client-address.mjs";
import { startPolicy } from "./start-policy.mjs";

/**
 * OUTBOUND_ALLOW_ORIGINS: comma-separated origins (scheme://host[:port], nothing after it), each
 * written as the URL API writes an origin, so a fetch compares them exactly.
 */
function parseOrigins(value: string | undefined): string[] {
  return (value ?? "").split(",").map((v) => v.trim()).filter(Boolean).map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`"${entry}" is not an origin (scheme://host[:port])`);
    }
    if (!["http:", "https:"].includes(url.protocol) || url.username || url.password || url.pathname !== "/" || url.search || url.hash) {
      throw new Error(`"${entry}" is not an origin (http(s)://host[:port], nothing after it)`);
    }
    return url.origin;
  });
}

const variables = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Real PostgreSQL; when absent the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Folder for the embedded database, uploads and generated secrets. */
  DATA_DIR: z.string().default(".data"),
  /** Apex domain; stations live on {slug}.{ROOT_DOMAIN}. The port is never part of it. */
  ROOT_DOMAIN: z
    .string()
    .default("localhost")
    .transform((v) => v.toLowerCase().replace(/:\d+$/, "")),
  /**
   * "1" seeds the demo stations (accounts with fixed passwords) anywhere, "0" never. Unset: only the
   * embedded database on ROOT_DOMAIN=localhost (lib/start-policy.mjs).
   */
  SEED_DEMO: z.enum(["0", "1"]).optional(),
  /** Public scheme used when building absolute URLs (canonical, sitemap). */
  PUBLIC_SCHEME: z.enum(["http", "https"]).default("http"),
  /** Port Next listens on (`next dev` and `next start` set it; 3000 by default). */
  PORT: z.string().regex(/^\d+$/, "a port number").default("3000"),
  /** Set by `npm start` when its front (scripts/front/) answers clients and Next sits behind it. */
  FRONT_PORT: z.string().regex(/^\d+$/, "a port number").optional(),
  /**
   * Port that public URLs (canonical, sitemap, e-mail links) name. Unset: the port clients connect
   * to on a local ROOT_DOMAIN (localhost, IPs), none elsewhere (a proxy answers on 80/443). "0": no
   * port.
   */
  PUBLIC_PORT: z.string().regex(/^\d+$/, "a port number").optional(),
  /** SMTP delivery for e-mail (otherwise messages stay in the outbox, visible at /dev/outbox). */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("nao-responda@estacao.app"),
  /** HTTP SMS provider (POST JSON {to, text}); otherwise SMS stay in the outbox. */
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  /** Set by `npm start`: the secret of the front's signed client-address header (never set it by hand). */
  FRONT_SECRET: z.string().min(32).optional(),
  /**
   * Proxies in front of `npm start` whose X-Forwarded-For is believed: a number of hops, or a list
   * of IPs/CIDRs. Unset: nobody; the client is the socket address (lib/security/client-address.mjs).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      try {
        parseTrustProxy(v);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    }),
  /**
   * "1" shows /dev/outbox to any client, on any ROOT_DOMAIN (demos). Otherwise it is shown only to
   * loopback clients on a localhost ROOT_DOMAIN (lib/security/dev-outbox.ts); "0" never.
   */
  DEV_OUTBOX: z.enum(["0", "1"]).optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  /** The least severe log lines written (lib/log): "debug" adds detail, "warn" keeps only trouble. */
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),
  /**
   * On SIGTERM a server finishes its requests and jobs in flight and exits 0 (lib/health/shutdown.ts);
   * past this many seconds it exits 1 with what is left. Keep it below the process manager's own limit.
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(25),
  /** S3-compatible object storage for uploads (all four set); otherwise files go to DATA_DIR/uploads. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  /**
   * Payment gateway: "simulator" (offline, takes no money; the default outside production) or
   * "pagarme". In production it must be named, so a forgotten variable never sells for free.
   */
  PAYMENTS_DRIVER: z.enum(["simulator", "pagarme"]).optional(),
  /** Signs the simulator's webhooks; unset, a secret derived from AUTH_SECRET is used. */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** Pix key and receiver written into the simulator's BR Codes ("copia e cola"). */
  PAYMENTS_PIX_KEY: z.string().default("pix@estacao.invalid"),
  PAYMENTS_PIX_MERCHANT_NAME: z.string().default("Estacao"),
  PAYMENTS_PIX_MERCHANT_CITY: z.string().default("Sao Paulo"),
  /** Pagar.me v5 (PAYMENTS_DRIVER=pagarme). */
  PAGARME_API_URL: z.string().url().default("https://api.pagar.me/core/v5"),
  PAGARME_SECRET_KEY: z.string().optional(),
  /** pk_...: the card tokeniser's appId (every saved card goes through it). */
  PAGARME_PUBLIC_KEY: z.string().optional(),
  /**
   * Where Pagar.me publishes the keys (JWKS) its webhooks' X-Webhook-Asymmetric-Signature is
   * checked with. Set it, or the Basic pair below, or both.
   */
  PAGARME_WEBHOOK_JWKS_URL: z.string().url().optional(),
  /** The HTTP Basic credentials set on the webhook in Pagar.me's dashboard (older integrations). */
  PAGARME_WEBHOOK_USER: z.string().optional(),
  PAGARME_WEBHOOK_PASSWORD: z.string().optional(),
  /** Address lookup by CEP: "offline" (shipped ranges and a few known CEPs) or "viacep". */
  CEP_DRIVER: z.enum(["offline", "viacep"]).default("offline"),
  VIACEP_URL: z.string().url().default("https://viacep.com.br/ws"),
  /**
   * Demo seed only: when set, one more demo station (`imprensa`) reads its service areas' news from
   * this WordPress (lib/services/areas-seed.ts); the e2e sets it to its fake WordPress.
   */
  DEMO_WORDPRESS_URL: z.string().url().optional(),
  /**
   * Origins the server may fetch on an owner's behalf although they are not public https sites
   * (an intranet WordPress; the e2e's fake WordPress): comma-separated scheme://host[:port].
   * Unset: public https sites only (lib/security/outbound-fetch.ts).
   */
  OUTBOUND_ALLOW_ORIGINS: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      try {
        parseOrigins(v);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    })
    .transform(parseOrigins),
  /** A PEM file of certificate authorities trusted, besides the usual ones, by those fetches. */
  OUTBOUND_CA_FILE: z.string().optional(),
});

const schema = variables.superRefine((v, ctx) => {
  if (v.PAYMENTS_DRIVER !== "pagarme") return;
  for (const name of ["PAGARME_SECRET_KEY", "PAGARME_PUBLIC_KEY"] as const) {
    if (!v[name]) ctx.addIssue({ code: "custom", path: [name], message: "required when PAYMENTS_DRIVER=pagarme" });
  }
  // A webhook nobody can authenticate would be refused forever: one way to check it must exist.
  const basic = [v.PAGARME_WEBHOOK_USER, v.PAGARME_WEBHOOK_PASSWORD].filter(Boolean).length;
  if (basic === 1) {
    ctx.addIssue({ code: "custom", path: [v.PAGARME_WEBHOOK_USER ? "PAGARME_WEBHOOK_PASSWORD" : "PAGARME_WEBHOOK_USER"], message: "set both webhook Basic credentials, or neither" });
  } else if (basic === 0 && !v.PAGARME_WEBHOOK_JWKS_URL) {
    ctx.addIssue({ code: "custom", path: ["PAGARME_WEBHOOK_JWKS_URL"], message: "required when PAYMENTS_DRIVER=pagarme without PAGARME_WEBHOOK_USER and PAGARME_WEBHOOK_PASSWORD" });
  }
});

export type Env = z.infer<typeof schema>;

function load(): Env {
  // An empty variable means "not set" (shells and CI often export VAR= to clear one).
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export const env = load();

const isLocalRoot = env.ROOT_DOMAIN === "localhost" || /^[\d.]+$/.test(env.ROOT_DOMAIN);
// The port clients connect to: the front's when `npm start` runs one, otherwise Next's own.
const publicPort = env.PUBLIC_PORT ?? (isLocalRoot ? (env.FRONT_PORT ?? env.PORT) : "0");

/**
 * Absolute origin of a site under ROOT_DOMAIN, from configuration only (never from the request),
 * so pages that print it can be cached and a forged Host header cannot change it.
 */
export function publicOrigin(hostname: string): string {
  const underRoot = hostname === env.ROOT_DOMAIN || hostname.endsWith(`.${env.ROOT_DOMAIN}`);
  const port = publicPort === "0" || !underRoot ? "" : `:${publicPort}`;
  return `${env.PUBLIC_SCHEME}://${hostname}${port}`;
}

export const usesEmbeddedDatabase = !env.DATABASE_URL;

/**
 * The demo stations (fixed passwords) are seeded only where nobody else can sign in with them: the
 * embedded database on localhost, or wherever SEED_DEMO=1 asks for them.
 */
export const shouldSeedDemo = startPolicy({ ROOT_DOMAIN: env.ROOT_DOMAIN, SEED_DEMO: env.SEED_DEMO, DATABASE_URL: env.DATABASE_URL }).seedDemo;
