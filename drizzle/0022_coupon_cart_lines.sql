ALTER TABLE "cart_lines" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_coupon_id_activity_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."activity_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_one_item" CHECK (num_nonnulls("cart_lines"."product_id", "cart_lines"."coupon_id") = 1);--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_coupon_key" ON "cart_lines" USING btree ("station_id","user_id","coupon_id");--> statement-breakpoint
ALTER TABLE "stock_reservations" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_coupon_id_activity_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."activity_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_one_item" CHECK (num_nonnulls("stock_reservations"."product_id", "stock_reservations"."coupon_id") = 1);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_user_coupon_key" ON "stock_reservations" USING btree ("station_id","user_id","coupon_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_coupon_idx" ON "stock_reservations" USING btree ("coupon_id","expires_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_coupon_id_activity_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."activity_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_one_item" CHECK (num_nonnulls("order_items"."product_id", "order_items"."coupon_id") <= 1);
