// The hand-written part of migration 0006: delivery orders stored in product_orders move into
// orders. Runs the real migration files on a fresh embedded database, with rows written between.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";

const dir = path.join(process.cwd(), "drizzle");
const files = fs.readdirSync(dir).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();
const moving = files.findIndex((f) => fs.readFileSync(path.join(dir, f), "utf8").includes('DROP TABLE "product_orders"'));

async function apply(db: PGlite, file: string) {
  for (const statement of fs.readFileSync(path.join(dir, file), "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

const db = new PGlite();
afterAll(() => db.close());

describe("migration of type-14 delivery orders into orders", () => {
  it("keeps every stored delivery order, its items, total, address, participation and replay key", async () => {
    expect(moving).toBeGreaterThan(0);
    for (const file of files.slice(0, moving)) await apply(db, file);
    await db.exec(`
      insert into stations (id, slug, name) values (1, 'antiga', 'Antiga');
      insert into users (id, station_id, name, email) values (1, 1, 'Maria', 'maria@x.test');
      insert into activities (id, station_id, type_id, name, discount_delivery) values (1, 1, 14, 'Cesta', 300);
      insert into activity_products (id, station_id, activity_id, name, value, stock) values (1, 1, 1, 'Cesta pequena', 4990, 10), (2, 1, 1, 'Ovos', 1890, 10);
      insert into delivery_locations (id, station_id, activity_id, name, price) values (1, 1, 1, 'Zona Sul', 1200);
      insert into participations (id, station_id, activity_id, user_id, status, idempotency_key) values (1, 1, 1, 1, 'pending', 'order:1:1:abc');
      insert into product_orders (id, station_id, activity_id, user_id, participation_id, phone, delivery_location_id, address, reference, items, delivery_price, total, status, created_at)
      values (7, 1, 1, 1, 1, '11987654321', 1, 'Rua Augusta, 100', 'Portão azul',
        '[{"productId": 1, "name": "Cesta pequena", "quantity": 2, "value": 4990}, {"productId": 99, "name": "Produto apagado", "quantity": 1, "value": 500}]',
        1200, 11380, 'received', '2026-01-10T12:00:00Z');
    `);
    for (const file of files.slice(moving)) await apply(db, file);

    const order = await db.query(`select * from orders`);
    expect(order.rows).toMatchObject([
      {
        code: "E-7",
        station_id: 1,
        user_id: 1,
        status: "received",
        source: "delivery_form",
        payment_method: "on_delivery",
        items_value: 2 * 4990 + 500,
        additional_discount_value: 300,
        delivery_value: 1200,
        total_value: 11_380,
        wallet_value: 0,
        gateway_value: 11_380,
        idempotency_key: "delivery:order:1:1:abc",
        phone: "11987654321",
      },
    ]);
    const actions = await db.query(`select activity_id, activity_name, participation_id, delivery_location_name, address, reference, total_value from order_actions`);
    expect(actions.rows).toEqual([
      { activity_id: 1, activity_name: "Cesta", participation_id: 1, delivery_location_name: "Zona Sul", address: "Rua Augusta, 100", reference: "Portão azul", total_value: 11_380 },
    ]);
    const items = await db.query(`select product_id, name, value, quantity from order_items order by id`);
    expect(items.rows).toEqual([
      { product_id: 1, name: "Cesta pequena", value: 4990, quantity: 2 },
      { product_id: null, name: "Produto apagado", value: 500, quantity: 1 },
    ]);
    const gone = await db.query(`select to_regclass('product_orders') as t`);
    expect(gone.rows).toEqual([{ t: null }]);
  });
});
