-- Submitting the cart turns the member's live hold into the order's sale without locking the
-- product again: the hold's row stays, marked with its order and never expiring, and counts
-- against everyone until the expiry job folds it into the product's stock. A member may then have
-- a hold and sold rows of the same item, so "one per member and item" holds for holds only.
ALTER TABLE "stock_reservations" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX IF EXISTS "stock_reservations_user_product_key";--> statement-breakpoint
DROP INDEX IF EXISTS "stock_reservations_user_coupon_key";--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_user_product_key" ON "stock_reservations" USING btree ("station_id","user_id","product_id") WHERE "stock_reservations"."order_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_user_coupon_key" ON "stock_reservations" USING btree ("station_id","user_id","coupon_id") WHERE "stock_reservations"."order_id" is null;
