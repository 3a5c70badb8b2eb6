// A member who calls the checkout's Server Action by hand cannot ship a far address at a near
// region's price: the delivery region follows the address's CEP (the demo shop's capital and
// metropolitan regions have CEP ranges), and the server refuses any other, writing nothing.
import { expect, test } from "@playwright/test";
import { hostUrl, signInDemoMember } from "./helpers";
import { actionId, callAction } from "./raw-http";

const SHOP = "Loja do Clube";
const MUG = "Caneca do Clube";
const NOT_COVERED = "Esta região de entrega não atende o CEP informado. Escolha a região do seu CEP.";
const NONE = "Ainda não entregamos no CEP informado.";

type CartView = { actions: { activityId: number; deliveryLocations: { id: number; name: string }[]; lines: { productId: number; name: string }[] }[] };

/** The result of a Server Action's answer (React's flight text: one JSON row per line). */
function resultOf<T>(body: string): { ok: boolean; data?: T; message?: string } {
  for (const line of body.split("\n")) {
    const json = line.replace(/^\w+:/, "");
    if (!json.startsWith("{")) continue;
    const value = JSON.parse(json) as { ok?: boolean };
    if (typeof value.ok === "boolean") return value as { ok: boolean; data?: T; message?: string };
  }
  throw new Error(`no action result in ${body.slice(0, 200)}`);
}

// Tagged desktop-only: one run is enough, and it leaves the member's cart as it found it.
test("a delivery region that does not cover the CEP is refused by the server @desktop-only", async ({ page }) => {
  test.setTimeout(120_000);
  await signInDemoMember(page);
  await page.goto(hostUrl("demo", `/homepage/search/${encodeURIComponent(SHOP)}`));
  await page.getByTestId("activity-card").filter({ hasText: SHOP }).first().click();
  await page.getByRole("button", { name: `Mais ${MUG}` }).click();
  await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();
  await expect(page.getByText("Produtos adicionados ao carrinho")).toBeVisible();

  const cookie = (await page.context().cookies(hostUrl("demo"))).map((c) => `${c.name}=${c.value}`).join("; ");
  const at = "/homepage/carrinho";
  const remove = { id: actionId("removeFromCartAction"), path: at };
  const submit = { id: actionId("submitOrderAction"), path: at };
  const cartOf = async (productId: number) => resultOf<CartView>((await callAction(remove, [{ productId }], { headers: { cookie } })).body);

  // Removing a product that is not in the cart answers the cart as it is.
  const cart = (await cartOf(2_147_483_647)).data!;
  const shop = cart.actions.find((a) => a.lines.some((l) => l.name === MUG))!;
  const mug = shop.lines.find((l) => l.name === MUG)!;
  const region = (name: string) => shop.deliveryLocations.find((l) => l.name === name)!.id;
  const capital = region("Entrega em São Paulo (capital)");
  const metro = region("Entrega na Grande São Paulo");

  try {
    const attempts = [
      // Brasília at the capital's R$ 12,00: no region of the shop delivers there.
      { deliveryLocationId: capital, address: "Praça dos Três Poderes", number: "1", zipcode: "70.150-900", refusal: NONE },
      // Santo André (the metropolitan region's) at the capital's price.
      { deliveryLocationId: capital, address: "Avenida Brasil", number: "10", zipcode: "09.010-000", refusal: NOT_COVERED },
      // The capital at the other region's price.
      { deliveryLocationId: metro, address: "Avenida Paulista", number: "1000", zipcode: "01.310-200", refusal: NOT_COVERED },
    ];
    for (const [i, { refusal, ...delivery }] of attempts.entries()) {
      const answer = await callAction(submit, [{ idempotencyKey: `hostile-region-${Date.now()}-${i}`, deliveries: [{ activityId: shop.activityId, ...delivery }], payment: { type: "pix" } }], { headers: { cookie } });
      expect(answer.status, `attempt ${i + 1}`).toBe(200);
      expect(resultOf(answer.body), `attempt ${i + 1}: ${delivery.zipcode} in region ${delivery.deliveryLocationId}`).toMatchObject({ ok: false, message: refusal });
    }
    // Nothing was written: the cart still holds the mug (an order would have taken it).
    expect((await cartOf(2_147_483_647)).data!.actions.flatMap((a) => a.lines.map((l) => l.productId))).toContain(mug.productId);
  } finally {
    await cartOf(mug.productId);
  }
});
