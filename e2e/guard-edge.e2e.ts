// The edge of the guard, through `npm start` as a client sees it: the client address is the
// socket's (no header moves a per-IP limit), the development mailbox opens only for a loopback
// socket, and bad requests get clear refusals instead of a 500.
import { expect, test } from "@playwright/test";
import { signInDemoMember } from "./helpers";
import { actionId, callAction, nonLoopbackAddress, originOf, raw } from "./raw-http";

const RATE_LIMIT_MESSAGE = "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.";
const CAPTCHA_FAILED = "Não foi possível confirmar que você não é um robô";

test.describe("edge of the guard @desktop-only", () => {
  test("70 logins with 70 different X-Forwarded-For values from one socket are refused from the 61st", async () => {
    const login = { id: actionId("loginAction"), path: "/login" };
    // Its own loopback address, so this socket's budget is not the one other suites log in from.
    const localAddress = "127.0.0.61";
    const answers: string[] = [];
    for (let i = 1; i <= 70; i++) {
      const res = await callAction(login, [{ identifier: "email", email: `rotativo${i}@exemplo.test`, password: "Errada123", captcha: "x" }], {
        localAddress,
        headers: { "x-forwarded-for": `203.0.113.${i}`, "x-real-ip": `198.51.100.${i}`, forwarded: `for=192.0.2.${i}` },
      });
      expect(res.status, `attempt ${i}`).toBeLessThan(500);
      answers.push(res.body.includes(RATE_LIMIT_MESSAGE) ? "limit" : res.body.includes(CAPTCHA_FAILED) ? "captcha" : `other: ${res.body.slice(0, 120)}`);
    }
    expect(answers.slice(0, 60)).toEqual(Array(60).fill("captcha"));
    expect(answers.slice(60)).toEqual(Array(10).fill("limit"));
  });

  test("the development mailbox opens for a loopback socket, and no header opens it for another", async () => {
    const open = await raw("GET", "/dev/outbox");
    expect(open.status).toBe(200);
    expect(open.body).toContain("loopback");

    const lan = nonLoopbackAddress();
    // The header-forging half needs a second address to connect from; machines of this kind have one.
    expect(lan, "a non-loopback address on this machine to connect from").toBeTruthy();
    const forged = {
      "x-forwarded-for": "127.0.0.1",
      "x-real-ip": "127.0.0.1",
      forwarded: "for=127.0.0.1",
      "x-estacao-peer": "127.0.0.1 127.0.0.1 forjado",
    };
    for (const headers of [{}, forged]) {
      const res = await raw("GET", "/dev/outbox", { address: lan!, headers });
      expect(res.status, JSON.stringify(headers)).toBe(404);
      expect(res.body).not.toContain("E-mails e SMS que o");
    }
    // Host names do not open it either: the socket decides.
    for (const sub of ["demo", "localhost", "127.0.0.1"]) {
      const res = await raw("GET", "/dev/outbox", { address: lan!, sub: sub === "demo" ? "demo" : "", headers: sub === "demo" ? forged : { ...forged, host: `${sub}:3000` } });
      expect(res.status).not.toBe(200);
    }
  });

  test("bad requests get clear refusals, never a 500", async ({ page }) => {
    const login = { id: actionId("loginAction"), path: "/login" };
    const complete = { id: actionId("completeActivityAction"), path: "/homepage/atividades/1" };

    const foreign = await callAction(login, [{}], { headers: { origin: "https://evil.example" } });
    expect([foreign.status, foreign.body]).toEqual([403, "Pedido recusado: ele não veio deste site."]);
    const nullOrigin = await callAction(login, [{}], { headers: { origin: "null" } });
    expect(nullOrigin.status).toBe(403);

    const empty = await callAction(login, [], { body: "" });
    expect(empty.status).toBe(400);
    for (const body of ["{nao é json", '{"a":1}', '["$@1"]', '[{"x":"$K1"}]', "\u0000\u0000"]) {
      const res = await callAction(login, [], { body });
      expect(res.status, body).toBe(400);
      expect(res.body).toContain("Pedido inválido");
    }
    const badId = await raw("POST", "/login", { headers: { "next-action": "x'; drop table users;--", "content-type": "text/plain", origin: originOf() }, body: "[]" });
    expect(badId.status).toBe(400);

    const huge = await callAction(login, [], { body: JSON.stringify([{ identifier: "email", email: "a".repeat(1024 * 1024 + 10) }]) });
    expect(huge.status).toBe(413);
    expect(huge.body).toContain("1 MB");

    // An id beyond the column's range is a field error, not "Erro interno" (asked by a signed-in
    // member: without a session the guard answers first that the session expired).
    await signInDemoMember(page);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const anonymous = await callAction(complete, [{ activityId: 2147483648, nonce: "abcdefghij" }]);
    expect(anonymous.body).toContain("Sua sessão expirou. Entre novamente.");
    const beyond = await callAction(complete, [{ activityId: 2147483648, nonce: "abcdefghij" }], { headers: { cookie } });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toContain("Identificador inválido");
    expect(beyond.body).not.toContain("Erro interno");

    // A same-origin call still works as before.
    const fine = await callAction(login, [{ identifier: "email", email: "membro@demo.test", password: "x", captcha: "x" }]);
    expect(fine.status).toBe(200);
  });
});
