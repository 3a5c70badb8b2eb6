// Ways into an account that a stranger must not have, through the running server: junk captchas sent with an owner's e-mail from another address do not lock that owner out of
// the apex login (the captcha is checked before any failure counts, and failures count per
// account and source).
import { expect, test } from "@playwright/test";
import { hostUrl, signUpOwner, solveCaptcha } from "./helpers";
import { actionId, callAction } from "./raw-http";

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
