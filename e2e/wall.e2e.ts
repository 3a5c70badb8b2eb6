// The wall at phone and desktop size, with its own members (the demo wall's authors
// Ana and Bruno) and posts stamped per run, so it does not depend on other suites' state: posting
// text, a photo and a video; what another member sees; delete after the question; likes from two
// browsers of one member; replies; the comment limit; paging to the end; markup shown as text; a
// 250 MB video refused in the browser and by the server.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { fetchAsHost, hostUrl, PORT, signInMember } from "./helpers";

const ANA = { email: "ana.mural@demo.test", name: "Ana Paula Ribeiro" };
const BRUNO = { email: "bruno.mural@demo.test", name: "Bruno Costa" };
// The activity test likes one shared activity: each project has its own member, so the phone and
// desktop runs never toggle the same like.
const ACTIVITY_FAN = { phone: "carla.mural@demo.test", desktop: "membro@demo.test" } as Record<string, string>;
const PHOTO = fs.readFileSync(path.resolve("lib/social/seed-assets/cafe.jpg"));
const VIDEO = fs.readFileSync(path.resolve("public/static/videos/trocas.mp4"));

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openWall(page: Page, member: { email: string }) {
  await signInMember(page, "demo", member.email);
  await page.goto(hostUrl("demo", "/homepage/feed"));
  await expect(page.getByRole("heading", { name: "Mural" })).toBeVisible();
}

async function asMember(browser: Browser, member: { email: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openWall(page, member);
  return page;
}

function postWith(page: Page, text: string): Locator {
  return page.getByTestId("post").filter({ hasText: text });
}

async function publish(page: Page, text: string) {
  const form = page.getByTestId("post-form");
  await form.getByLabel("O que você está pensando?").fill(text);
  await form.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByTestId("post").first()).toContainText(text);
}

