// A member who splits one product over several lines of a delivery order (type 14) still gets no
// more than its per-order limit. The member fills the form as usual; the Server Action call it
// sends is caught before it leaves and replayed by raw HTTP with the member's session, as a script
// would send it: three lines of 2 of a product limited to 2 are refused with the limit's message and
// write no order; two lines of 1 are one order of 2.
import { expect, test, type Page } from "@playwright/test";
import { hostUrl, signInDemoMember } from "./helpers";
import { callAction } from "./raw-http";

const DELIVERY = "Cesta de hortifrúti em casa";
/** Limited to 2 per order in the demo. */
const LIMITED = "Cesta família (10 kg)";

type OrderArgs = { items: { productId: number; quantity: number }[]; nonce: string } & Record<string, unknown>;

async function orderCards(page: Page): Promise<number> {
  await page.goto(hostUrl("demo", "/homepage/pedidos"));
  await expect(page.getByRole("heading", { level: 1, name: "Meus pedidos" })).toBeVisible();
  return page.getByTestId("order-card").count();
}

/** Fills the delivery form with one unit of LIMITED and returns the action call it would send, unsent. */
async function catchOrderCall(page: Page): Promise<{ id: string; path: string; args: OrderArgs }> {
  await page.goto(hostUrl("demo", `/homepage/search/${encodeURIComponent(DELIVERY)}`));
  await page.getByTestId("activity-card").filter({ hasText: DELIVERY }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: DELIVERY })).toBeVisible();
  await page.getByLabel("Telefone").fill("11987654321");
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByLabel("Local de entrega").selectOption({ label: "Zona Sul (R$ 12,00)" });
  await page.getByLabel("Endereço").fill("Rua Augusta, 100");
  await page.getByLabel("Ponto de referência").fill("Portão azul");
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByRole("button", { name: `Mais ${LIMITED}` }).click();
  let caught: { id: string; path: string; args: OrderArgs } | null = null;
  await page.route("**/*", async (route) => {
    const request = route.request();
    const id = request.headers()["next-action"];
    if (request.method() !== "POST" || !id) return route.continue();
    caught = { id, path: new URL(request.url()).pathname, args: (JSON.parse(request.postData() ?? "[]") as OrderArgs[])[0]! };
    await route.abort();
  });
  await page.getByRole("button", { name: "Enviar pedido" }).click();
  await expect.poll(() => caught).not.toBeNull();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  return caught!;
}

test("a delivery order naming a product limited to 2 on three lines of 2 is refused and writes nothing @desktop-only", async ({ page }) => {
  await signInDemoMember(page);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const call = await catchOrderCall(page);
  const line = call.args.items.find((i) => i.quantity === 1);
  expect(line, "the form's line of one unit").toBeTruthy();
  const productId = line!.productId;
  const before = await orderCards(page);

  const attack = { ...call.args, nonce: "farming-split-attack", items: [1, 2, 3].map(() => ({ productId, quantity: 2 })) };
  const refused = await callAction(call, [attack], { headers: { cookie } });
  expect(refused.status).toBe(200);
  expect(refused.body).toContain(`Quantidade máxima de ${LIMITED}: 2`);
  expect(refused.body).not.toContain("Erro interno");
  expect(await orderCards(page), "orders after the refused split").toBe(before);

  const fine = { ...call.args, nonce: "farming-split-within", items: [1, 2].map(() => ({ productId, quantity: 1 })) };
  const accepted = await callAction(call, [fine], { headers: { cookie } });
  expect(accepted.body).not.toContain("Quantidade máxima");
  expect(await orderCards(page), "orders after two lines of 1").toBe(before + 1);
  // Newest first: one item of the product, 2 units at R$ 89,90.
  await page.getByTestId("order-card").first().click();
  const items = page.getByRole("region", { name: "Itens" }).getByRole("listitem");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(LIMITED);
  await expect(items.first()).toContainText("2 × R$ 89,90");
});
