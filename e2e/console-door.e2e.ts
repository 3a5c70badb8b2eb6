// The door on a phone (390×844): staff sign in to the console, read the demo member's course
// voucher with the phone's camera (Chromium's fake camera playing a video of the voucher's QR, read
// by the page's own decoder), see "Válido" with the member's name, mark it used; the member's
// points land once and the same code then answers "Já utilizado", also typed in by hand. Without
// a camera the door says so and the typed path works. By raw HTTP: only the console host may use
// the camera, and an old owner link on the apex redirects to the door with the code filled in;
// opened signed out, that link comes back to the door once staff sign in.
// Each project reads its own seeded code of the demo member (phone: the course voucher, desktop:
// the café coupon), so the runs never mark the same code.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, expect, test, type Browser, type Page } from "@playwright/test";
import QRCode from "qrcode";
import { confirmConsoleSignOn, hostUrl, signInDemoMember, signInMember } from "./helpers";
import { raw } from "./raw-http";

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SHOTS_DIR;
/** Which seeded code of Maria Membro each project reads, and the points it pays when marked. */
const CODES: Record<string, { list: string; card: string; title: string; dialog: string; points: string | null }> = {
  phone: { list: "/homepage/vouchers", card: "voucher-card", title: "Oficina de finanças pessoais", dialog: "Voucher", points: "20,00" },
  desktop: { list: "/homepage/minhas-compras", card: "coupon-card", title: "Vale-café na Cafeteria Central", dialog: "Comprovante de compra", points: null },
};

/** A Y4M video (what Chromium's fake camera plays) of one still frame: `text` as a QR code, black on white. */
function qrVideo(text: string): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const width = 640;
  const height = 480;
  const scale = 8;
  const side = (qr.modules.size + 8) * scale;
  const left = (width - side) / 2;
  const top = (height - side) / 2;
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - 4;
      const my = Math.floor(y / scale) - 4;
      const dark = mx >= 0 && my >= 0 && mx < qr.modules.size && my < qr.modules.size && qr.modules.get(my, mx);
      if (dark) luma[(top + y) * width + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "door-")), "qr.y4m");
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
  return file;
}

/** A phone browser whose camera films `video` and whose camera permission is granted. */
async function phoneWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--disable-gpu", "--no-first-run", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${video}`],
  });
}

/** "Acessar Painel" from the member area: a button at desk widths, in the user's menu on a phone. */
async function accessPanel(page: Page, landsOn?: RegExp) {
  await page.goto(hostUrl("demo", "/homepage"));
  await expect(page.getByRole("button", { name: /menu do usuário/ })).toBeVisible();
  const direct = page.getByRole("button", { name: "Acessar Painel" });
  if (await direct.isVisible()) await direct.click();
  else {
    await page.getByRole("button", { name: /menu do usuário/ }).click();
    await page.getByRole("menuitem", { name: "Acessar Painel" }).click();
  }
  await confirmConsoleSignOn(page, landsOn);
}

async function openConsole(page: Page, email: string, landsOn?: RegExp) {
  await signInMember(page, "demo", email);
  await accessPanel(page, landsOn);
}

async function openDoor(page: Page, email: string): Promise<string> {
  await openConsole(page, email);
  await page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Validar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Validar" })).toBeVisible();
  return page.url();
}

async function memberCode(page: Page, which: (typeof CODES)[string]): Promise<{ code: string; link: string }> {
  await signInDemoMember(page);
  await page.goto(hostUrl("demo", which.list));
  await page.getByTestId(which.card).filter({ hasText: which.title }).click();
  const dialog = page.getByRole("dialog", { name: which.dialog });
  return { code: (await dialog.getByTestId("dialog-code").textContent())!.trim(), link: (await dialog.getByTestId("validation-link").getAttribute("href"))! };
}

