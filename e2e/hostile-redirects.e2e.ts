// No open redirect, checked on what the running server sends: every caller-given target (/logout's
// ?next= on a station, by GET and by POST, and the apex login's ?next= for a signed-in owner) is
// sent with each trick of e2e/redirect-tricks.ts, and the Location the server answers, read the way
// a browser reads it (relative to the request's URL), must stay on the origin that answered.
import { expect, test } from "@playwright/test";
import { signUpOwner } from "./helpers";
import { originOf, raw, type RawAnswer } from "./raw-http";
import { REDIRECT_TRICKS } from "./redirect-tricks";

/** Where a browser would go next: the Location header, or the meta refresh of a streamed redirect. */
function nextHop(answer: RawAnswer, requestUrl: string): URL | null {
  const location = answer.headers.location;
  if (location) return new URL(location, requestUrl);
  const refresh = /<meta[^>]+http-equiv="refresh"[^>]+content="\d+;\s*url=([^"]*)"/i.exec(answer.body);
  return refresh ? new URL(refresh[1]!.replace(/&amp;/g, "&"), requestUrl) : null;
}

function expectSameOrigin(answer: RawAnswer, requestUrl: string, label: string) {
  const hop = nextHop(answer, requestUrl);
  expect(hop, `${label}: answered ${answer.status} without a redirect`).not.toBeNull();
  expect(hop!.origin, `${label}: Location ${JSON.stringify(answer.headers.location)}`).toBe(new URL(requestUrl).origin);
}

test("@desktop-only /logout?next= never leads off the station, by GET or POST", async () => {
  const origin = originOf("demo");
  // The reported case, as typed in an address bar (not encoded).
  const reported = await raw("GET", "/logout?next=/.//example.org");
  expect(reported.status).toBe(303);
  expectSameOrigin(reported, `${origin}/logout?next=/.//example.org`, "GET /logout?next=/.//example.org");
  for (const trick of REDIRECT_TRICKS) {
    const path = `/logout?next=${encodeURIComponent(trick)}`;
    const label = JSON.stringify(trick.slice(0, 60));
    const byGet = await raw("GET", path);
    expect(byGet.status, `GET ${label}`).toBe(303);
    expectSameOrigin(byGet, `${origin}${path}`, `GET ${label}`);
    const byPost = await raw("POST", path, { headers: { origin } });
    expect(byPost.status, `POST ${label}`).toBe(303);
    expectSameOrigin(byPost, `${origin}${path}`, `POST ${label}`);
  }
});

test("@desktop-only the apex login's ?next= never leads a signed-in owner off the apex", async ({ page }) => {
  const cookie = await signUpOwner(page, `redirecionado.${Date.now()}@exemplo.com`);
  const origin = originOf("");
  const own = await raw("GET", `/entrar?next=${encodeURIComponent("/criar-estacao?x=1")}`, { sub: "", headers: { cookie } });
  expect(nextHop(own, `${origin}/entrar`)?.href).toBe(`${origin}/criar-estacao?x=1`);
  for (const trick of REDIRECT_TRICKS) {
    const path = `/entrar?next=${encodeURIComponent(trick)}`;
    expectSameOrigin(await raw("GET", path, { sub: "", headers: { cookie } }), `${origin}${path}`, `GET apex ${JSON.stringify(trick.slice(0, 60))}`);
  }
});
