// Hostile inputs against every Server Action of the production build and the route handlers,
// signed in as the demo member: XSS payloads, SQL-looking text, oversize strings, wrong types,
// unicode tricks, null bytes, huge and negative numbers, arrays where strings are expected.
// What must hold: no server error (no 5xx, no "Erro interno no servidor"), no script stored, and
// nothing changed (the member's balance, the outboxes and the member's invitations are as before).
import { expect, test } from "@playwright/test";
import { hostUrl, signInDemoMember } from "./helpers";
import { callAction, raw, serverActions, type RawAnswer } from "./raw-http";

// Its own loopback source, so the per-IP budgets this suite spends are not other suites'.
const localAddress = "127.0.0.150";

const HOSTILE: unknown[] = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "<svg/onload=alert(1)>",
  "<iframe srcdoc='<script>alert(1)</script>'>",
  "{{7*7}}${7*7}",
  "' OR '1'='1",
  "1; DROP TABLE users;--",
  "1' UNION SELECT password_hash FROM users--",
  "admin'--",
  "A".repeat(100_000),
  "😀".repeat(20_000),
  true,
  null,
  0,
  -1,
  2147483648,
  -2147483649,
  1e308,
  -1e308,
  1.5,
  9007199254740993,
  [],
  [1, 2, 3],
  ["<script>alert(1)</script>"],
  {},
  { $ne: null },
  JSON.parse('{"__proto__":{"admin":true}}'),
  "\u202Eexe.txt\u202C",
  "a\u200Db\u200Cc\uFEFF",
  "\u0000",
  "abc\u0000def<script>alert(1)</script>",
  "\uD800",
  "Ｓｃｒｉｐｔ＜＞",
  "../../etc/passwd",
  "\r\nSet-Cookie: hacked=1",
  "$$",
  "%00%0a%0d",
  "   ",
  "-0",
];

const FIELDS = [
  "activityId", "nonce", "email", "emails", "password", "password_confirmation", "cpf", "name", "firstName", "lastName",
  "phone", "phoneNumber", "tel", "message", "subject", "captcha", "code", "hash", "address", "reference", "items", "amount",
  "courseId", "couponId", "deliveryLocationId", "identifier", "questionId", "quizId", "questionIndex", "answer", "answers",
  "researchId", "attemptKey", "videoId", "hasViewed", "network", "siteName", "prettyName", "image", "birthday", "city",
  "state", "terms", "accepted", "consent", "inviteCode", "inviterId", "type", "userId", "method", "text", "color",
];

function everyField(value: unknown): Record<string, unknown> {
  return Object.fromEntries(FIELDS.map((f) => [f, value]));
}

function serverError(res: RawAnswer): boolean {
  return res.status >= 500 || res.body.includes("Erro interno no servidor");
}

function pathPart(value: unknown): string {
  try {
    return encodeURIComponent(typeof value === "string" ? value.slice(0, 2000) : JSON.stringify(value));
  } catch {
    return "%ED%A0%80"; // a lone surrogate cannot be encoded: send its raw UTF-8 bytes
  }
}

// Tagged desktop-only: it changes nothing, and one run is enough.
test("hostile inputs: no server error, no stored script, nothing changed @desktop-only", async ({ page }) => {
  test.setTimeout(600_000);
  await signInDemoMember(page);
  const cookies = await page.context().cookies(hostUrl("demo"));
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const asMember = (p: string, sub = "demo") => raw("GET", p, { sub, headers: { cookie } });

  const snapshot = async () => ({
    balance: (await asMember("/homepage/saldo")).body,
    demoOutbox: (await raw("GET", "/dev/outbox")).body.replace(/<script[\s\S]*$/, ""),
    vitrineOutbox: (await raw("GET", "/dev/outbox", { sub: "vitrine" })).body.replace(/<script[\s\S]*$/, ""),
    invites: (await asMember("/homepage/convites-do-usuario")).body.replace(/<script[\s\S]*$/, ""),
  });
  const before = await snapshot();
  expect(before.balance).toMatch(/"balance":\d+/);

  const memberHeaders = (sub: string): Record<string, string> => (sub === "demo" ? { cookie } : {});
  const failures: string[] = [];
  let count = 0;
  const check = (label: string, res: RawAnswer) => {
    count++;
    if (serverError(res)) failures.push(`${label}: ${res.status} ${res.body.slice(0, 160)}`);
  };

  const actions = serverActions();
  expect(actions.length).toBeGreaterThan(20);
  // Cached data functions ('use cache') share the manifest with the actions; called from outside
  // they would read any station's data with any arguments. They must answer "not found".
  const cachedReads = actions.filter((a) => a.name.startsWith("$$RSC_SERVER_CACHE"));
  expect(cachedReads.length).toBeGreaterThan(0);
  for (const read of cachedReads) {
    const res = await callAction(read, [1, "demo"], { headers: memberHeaders(read.sub), localAddress });
    expect(res.status, `${read.file} ${read.name}`).toBe(404);
  }
  for (const [index, action] of actions.entries()) {
    // The member's cookie belongs to the station's host; the apex and the console see none.
    const headers = memberHeaders(action.sub);
    // Each action gets 8 values in every field of its object argument, and 2 as the argument itself.
    for (let k = 0; k < 10; k++) {
      const value = HOSTILE[(index * 7 + k) % HOSTILE.length];
      const args = k < 8 ? [everyField(value), value] : [value, value];
      check(`${action.name} ${JSON.stringify(value).slice(0, 40)}`, await callAction(action, args, { headers, localAddress }));
    }
  }

  // Route handlers: path segments, query strings and bodies.
  for (const [k, value] of HOSTILE.entries()) {
    const part = pathPart(value);
    const gets = [
      `/i/${part}`,
      `/login-token/${part}`,
      `/files/${part}`,
      `/compartilhamento?source=${part}&campaign=${part}`,
      `/homepage/saldo?x=${part}`,
      `/api/captcha?x=${part}`,
    ];
    const p = gets[k % gets.length]!;
    check(`GET ${p.slice(0, 60)}`, await raw("GET", p, { headers: { cookie }, localAddress }));
    check(`GET apex /files/${part.slice(0, 40)}`, await raw("GET", `/files/${part}`, { sub: "", localAddress }));
    const body = typeof value === "string" ? value : JSON.stringify(value);
    for (const [sub, p2] of [["demo", "/files/upload"], ["demo", "/homepage/survey/upload"], ["", "/files/upload"]] as const) {
      const type = k % 2 ? "application/json" : "multipart/form-data; boundary=x";
      const origin = `http://${sub ? `${sub}.` : ""}localhost:${process.env.E2E_PORT ?? 3100}`;
      check(`POST ${sub} ${p2}`, await raw("POST", p2, { sub, headers: { cookie, "content-type": type, origin }, body, localAddress }));
    }
  }

  console.log(`hostile inputs: ${count}`);
  test.info().annotations.push({ type: "hostile inputs", description: String(count) });
  expect(failures).toEqual([]);
  expect(count).toBeGreaterThanOrEqual(150);

  const after = await snapshot();
  expect(after.balance).toBe(before.balance);
  expect(after.demoOutbox).toBe(before.demoOutbox);
  expect(after.vitrineOutbox).toBe(before.vitrineOutbox);
  expect(after.invites).toBe(before.invites);
  for (const html of Object.values(after)) {
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("onerror=alert(1)");
    expect(html).not.toContain("alert(1)");
  }
});
