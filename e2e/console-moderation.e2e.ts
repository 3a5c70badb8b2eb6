// Moderation of the wall, end to end on demo with a post stamped per run: three members report it
// and it leaves the wall; the owner finds it at the top of the console's "Moderação", restores it,
// and it is back on the wall for members. With SHOTS_DIR set, the queue is photographed at phone,
// tablet and desktop sizes. It runs once, on desktop: it reports as shared demo members.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { confirmConsoleSignOn, hostUrl, signInMember } from "./helpers";

const AUTHOR = "ana.mural@demo.test";
const REPORTERS = ["bruno.mural@demo.test", "carla.mural@demo.test", "membro@demo.test"];
const shotsDir = process.env.SHOTS_DIR;

async function wallOf(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInMember(page, "demo", email);
  await page.goto(hostUrl("demo", "/homepage/feed"));
  await expect(page.getByRole("heading", { name: "Mural" })).toBeVisible();
  return page;
}

test("@desktop-only three reports hide a post; the owner restores it in Moderação and it is back on the wall", async ({ page, browser }) => {
  // Six sign-ins in one journey: more than the default minute on a loaded 2-core machine.
  test.setTimeout(180_000);
  const text = `Moderar ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const author = await wallOf(browser, AUTHOR);
  const form = author.getByTestId("post-form");
  await form.getByLabel("O que você está pensando?").fill(text);
  await form.getByRole("button", { name: "Publicar" }).click();
  await expect(author.getByTestId("post").first()).toContainText(text);
  await author.context().close();

  for (const [i, email] of REPORTERS.entries()) {
    const member = await wallOf(browser, email);
    const post = member.getByTestId("post").filter({ hasText: text });
    await post.getByRole("button", { name: "Denunciar" }).click();
    const dialog = member.getByRole("dialog");
    await dialog.getByLabel("Motivo (opcional)").fill(`Motivo ${i + 1}`);
    await dialog.getByRole("button", { name: "Denunciar" }).click();
    await expect(dialog).toHaveCount(0);
    if (i === REPORTERS.length - 1) {
      await member.reload();
      await expect(member.getByTestId("post").first()).toBeVisible();
      await expect(member.getByTestId("post").filter({ hasText: text }), "the third report hides the post").toHaveCount(0);
    }
    await member.context().close();
  }

  await signInMember(page, "demo", "dono@demo.test");
  await page.goto(hostUrl("demo", "/homepage"));
  await page.getByRole("button", { name: "Acessar Painel" }).click();
  await confirmConsoleSignOn(page);
  await page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Moderação" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Moderação" })).toBeVisible();
  const item = page.getByRole("article").filter({ hasText: text });
  await expect(item).toContainText("Oculto do mural");
  await expect(item).toContainText("3 denúncias em aberto");
  await expect(item).toContainText("Motivo: Motivo 1");
  await expect(page.getByRole("article").first(), "hidden pieces come first").toContainText("Oculto do mural");
  if (shotsDir) {
    for (const [name, size] of [["desktop", { width: 1280, height: 800 }], ["tablet", { width: 820, height: 1180 }], ["phone", { width: 390, height: 844 }]] as const) {
      await page.setViewportSize(size);
      await item.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shotsDir}/moderacao-${name}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await item.getByRole("button", { name: "Restaurar post de Ana Paula Ribeiro" }).click();
  await expect(page.getByText("Conteúdo restaurado no mural.")).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: text }), "a restored post leaves the pending queue").toHaveCount(0);
  await page.getByRole("link", { name: "Resolvidas" }).click();
  await expect(page.getByRole("article").filter({ hasText: text })).toContainText("Visível no mural");

  const member = await wallOf(browser, REPORTERS[0]!);
  await expect(member.getByTestId("post").filter({ hasText: text }), "the restored post is back on the wall").toHaveCount(1);
  await member.context().close();
});
