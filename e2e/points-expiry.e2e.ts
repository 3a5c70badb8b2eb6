// Points that expire, as a member meets them: on vitrine points expire 12 months after their
// credit, and Vera Validade (lib/wallet/seed.ts) holds 30,00 of a credit from 350 days ago. Her home
// and her statement say when they expire, the statement lists the bonus that already expired, and
// the expiry job's first run after the start e-mailed her the 30-day reminder.
import { expect, test, type Page } from "@playwright/test";
import { hostUrl, signInMember } from "./helpers";

const VERA = "validade.vitrine@demo.test";
const DAY_MS = 24 * 60 * 60 * 1000;

/** The notice's "dd/mm/aaaa" as days from today (São Paulo and UTC agree to within a day here). */
async function daysUntilNotice(page: Page): Promise<{ text: string; days: number }> {
  const text = (await page.getByTestId("points-expiry").textContent())!.trim();
  const [, dd, mm, yyyy] = /vencem em (\d{2})\/(\d{2})\/(\d{4})$/.exec(text) ?? [];
  expect(yyyy, `notice "${text}"`).toBeTruthy();
  return { text, days: Math.round((Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)) - Date.now()) / DAY_MS) };
}

test("a member whose points are about to expire is told where she looks and by e-mail", { tag: "@desktop-only" }, async ({ page }) => {
  await signInMember(page, "vitrine", VERA);

  await page.goto(hostUrl("vitrine", "/homepage"));
  const home = await daysUntilNotice(page);
  expect(home.text).toMatch(/^.*30,00.* vencem em \d{2}\/\d{2}\/\d{4}$/);
  expect(home.days).toBeGreaterThanOrEqual(13);
  expect(home.days).toBeLessThanOrEqual(17);
  await expect(page.getByTestId("home-balance")).toContainText("60,00");

  await page.goto(hostUrl("vitrine", "/homepage/extrato/extratos-totais"));
  expect((await daysUntilNotice(page)).text).toBe(home.text);
  await expect(page.getByTestId("statement-balance")).toContainText("60,00");
  await page.getByRole("tab", { name: "Créditos Utilizados" }).click();
  await expect(page.getByTestId("statement-row").filter({ hasText: "Pontos vencidos" })).toContainText("10,00");

  const mailbox = await page.context().newPage();
  await expect(async () => {
    await mailbox.goto(hostUrl("vitrine", "/dev/outbox"));
    const mail = mailbox.getByRole("listitem").filter({ hasText: VERA }).filter({ hasText: "Seus pontos vencem nos próximos 30 dias" });
    await expect(mail).toHaveCount(1, { timeout: 1000 });
    await expect(mail).toContainText(home.text);
  }).toPass({ timeout: 60_000 });
});
