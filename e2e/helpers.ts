// Shared helpers for the end-to-end suites.
import { request as playwrightRequest } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Absolute URL of a path on a host under the local root domain ("demo", "vitrine", or "" for the apex). */
export function hostUrl(sub: string, path = "/"): string {
  return `http://${sub ? `${sub}.` : ""}localhost:${PORT}${path}`;
}

/** Node cannot resolve *.localhost, so raw HTTP checks go to 127.0.0.1 with the Host header set. */
export async function fetchAsHost(sub: string, path = "/") {
  const ctx = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  const response = await ctx.get(path, { headers: { host: `${sub ? `${sub}.` : ""}localhost:${PORT}` }, maxRedirects: 0 });
  const body = await response.text();
  const status = response.status();
  await ctx.dispose();
  return { status, body };
}
