// What the operator's environment allows at start, decided in one place: `npm start` (scripts/
// start.mjs) reads it before building, and the app (lib/env.ts) reads the seed half of it.
//
// - Payments: a named PAYMENTS_DRIVER is always obeyed. Without one, the offline simulator (which
//   approves any Luhn-valid card and takes no money) is chosen only for ROOT_DOMAIN=localhost
//   outside production, i.e. when the operator's own NODE_ENV is not "production" (`next start`
//   sets production inside the app whatever the operator set, so only the start script sees it).
//   Anywhere else (a public domain, any IP address, or production) the start is refused: stations
//   can be served on their own domains, and a forgotten variable must never approve real orders.
// - Demo seed (accounts with fixed passwords): SEED_DEMO=1 seeds and SEED_DEMO=0 never does. Unset,
//   only the embedded database on ROOT_DOMAIN=localhost is seeded; a public root domain or
//   PostgreSQL gets migrations and no demo accounts.
import net from "node:net";

/** An environment variable as set, or undefined; an empty value means "not set", as in lib/env.ts. */
const given = (value) => (value === undefined || value === "" ? undefined : value);

/** The root domain without its port, lowercased; localhost when unset. */
export function rootDomainOf(value) {
  const root = String(given(value) ?? "localhost").trim().toLowerCase();
  if (net.isIP(root)) return root;
  if (root.startsWith("[")) return root.slice(1, root.indexOf("]"));
  return root.replace(/:\d+$/, "");
}

/** Only localhost is local: an IP address may be anyone's, and a domain is public. */
export function isLocalRoot(value) {
  return rootDomainOf(value) === "localhost";
}

/**
 * @param {Record<string, string | undefined>} vars the operator's environment (ROOT_DOMAIN,
 *   NODE_ENV, PAYMENTS_DRIVER, SEED_DEMO, DATABASE_URL)
 * @returns {{ payments: { driver: "simulator" | "pagarme", implicit: boolean } | { driver: null, refusal: string }, seedDemo: boolean }}
 */
export function startPolicy(vars) {
  const root = rootDomainOf(vars.ROOT_DOMAIN);
  const local = isLocalRoot(vars.ROOT_DOMAIN);
  const nodeEnv = given(vars.NODE_ENV);
  const production = nodeEnv === "production";
  const named = given(vars.PAYMENTS_DRIVER);

  let payments;
  if (named) payments = { driver: named, implicit: false };
  else if (local && !production) payments = { driver: "simulator", implicit: true };
  else {
    const where = production ? `ROOT_DOMAIN=${root} e NODE_ENV=production` : `ROOT_DOMAIN=${root}`;
    payments = {
      driver: null,
      refusal:
        `Estação: PAYMENTS_DRIVER não definido (${where}). O simulador de pagamentos aprova qualquer cartão de teste sem cobrar nada, ` +
        "por isso só é escolhido sozinho com ROOT_DOMAIN=localhost fora de produção. " +
        "Defina PAYMENTS_DRIVER=pagarme para cobrar de verdade ou PAYMENTS_DRIVER=simulator para uma demonstração que não cobra nada.",
    };
  }

  const seed = given(vars.SEED_DEMO);
  const seedDemo = seed === "1" || (seed === undefined && local && !given(vars.DATABASE_URL));
  return { payments, seedDemo };
}

/** Each server process's old-generation cap in MB when HEAP_LIMIT_MB is not set. */
export const DEFAULT_HEAP_LIMIT_MB = 256;

/**
 * NODE_OPTIONS for the Next server `npm start` spawns: the operator's own, plus a cap on V8's old
 * generation from HEAP_LIMIT_MB (default 256), unless those options already set one. V8 sizes the
 * heap from the machine's memory and lets garbage grow to several times the live set (about 120 MB
 * after bench:member) before it collects: uncapped, a process sat near 800 MB resident after the
 * bench; capped at 256, near 420 MB at the same throughput.
 * @returns {{ nodeOptions: string } | { refusal: string }}
 */
export function serverNodeOptions(vars) {
  const own = given(vars.NODE_OPTIONS)?.trim() ?? "";
  const limit = given(vars.HEAP_LIMIT_MB);
  if (limit !== undefined && !/^\d+$/.test(limit.trim())) return { refusal: `Estação: HEAP_LIMIT_MB=${limit} não é um número inteiro de megabytes.` };
  const mb = limit === undefined ? DEFAULT_HEAP_LIMIT_MB : Number(limit);
  if (mb < 128) return { refusal: `Estação: HEAP_LIMIT_MB=${limit} é pouco; use 128 ou mais (o padrão é ${DEFAULT_HEAP_LIMIT_MB}).` };
  if (/--max-old-space-size\b/.test(own)) return { nodeOptions: own };
  return { nodeOptions: `${own} --max-old-space-size=${mb}`.trim() };
}