/** With SHOTS_DIR set: the screen at phone, tablet and desktop sizes, each without a sideways scroll. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [size, viewport] of [["phone", PHONE], ["tablet", { width: 820, height: 1180 }], ["desktop", { width: 1280, height: 800 }]] as const) {
    await page.setViewportSize(viewport);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png` });
  }
  await page.setViewportSize(PHONE);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("the camera belongs to the console host only", async () => {
  const painel = await raw("GET", "/", { sub: "painel" });
  expect(painel.headers["permissions-policy"]).toMatch(/(^|,\s*)camera=\(self\)/);
  for (const sub of ["demo", "vitrine", ""]) {
    const answer = await raw("GET", "/", { sub });
    expect(answer.headers["permissions-policy"], sub || "apex").toMatch(/(^|,\s*)camera=\(\)/);
  }
});

test("an old owner link on the apex redirects to the door with the code filled in", async () => {
  const answer = await raw("GET", "/validar/demo/ab12cd34", { sub: "" });
  expect(answer.status).toBeGreaterThanOrEqual(300);
  expect(answer.status).toBeLessThan(400);
  expect(answer.headers.location).toMatch(/^http:\/\/painel\.localhost:\d+\/estacoes\/\d+\/validar\?codigo=AB12CD34$/);
});

test("the console keeps only its own page's path to come back to, and only sends the browser home", async () => {
  const keeps = async (para: string) => {
    const answer = await raw("GET", `/entrar/depois?para=${encodeURIComponent(para)}`, { sub: "painel" });
    expect(answer.status, para).toBe(303);
    const location = new URL(answer.headers.location ?? "", "http://painel.localhost");
    expect(`${location.origin}${location.pathname}${location.search}`, para).toBe("http://painel.localhost/");
    const cookie = (answer.headers["set-cookie"] ?? []).find((c) => c.includes("painel-depois"));
    return cookie ? decodeURIComponent(/=([^;]*)/.exec(cookie)![1]!) : null;
  };
  expect(await keeps("/estacoes/1/validar?codigo=AB12CD34")).toBe("/estacoes/1/validar?codigo=AB12CD34");
  for (const hostile of ["//evil.test/estacoes/1", "/\\evil.test", "https://evil.test/estacoes/1", "/estacoes/1/../../sair", "/.//evil.test"]) {
    expect(await keeps(hostile), hostile).toBeNull();
  }
});

test("a door link opened signed out comes back to the door, code and all, after Acessar Painel", async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(hostUrl("", "/validar/demo/ZZZZ2222"));
  await expect(page).toHaveURL(/^http:\/\/painel\.localhost:\d+\/$/);
  await expect(page.getByRole("status").filter({ hasText: "Depois de entrar, você volta para a página que abriu." })).toBeVisible();
  await openConsole(page, "equipe@demo.test", /^http:\/\/painel\.localhost:\d+\/estacoes\/\d+\/validar\?codigo=ZZZZ2222$/);
  await expect(page.getByTestId("door-verdict")).toHaveAttribute("data-state", "invalid");
  // Kept once: out of the console and in again, the overview opens.
  await context.clearCookies({ domain: "painel.localhost" });
  await accessPanel(page);
  await context.close();
});

test("staff scan a member's code, see Válido with the name, mark it used once; again it is Já utilizado", async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const which = CODES[info.project.name] ?? CODES.desktop!;
  const { code, link } = await memberCode(page, which);
  await page.goto(hostUrl("demo", "/homepage/extrato/extratos-totais"));
  const creditsBefore = await page.getByTestId("statement-row").filter({ hasText: which.title }).count();

  // Staff, on a phone whose camera films the voucher's QR (the link it carries).
  const camera = await phoneWithCamera(qrVideo(link));
  try {
    const desk = await camera.newContext({ viewport: PHONE, hasTouch: true, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
    const staff = await desk.newPage();
    await openDoor(staff, "equipe@demo.test");
    await noSidewaysScroll(staff);
    await shoot(staff, "door-empty");
    // The main controls sit in the phone's lower half, big enough for a thumb.
    const scan = staff.getByRole("button", { name: "Escanear" });
    const box = (await scan.boundingBox())!;
    expect(box.y).toBeGreaterThan(PHONE.height / 2);
    expect(box.height).toBeGreaterThanOrEqual(48);
    await scan.click();
    const verdict = staff.getByTestId("door-verdict");
    await expect(verdict).toHaveAttribute("data-state", "valid", { timeout: 20_000 });
    await expect(staff).toHaveURL(new RegExp(`/validar\\?codigo=${code}$`));
    await expect(verdict.getByRole("heading", { name: "Válido" })).toBeVisible();
    await expect(verdict.getByTestId("door-member")).toHaveText("Maria Membro");
    await expect(verdict).toContainText(which.title);
    await noSidewaysScroll(staff);
    await shoot(staff, "door-valid");
    await verdict.getByRole("button", { name: "Marcar como utilizado" }).click();
    await expect(verdict).toHaveAttribute("data-state", "used");
    await expect(verdict.getByRole("heading", { name: "Já utilizado" })).toBeVisible();
    await expect(verdict).toContainText(/Utilizado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Eduarda Equipe/);

    // The same code again, typed this time: already used, nothing to press.
    await staff.goto(staff.url().replace(/\?.*$/, ""));
    await staff.getByLabel("Código").fill(code.toLowerCase());
    await staff.getByRole("button", { name: "Conferir" }).click();
    await expect(verdict).toHaveAttribute("data-state", "used");
    await expect(verdict.getByRole("button", { name: "Marcar como utilizado" })).toHaveCount(0);
    await shoot(staff, "door-used");
    await desk.close();
  } finally {
    await camera.close();
  }

  // The member's points landed once.
  await page.goto(hostUrl("demo", "/homepage/extrato/extratos-totais"));
  const credits = page.getByTestId("statement-row").filter({ hasText: which.title });
  if (which.points) {
    await expect(credits).toHaveCount(creditsBefore + 1);
    await expect(credits.first()).toContainText(which.points);
  } else await expect(credits).toHaveCount(creditsBefore);

  // A browser without a camera: the door says so, and typing still answers.
  const bare = await browser.newContext({ viewport: PHONE });
  const other = await bare.newPage();
  await openDoor(other, "equipe@demo.test");
  await other.getByRole("button", { name: "Escanear" }).click();
  await expect(other.getByRole("alert").filter({ hasText: /câmera/ })).toBeVisible();
  await other.getByLabel("Código").fill("ZZZZ9999");
  await other.getByRole("button", { name: "Conferir" }).click();
  await expect(other.getByTestId("door-verdict")).toHaveAttribute("data-state", "invalid");
  await expect(other.getByTestId("door-verdict").getByRole("heading", { name: "Inválido" })).toBeVisible();
  await bare.close();
});