test("a member posts text, a photo and a video; another member sees them; only the author deletes, after the question", async ({ page, browser }) => {
  const id = stamp();
  await openWall(page, ANA);
  const form = page.getByTestId("post-form");

  await publish(page, `Texto ${id}`);
  await expect(page.getByTestId("post").first().getByTestId("post-author")).toHaveText(ANA.name);

  await form.getByTestId("post-image-input").setInputFiles({ name: "cafe.jpg", mimeType: "image/jpeg", buffer: PHOTO });
  await expect(form.getByRole("button", { name: "Remover mídia" })).toBeVisible();
  await publish(page, `Foto ${id}`);
  const photo = page.getByTestId("post").first().getByRole("img", { name: `Foto publicada por ${ANA.name}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await form.getByTestId("post-video-input").setInputFiles({ name: "trocas.mp4", mimeType: "video/mp4", buffer: VIDEO });
  await expect(form.getByTestId("video-ready")).toHaveText("Vídeo pronto para publicar");
  await publish(page, `Vídeo ${id}`);
  const video = page.getByTestId("post").first().locator("video");
  await expect(video).toBeVisible();
  // The HTML5 player reads the stored file (served by ranges) far enough to know its length.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId("post").first().getByTestId("post-author")).toHaveText(ANA.name);

  const bruno = await asMember(browser, BRUNO);
  for (const text of [`Texto ${id}`, `Foto ${id}`, `Vídeo ${id}`]) {
    await bruno.getByTestId("post").nth(2).waitFor();
    const post = postWith(bruno, text);
    await expect(post).toBeVisible();
    await expect(post.getByTestId("post-author")).toHaveText(ANA.name);
    await expect(post.getByRole("button", { name: "Deletar post" })).toHaveCount(0);
    await expect(post.getByRole("button", { name: "Denunciar" })).toHaveCount(1);
  }
  await expect(postWith(bruno, `Foto ${id}`).getByRole("img", { name: /Foto publicada/ })).toBeVisible();
  await expect(postWith(bruno, `Vídeo ${id}`).locator("video")).toBeVisible();
  await bruno.context().close();

  const mine = postWith(page, `Texto ${id}`);
  await mine.getByRole("button", { name: "Deletar post" }).click();
  const question = page.getByRole("alertdialog");
  await expect(question.getByRole("heading", { name: "Você vai deletar esse post" })).toBeVisible();
  await expect(question).toContainText("Tem certeza?");
  await question.getByRole("button", { name: "Cancelar" }).click();
  await expect(mine).toBeVisible();
  await mine.getByRole("button", { name: "Deletar post" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sim" }).click();
  await expect(mine).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("post").first()).toBeVisible();
  await expect(postWith(page, `Texto ${id}`)).toHaveCount(0);
});

test("a like from two browsers of the same member counts once, and unliking returns the count", async ({ page, browser }) => {
  const id = stamp();
  await openWall(page, ANA);
  await publish(page, `Curtam ${id}`);

  const first = await asMember(browser, BRUNO);
  const second = await asMember(browser, BRUNO); // same member, another browser (its own session)
  const likeIn = (p: Page) => postWith(p, `Curtam ${id}`).getByRole("button", { name: "Curtir post" });
  const countIn = (p: Page) => likeIn(p).getByTestId("like-count");
  await expect(likeIn(first)).toHaveAttribute("aria-pressed", "false");
  await expect(countIn(second)).toHaveText("0");

  await likeIn(first).click();
  await expect(likeIn(first)).toHaveAttribute("aria-pressed", "true");
  await expect(countIn(first)).toHaveText("1");
  // The second browser still shows the old state; its like asks for "liked", which is already so.
  await likeIn(second).click();
  await expect(countIn(second)).toHaveText("1");
  await page.reload();
  await expect(postWith(page, `Curtam ${id}`).getByTestId("like-count")).toHaveText("1");

  await likeIn(first).click();
  await expect(likeIn(first)).toHaveAttribute("aria-pressed", "false");
  await expect(countIn(first)).toHaveText("0");
  await first.reload();
  await expect(countIn(first)).toHaveText("0");
  await first.context().close();
  await second.context().close();
});

test("a reply appears under its comment, and a 201-character comment is refused with the spec's message", async ({ page }) => {
  const id = stamp();
  await openWall(page, ANA);
  await publish(page, `Conversa ${id}`);
  const post = postWith(page, `Conversa ${id}`);
  await post.getByRole("button", { name: /Comentários/ }).click();
  const panel = post.getByTestId("comments-panel");
  await expect(panel.getByText("Nenhum comentário ainda.")).toBeVisible();

  const box = panel.getByLabel("Escreva um comentário");
  await box.press("Enter"); // empty: Enter sends nothing
  await box.fill(`Primeiro ${id}`);
  await box.press("Enter");
  const comment = panel.getByTestId("comment").filter({ hasText: `Primeiro ${id}` });
  await expect(comment).toBeVisible();
  await expect(box).toHaveValue("");
  await expect(post.getByRole("button", { name: /Comentários/ })).toContainText("1");

  await comment.getByRole("button", { name: "Responder" }).click();
  const reply = comment.getByLabel(`Responder a ${ANA.name}`);
  await reply.fill(`Resposta ${id}`);
  await reply.press("Enter");
  await expect(comment.getByRole("list", { name: "Respostas" }).getByText(`Resposta ${id}`)).toBeVisible();

  await box.fill("a".repeat(201));
  await expect(panel.getByText("201/200")).toBeVisible();
  await box.press("Enter");
  await expect(panel.getByText("Esse campo deve possuir no máximo 200 caracteres")).toBeVisible();
  await expect(panel.getByTestId("comment").filter({ hasText: "a".repeat(201) })).toHaveCount(0);
});

test("scrolling loads 3 posts at a time and ends with the spec's text", async ({ page }) => {
  const sizes: number[] = [];
  page.on("response", async (r) => {
    if (r.url().includes("/homepage/feed/pagina")) sizes.push(((await r.json()) as { items: unknown[] }).items.length);
  });
  await openWall(page, BRUNO);
  await expect(page.getByTestId("post")).toHaveCount(3);
  const end = page.getByText("Isso é tudo por enquanto!");
  for (let i = 0; i < 60 && !(await end.isVisible()); i++) {
    const before = await page.getByTestId("post").count();
    await page.getByTestId("post").last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    // The next page of posts arrives, or the end of the wall shows.
    await expect(async () => expect((await page.getByTestId("post").count()) > before || (await end.isVisible())).toBe(true)).toPass();
  }
  await expect(end).toBeVisible();
  const total = await page.getByTestId("post").count();
  expect(total).toBeGreaterThanOrEqual(12);
  expect(sizes.length).toBeGreaterThan(2);
  expect(sizes.slice(0, -1).every((n) => n === 3)).toBe(true);
  expect(3 + sizes.reduce((a, b) => a + b, 0)).toBe(total);
});

test("markup in a post shows as text, and links are safe", async ({ page }) => {
  const id = stamp();
  const dialogs: string[] = [];
  page.on("dialog", (d) => (dialogs.push(d.message()), void d.dismiss()));
  await openWall(page, ANA);
  const text = `<img src=x onerror=alert(1)> ${id} https://exemplo.com/a`;
  await publish(page, text);
  const post = postWith(page, id);
  await expect(post).toContainText(`<img src=x onerror=alert(1)> ${id}`);
  await expect(post.locator('img[src="x"]')).toHaveCount(0);
  await expect(post.getByRole("link", { name: "https://exemplo.com/a" })).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
  await page.reload();
  await expect(postWith(page, id)).toContainText("<img src=x onerror=alert(1)>");
  expect(dialogs).toEqual([]);
});

test("a 250 MB video is refused in the browser before any upload, and by the server from its length", async ({ page }) => {
  await openWall(page, ANA);
  const uploads: string[] = [];
  page.on("request", (r) => r.url().includes("/homepage/feed/upload") && uploads.push(r.url()));
  // A File of 250 MB without writing 250 MB anywhere: the picker's answer, with the size it reports.
  await page.getByTestId("post-video-input").evaluate((input: HTMLInputElement) => {
    const file = new File([new Uint8Array(16)], "grande.mp4", { type: "video/mp4" });
    Object.defineProperty(file, "size", { value: 250_000_000 });
    Object.defineProperty(input, "files", { value: [file], configurable: true });
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await expect(page.getByTestId("media-error")).toHaveText("Erro: Vídeo maior que 200 MB");
  expect(uploads).toEqual([]);

  // The server, asked directly with a 250 MB Content-Length, answers before the body arrives.
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port: PORT,
      method: "POST",
      path: "/homepage/feed/upload?tipo=video",
      headers: { host: `demo.localhost:${PORT}`, origin: `http://demo.localhost:${PORT}`, cookie, "content-type": "video/mp4", "content-length": "250000000" },
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => (resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }), req.destroy()));
    });
    req.on("error", reject);
    req.write(VIDEO.subarray(0, 1024));
  });
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toEqual({ ok: false, message: "Erro: Vídeo maior que 200 MB" });
});

