// A reservation ends on the server, not in the browser: vitrine holds a cart for one
// minute (its reserveTimeSeconds) and no clock is faked here. Lia takes the last numbered poster
// into checkout and closes her browser; Davi sees it sold out, and once the minute has passed he
// finds it back in stock and takes it into his own checkout. One run is enough: it waits a minute.
import { expect, test, type Page } from "@playwright/test";
import { hostUrl, signInMember } from "./helpers";

const SHOP = "Achados da Vitrine";
const POSTER = "Pôster numerado 1/50";

async function openShop(page: Page) {
  await page.goto(hostUrl("vitrine", `/homepage/search/${encodeURIComponent(SHOP)}`));
  await page.getByTestId("activity-card").filter({ hasText: SHOP }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: SHOP })).toBeVisible();
}

const poster = (page: Page) => page.getByTestId("picker-product").filter({ hasText: POSTER });

/** Adds the poster and enters checkout, which reserves it. */
async function checkOutPoster(page: Page) {
  await expect(poster(page)).toContainText("1 disponível");
  await page.getByRole("button", { name: `Mais ${POSTER}` }).click();
  await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();
  await expect(page).toHaveURL(/\/homepage\/carrinho$/);
  await page.getByRole("button", { name: "Ir para pagamento" }).click();
  await expect(page.getByTestId("checkout-heading")).not.toHaveText("Carrinho de compras");
}

test("a reservation left to expire frees its units with the browser gone", { tag: "@desktop-only" }, async ({ browser }) => {
  test.setTimeout(150_000);
  const lia = await (await browser.newContext()).newPage();
  const davi = await (await browser.newContext()).newPage();
  await signInMember(lia, "vitrine", "lia.vitrine@demo.test");
  await signInMember(davi, "vitrine", "davi.vitrine@demo.test");

  await openShop(lia);
  const heldAt = Date.now(); // the hold begins after this, on entering checkout
  await checkOutPoster(lia);
  await lia.context().close();

  await openShop(davi);
  await expect(davi.getByTestId("picker-product").filter({ hasText: "Ecobag da Vitrine" })).toBeVisible();
  await expect(poster(davi)).toHaveCount(0);

  // The hold ends a minute after it began, whoever is or is not watching: Davi looks again until
  // the poster is back, which must not be before the minute is up.
  await expect(async () => {
    await davi.reload();
    await expect(poster(davi)).toContainText("1 disponível", { timeout: 1_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000] });
  expect(Date.now() - heldAt).toBeGreaterThanOrEqual(60_000);
  await checkOutPoster(davi);
  await davi.context().close();
});
