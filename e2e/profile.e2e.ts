// The member's profile and card: the photo opens the edit-profile dialog, where
// a photo over 1MB is refused with the spec's text and a new one is cropped and uploaded; the saved
// name, birth date and state show on the profile. The card's QR link opens the public validator,
// which says "Usuário válido!"; a tampered value or a bare member id says "Usuário inválido!"; the
// card prints on one page. Each project uses its own seeded member (lib/accounts/profile-seed.ts).
// With SCREENSHOT_DIR set, each screen is also saved there for review.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { hostUrl, signInMember } from "./helpers";

const MEMBERS = { phone: "perfil.celular@demo.test", desktop: "perfil.desktop@demo.test" } as const;
const NEW_NAMES = { phone: "Priscila Nova Silva", desktop: "Paulo Novo Souza" } as const;

function project(info: TestInfo): "phone" | "desktop" {
  return info.project.name === "phone" ? "phone" : "desktop";
}

async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${project(info)}.png`, fullPage: true });
}

test("edits name, state, birth date and photo (with crop) and sees them on the profile", async ({ page }, info) => {
  const who = project(info);
  await signInMember(page, "demo", MEMBERS[who]);
  await page.goto(hostUrl("demo", "/homepage/perfil"));
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("profile-first-name")).toHaveText(who === "phone" ? "Olá, Priscila!" : "Olá, Paulo!");
  // Shortcuts follow the station's features: demo has my_account_access on.
  const shortcuts = page.getByRole("navigation", { name: "Minha conta" });
  await expect(shortcuts.getByRole("link", { name: "Carteirinha" })).toHaveAttribute("href", "/homepage/carteirinha");
  await expect(shortcuts.getByRole("link", { name: "Meus pedidos" })).toBeVisible();
  await expect(shortcuts.getByRole("link", { name: "Números da sorte" })).toHaveCount(0);
  await shot(page, info, "perfil");

  await page.getByTestId("profile-photo").click();
  const dialog = page.getByRole("dialog", { name: "Editar perfil" });
  await expect(dialog).toBeVisible();
  await shot(page, info, "perfil-dialogo");

  // Over 3MB (the first-login wizard's limit: one limit for one photo): refused before cropping, with the spec's text.
  await expect(dialog.getByText("JPG, PNG ou GIF de até 3MB.")).toBeVisible();
  const fileInput = dialog.locator('input[type="file"]');
  const big = Buffer.alloc(3_000_001);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
  await fileInput.setInputFiles({ name: "grande.png", mimeType: "image/png", buffer: big });
  await expect(dialog.getByText("Erro: Imagem maior que 3MB")).toBeVisible();

  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: who === "phone" ? "#1e88e5" : "#43a047" } }).jpeg().toBuffer();
  await fileInput.setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: photo });
  const crop = page.getByRole("dialog", { name: "Ajuste sua imagem" });
  await expect(crop).toBeVisible();
  await shot(page, info, "perfil-recorte");
  await crop.getByRole("button", { name: "Finalizar Edição" }).click();
  await expect(crop).toBeHidden();
  const preview = dialog.getByRole("img", { name: "Sua foto" });
  await expect(preview).toHaveAttribute("src", /^\/files\/\d+\/.+\.jpg$/);
  const uploaded = (await preview.getAttribute("src"))!;

  await dialog.getByLabel("Nome completo").fill(NEW_NAMES[who]);
  await dialog.getByLabel("Data de nascimento").fill("");
  await dialog.getByLabel("Data de nascimento").pressSequentially("31/02/1990");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(dialog.getByText("Data Inválida!")).toBeVisible();
  await dialog.getByLabel("Data de nascimento").fill("");
  await dialog.getByLabel("Data de nascimento").pressSequentially("05/06/1991");
  await dialog.getByLabel("Estado onde mora").selectOption({ label: "Bahia (BA)" });
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Você atualizou a seu perfil com sucesso")).toBeVisible();
  await expect(dialog).toBeHidden();

  const firstName = NEW_NAMES[who].split(" ")[0];
  await expect(page.getByTestId("profile-first-name")).toHaveText(`Olá, ${firstName}!`);
  await expect(page.getByTestId("profile-birthday")).toHaveText("05/06/1991");
  await expect(page.getByTestId("profile-state")).toHaveText("Bahia");
  await expect(page.getByTestId("profile-photo").locator("img")).toHaveAttribute("src", uploaded);
  // A reload reads the same from the server.
  await page.reload();
  await expect(page.getByTestId("profile-state")).toHaveText("Bahia");
  await shot(page, info, "perfil-salvo");
});

test("the member card's QR opens the validator: valid, and invalid when tampered or a bare id; it prints on one page", async ({ page, browser }, info) => {
  const who = project(info);
  await signInMember(page, "demo", MEMBERS[who]);
  await page.goto(hostUrl("demo", "/homepage/carteirinha"));
  const card = page.getByTestId("member-card");
  await expect(card).toBeVisible();
  await expect(card.getByTestId("card-cpf")).toHaveText(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
  await expect(card.getByTestId("card-establishments")).toHaveText("Clube Demo Associação de Vantagens Ltda.");
  // Valid until the last day of the current month in São Paulo.
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit" }).format(new Date()).split("-").map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  await expect(card.getByTestId("card-valid-until")).toHaveText(`${lastDay}/${String(month).padStart(2, "0")}/${year}`);
  await shot(page, info, "carteirinha");

  const link = (await card.getByTestId("validation-link").getAttribute("href"))!;
  const match = /\/qr-code-user-validator\/([0-9a-z]+)\.([0-9a-z]+)\.([A-Za-z0-9_-]{22})$/.exec(link);
  expect(match).not.toBeNull();

  // One page on paper.
  await page.emulateMedia({ media: "print" });
  await shot(page, info, "carteirinha-impressao");
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  await page.emulateMedia({ media: "screen" });

  // The validator is public: a browser without the member's session.
  const staff = await browser.newPage({ viewport: page.viewportSize()! });
  await staff.goto(link);
  await expect(staff.getByRole("heading", { name: "Usuário válido!" })).toBeVisible();
  // Nothing about the member: no name, no document.
  await expect(staff.locator("main")).not.toContainText(/Priscila|Paulo|Perfil|Silva|Souza|\*\*\*/);
  await shot(staff, info, "validador-valido");
  const [, user, exp, mac] = match!;
  const tampered = `${mac!.slice(0, -1)}${mac!.endsWith("A") ? "B" : "A"}`;
  for (const value of [`${user}.${exp}.${tampered}`, String(parseInt(user!, 36))]) {
    await staff.goto(hostUrl("demo", `/qr-code-user-validator/${value}`));
    await expect(staff.getByRole("heading", { name: "Usuário inválido!" })).toBeVisible();
  }
  await shot(staff, info, "validador-invalido");
  await staff.close();
});