test("an activity's likes and comments: visitors read them and are asked to sign in; a member likes, unlikes and comments with Enter", async ({ page, browser }, testInfo) => {
  // The demo seed turns likes and comments on for one public activity (lib/social/seed.ts): the
  // sitemap lists the public activities, and that one's page carries the thread.
  const sitemap = (await fetchAsHost("demo", "/sitemap.xml")).body;
  let publicPath = "";
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]*\/atividade\/\d+)<\/loc>/g)) {
    const path = new URL(loc!).pathname;
    if ((await fetchAsHost("demo", path)).body.includes('data-testid="public-activity-social"')) {
      publicPath = path;
      break;
    }
  }
  expect(publicPath, "a public activity with likes and comments").not.toBe("");

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(hostUrl("demo", publicPath));
  const open = visitor.getByTestId("public-activity-social");
  await expect(open).toContainText("Muito útil, obrigada!");
  await expect(open.getByRole("list", { name: "Respostas" })).toContainText("Também gostei.");
  await expect(open.getByText(/\d+ curtidas?/)).toBeVisible();
  await expect(open).toContainText("Para curtir e comentar, entre na sua conta ou cadastre-se.");
  await expect(open.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/login");
  await expect(open.getByRole("link", { name: "Cadastrar" })).toHaveAttribute("href", "/cadastrar");
  // Read-only: nothing to press or type.
  await expect(open.getByRole("button")).toHaveCount(0);
  await expect(open.getByRole("textbox")).toHaveCount(0);
  await visitor.context().close();

  await signInMember(page, "demo", ACTIVITY_FAN[testInfo.project.name]!);
  const memberPath = `/homepage/atividades/${publicPath.split("/").pop()}`;
  // Server-rendered: wait until the page has hydrated (nothing more to load) before pressing.
  const load = async (reload = false) => {
    await (reload ? page.reload() : page.goto(hostUrl("demo", memberPath)));
    await page.waitForLoadState("networkidle");
  };
  await load();
  const social = page.getByTestId("activity-social");
  const like = social.getByRole("button", { name: /Curtir atividade/ });
  const count = like.getByTestId("like-count");
  // Start from "not liked" whatever an earlier run left.
  if ((await like.getAttribute("aria-pressed")) === "true") {
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "false");
  }
  const before = Number(await count.textContent());
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(count).toHaveText(String(before + 1));
  await load(true);
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await load(true);
  await expect(like).toHaveAttribute("aria-pressed", "false");

  const text = `Comentário da atividade ${stamp()}`;
  await social.getByRole("button", { name: "Comentários" }).click();
  const panel = social.getByTestId("comments-panel");
  await expect(panel.getByTestId("comment").filter({ hasText: "Muito útil, obrigada!" })).toBeVisible();
  const box = panel.getByRole("textbox", { name: "Escreva um comentário" });
  await box.fill(text);
  await box.press("Enter");
  await expect(panel.getByTestId("comment").filter({ hasText: text })).toBeVisible();
  await expect(box).toHaveValue("");
  await load(true);
  await social.getByRole("button", { name: "Comentários" }).click();
  await expect(social.getByTestId("comment").filter({ hasText: text })).toBeVisible();
});

