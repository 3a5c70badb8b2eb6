// Sign-up loopholes the running server must close: step 2 shows the contacts of a pending account
// only to the browser that registered it (never to whoever types the address in the URL), the
// channel of someone else's confirmation cannot be switched by naming their e-mail, and a station
// answers only the registration form it offers.
import { expect, test } from "@playwright/test";
import { actionId, callAction, raw } from "./raw-http";

// Its own loopback source, so the per-source sign-up budget this suite spends is nobody else's.
const localAddress = "127.0.0.151";

// A seeded account that never confirmed its sign-up (demo's "inativo" entry screen).
const PENDING_EMAIL = "inativo@demo.test";
// How the page would mask it (lib/format's maskEmail: two characters, seven stars, the domain).
const PENDING_MASKED = "in*******@demo.test";

/** The outbox page as the server's own machine sees it (loopback), as text. */
async function outbox(sub: string): Promise<string> {
  return (await raw("GET", "/dev/outbox", { sub, localAddress })).body;
}

test.describe("sign-up loopholes", () => {
  test("step 2 of sign-up does not show a pending account's masked contacts to whoever types its e-mail", async () => {
    const answer = await raw("GET", `/cadastrar?etapa=2&email=${encodeURIComponent(PENDING_EMAIL)}`, { sub: "demo", localAddress });
    expect(answer.status, "the page answers").toBe(200);
    expect(answer.body, "the pending account's masked e-mail is not on the page").not.toContain(PENDING_MASKED);
    expect(answer.body, "no method choice is offered for an account this browser did not register").not.toContain("Por e-mail");
  });

  test("naming someone else's e-mail does not send or switch their confirmation", async () => {
    const before = await outbox("demo");
    for (const method of ["email", "sms"]) {
      const answer = await callAction({ id: actionId("chooseMethodAction"), path: "/cadastrar", sub: "demo" }, [{ email: PENDING_EMAIL, method }], { localAddress });
      expect(answer.status, "no server error").toBeLessThan(500);
      expect(answer.body, `the switch to ${method} is refused`).toContain('"ok":false');
    }
    expect(await outbox("demo"), "nothing was sent").toBe(before);
  });

  test("a station answers only the registration form it offers", async () => {
    // demo offers the multi-step form; vitrine the single page.
    const single = await callAction({ id: actionId("registerSingleAction"), path: "/cadastrar", sub: "demo" }, [{}], { localAddress });
    expect(single.body, "the single-page form is refused on demo").toContain("Este formulário de cadastro não está disponível nesta estação.");
    const multi = await callAction({ id: actionId("registerMultistepAction"), path: "/cadastrar", sub: "vitrine" }, [{}], { localAddress });
    expect(multi.body, "the multi-step form is refused on vitrine").toContain("Este formulário de cadastro não está disponível nesta estação.");
    const check = await callAction({ id: actionId("checkCredentialsAction"), path: "/cadastrar", sub: "vitrine" }, [{}], { localAddress });
    expect(check.body, "step 0 of the multi-step form is refused on vitrine").toContain("Este formulário de cadastro não está disponível nesta estação.");
  });
});
