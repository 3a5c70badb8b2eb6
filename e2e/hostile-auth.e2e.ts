// Ways into an account that a stranger must not have, through the running server:
// - junk captchas sent with an owner's e-mail from another address do not lock that owner out of
//   the apex login (the captcha is checked before any failure counts, and failures count per
//   account and source);
// - the console's single-use sign-on link is not a login CSRF: opening it (a planted link, an
//   image) signs nobody in and leaves the token unspent; only a POST from the console's own page
//   exchanges it, and a POST from another site, or without an Origin, is refused.
import type { IncomingHttpHeaders } from "node:http";
import { expect, test } from "@playwright/test";
import { hostUrl, signInMember, signUpOwner, solveCaptcha } from "./helpers";
import { actionId, callAction, originOf, raw } from "./raw-http";

const RATE_LIMIT_MESSAGE = "Muitas tentativas em pouco tempo";
const CAPTCHA_MESSAGE = "Confirme que você não é um robô e tente novamente.";

test("@desktop-only junk captchas with an owner's e-mail from elsewhere do not lock the owner out", async ({ page, browser }) => {
  const email = `trancada.${Date.now()}@exemplo.com`;
  await signUpOwner(page, email);
  const login = { id: actionId("ownerLoginAction"), path: "/entrar", sub: "" };
  // The stranger's own address: 20 tries, well past five, every one with a junk captcha.
  for (let i = 1; i <= 20; i++) {
    const answer = await callAction(login, [{ email, password: `Errada@${i}x`, captcha: "lixo" }], { localAddress: "127.0.0.152" });
    expect(answer.status, `attempt ${i}`).toBeLessThan(500);
    expect(answer.body, `attempt ${i} is refused for its captcha, not counted against the account`).toContain(CAPTCHA_MESSAGE);
  }

  const own = await browser.newContext();
  const owner = await own.newPage();
  await owner.goto(hostUrl("", "/entrar"));
  await owner.getByLabel("E-mail").fill(email);
  await owner.getByLabel("Senha", { exact: true }).fill("Senha@123");
  await solveCaptcha(owner);
  await owner.getByRole("button", { name: "Entrar" }).click();
  await expect(owner.getByText(RATE_LIMIT_MESSAGE)).toHaveCount(0);
  await expect(owner).toHaveURL(/\/criar-estacao$/, { timeout: 30_000 });
  await own.close();
});

function consoleCookieSet(headers: IncomingHttpHeaders): boolean {
  return (headers["set-cookie"] ?? []).some((c) => /^(__Host-)?estacao\.console=[^;]/.test(c));
}

test("@desktop-only a planted console sign-on link signs nobody in; only a same-origin POST spends it", async ({ page }) => {
  await signInMember(page, "demo", "dono@demo.test");
  await page.goto(hostUrl("demo", "/homepage"));
  // The link the station hands out, kept from the browser: the checks below use it as a stranger would.
  let signOn = "";
  await page.route(/\/\/painel\.localhost:\d+\/entrar\//, async (route) => {
    signOn ||= route.request().url();
    await route.abort();
  });
  await page.getByRole("button", { name: "Acessar Painel" }).click();
  await expect.poll(() => signOn).not.toBe("");
  const linkPath = new URL(signOn).pathname;
  const token = decodeURIComponent(linkPath.slice("/entrar/".length));
  const painel = originOf("painel");

  const opened = await raw("GET", linkPath, { sub: "painel" });
  expect(consoleCookieSet(opened.headers), "opening the link sets no console session").toBe(false);
  expect(opened.status, "opening the link only shows the confirmation").toBe(200);
  expect(opened.body).toContain("Entrar no painel");

  const form = (origin?: string) =>
    raw("POST", "/entrar", {
      sub: "painel",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(origin ? { origin } : {}) },
      body: new URLSearchParams({ token }).toString(),
    });
  const fromElsewhere = await form("https://atacante.example");
  expect(fromElsewhere.status, "a form on another site").toBe(403);
  expect(consoleCookieSet(fromElsewhere.headers)).toBe(false);
  const fromStation = await form(originOf("demo"));
  expect(fromStation.status, "a form on a station's host").toBe(403);
  expect(consoleCookieSet(fromStation.headers)).toBe(false);
  const noOrigin = await form();
  expect(noOrigin.status, "a POST without Origin").toBe(403);
  expect(consoleCookieSet(noOrigin.headers)).toBe(false);

  // None of those spent it: the console's own page still exchanges it, once.
  const confirmed = await form(painel);
  expect(confirmed.status).toBe(303);
  expect(confirmed.headers.location).toMatch(/^\/estacoes\/\d+$/);
  expect(consoleCookieSet(confirmed.headers)).toBe(true);
  const again = await form(painel);
  expect(again.headers.location).toBe("/link-invalido");
  expect(consoleCookieSet(again.headers)).toBe(false);
  const reopened = await raw("GET", linkPath, { sub: "painel" });
  expect(reopened.headers.location ?? "").toMatch(/\/link-invalido$/);
});