test("screens of the wall, a thread and the form during an upload", async ({ page }, testInfo) => {
  await openWall(page, BRUNO);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });
  await expect(page.getByTestId("post").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shot("wall");

  const thread = page.getByTestId("post").filter({ has: page.getByRole("button", { name: /Comentários/ }).filter({ hasText: /[1-9]/ }) }).first();
  await thread.getByRole("button", { name: /Comentários/ }).click();
  await expect(thread.getByTestId("comment").first()).toBeVisible();
  await thread.scrollIntoViewIfNeeded();
  await shot("thread");

  // A slow upload link keeps the form in its uploading state long enough to look at it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 100_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const big = Buffer.concat([VIDEO, Buffer.alloc(3_000_000)]);
  await page.getByTestId("post-video-input").setInputFiles({ name: "passeio.mp4", mimeType: "video/mp4", buffer: big });
  await expect(page.getByTestId("upload-percent")).toBeVisible();
  await expect(page.getByRole("button", { name: "Publicar" })).toBeDisabled();
  await expect(page.getByLabel("O que você está pensando?")).toBeDisabled();
  await expect.poll(async () => Number((await page.getByTestId("upload-percent").textContent())?.replace("%", "")), { timeout: 20_000 }).toBeGreaterThan(5);
  await shot("uploading");
  await page.getByRole("button", { name: "Cancelar envio" }).click();
  await expect(page.getByLabel("O que você está pensando?")).toBeEnabled();
});
