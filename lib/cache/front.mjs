// What the app and the front of `npm start` (scripts/front/page-cache.mjs) must agree on. The front
// is the embedded stand-in for a CDN or nginx's proxy_cache: it keeps public pages a few seconds,
// and the app asks it to forget a station's hosts after a change those pages show.

/** Seconds the front keeps a public page by default (PAGE_CACHE_SECONDS; 0 keeps nothing). */
export const PAGE_CACHE_SECONDS = 5;

/**
 * PAGE_CACHE_SECONDS as every front reads it (`npm start`'s and the cluster's nginx): whole seconds,
 * 0 keeps nothing, unset is the default. Anything else is refused with a pt-BR message, so a typo
 * does not quietly run with another value than the one written.
 */
export function parsePageCacheSeconds(value) {
  if (value === undefined || value === "") return PAGE_CACHE_SECONDS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0) {
    throw new RangeError("PAGE_CACHE_SECONDS: um número inteiro de segundos (0 desliga o cache da frente).");
  }
  return seconds;
}

/** The app's request to forget hosts: a POST from loopback with `{ "hosts": [...] }`. */
export const FRONT_PURGE_PATH = "/__front/purge";

/** The header carrying the secret the front shares with the app alone (FRONT_SECRET). */
export const FRONT_PURGE_SECRET_HEADER = "x-front-purge";

/** Set by the front on the pages it may keep: "HIT" from its own copy, "MISS" from Next. */
export const FRONT_CACHE_HEADER = "x-page-cache";
