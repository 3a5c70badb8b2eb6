CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"activity_name" text NOT NULL,
	"activity_type_id" smallint NOT NULL,
	"digital_product" boolean DEFAULT false NOT NULL,
	"participation_id" integer,
	"delivery_location_id" integer,
	"delivery_location_name" text,
	"delivers" boolean DEFAULT false NOT NULL,
	"address" text,
	"number" text,
	"complement" text,
	"zipcode" text,
	"reference" text,
	"items_value" integer NOT NULL,
	"additional_discount_value" integer DEFAULT 0 NOT NULL,
	"delivery_value" integer DEFAULT 0 NOT NULL,
	"total_value" integer NOT NULL,
	"cashback_value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_action_id" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"image" text,
	"value" integer NOT NULL,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"gateway_event_id" text NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"source" text DEFAULT 'cart' NOT NULL,
	"payment_method" text NOT NULL,
	"items_value" integer NOT NULL,
	"additional_discount_value" integer DEFAULT 0 NOT NULL,
	"delivery_value" integer DEFAULT 0 NOT NULL,
	"total_value" integer NOT NULL,
	"wallet_value" integer DEFAULT 0 NOT NULL,
	"gateway_value" integer DEFAULT 0 NOT NULL,
	"cashback_value" bigint DEFAULT 0 NOT NULL,
	"refunded_basis_points" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"phone" text,
	"gateway_order_id" text,
	"gateway_charge_id" text,
	"pix_code" text,
	"pix_expires_at" timestamp with time zone,
	"failure_reason" text,
	"payment_deadline" timestamp with time zone,
	"reservation_expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending_payment', 'paid', 'failed', 'cancelled', 'expired', 'partially_refunded', 'refunded', 'delivered', 'received')),
	CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('wallet', 'credit_card', 'pix', 'on_delivery')),
	CONSTRAINT "orders_split_check" CHECK ("orders"."wallet_value" >= 0 and "orders"."gateway_value" >= 0 and "orders"."wallet_value" + "orders"."gateway_value" = "orders"."total_value"),
	CONSTRAINT "orders_refund_range" CHECK ("orders"."refunded_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_quantity_positive" CHECK ("stock_reservations"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "digital_product" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_locations" ADD COLUMN "delivery" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_locations" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "delivery_locations" ADD COLUMN "street_number" text;--> statement-breakpoint
ALTER TABLE "delivery_locations" ADD COLUMN "zipcode" text;--> statement-breakpoint
ALTER TABLE "delivery_locations" ADD COLUMN "helper_label_field_1" text;--> statement-breakpoint
ALTER TABLE "delivery_locations" ADD COLUMN "helper_label_field_2" text;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_activity_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."activity_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_actions" ADD CONSTRAINT "order_actions_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_actions" ADD CONSTRAINT "order_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_actions" ADD CONSTRAINT "order_actions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_actions" ADD CONSTRAINT "order_actions_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_actions" ADD CONSTRAINT "order_actions_delivery_location_id_delivery_locations_id_fk" FOREIGN KEY ("delivery_location_id") REFERENCES "public"."delivery_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_action_id_order_actions_id_fk" FOREIGN KEY ("order_action_id") REFERENCES "public"."order_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_activity_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."activity_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_events" ADD CONSTRAINT "order_payment_events_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_events" ADD CONSTRAINT "order_payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_product_id_activity_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."activity_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_product_key" ON "cart_lines" USING btree ("station_id","user_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_actions_order_activity_key" ON "order_actions" USING btree ("order_id","activity_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payment_events_event_key" ON "order_payment_events" USING btree ("station_id","gateway_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("station_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_key" ON "orders" USING btree ("station_id","code");--> statement-breakpoint
CREATE INDEX "orders_station_user_idx" ON "orders" USING btree ("station_id","user_id","id");--> statement-breakpoint
CREATE INDEX "orders_gateway_charge_idx" ON "orders" USING btree ("station_id","gateway_charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_user_product_key" ON "stock_reservations" USING btree ("station_id","user_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_product_idx" ON "stock_reservations" USING btree ("product_id","expires_at");--> statement-breakpoint
-- Type-14 delivery orders move from product_orders into orders (one order, one order_action, their
-- items), keeping their ids' trace in the code ("E-{old id}", never a generated code: those have no
-- "-"), their participation and the idempotency key placeDeliveryOrder replays by.
INSERT INTO "orders" ("station_id", "user_id", "code", "status", "source", "payment_method", "items_value", "additional_discount_value", "delivery_value", "total_value", "wallet_value", "gateway_value", "cashback_value", "idempotency_key", "phone", "created_at", "updated_at")
SELECT po."station_id", po."user_id", 'E-' || po."id",
  CASE WHEN po."status" IN ('delivered', 'cancelled') THEN po."status" ELSE 'received' END,
  'delivery_form', 'on_delivery',
  s."items", greatest(0, s."items" + po."delivery_price" - po."total"), po."delivery_price", po."total", 0, po."total", 0,
  'delivery:' || coalesce(p."idempotency_key", 'product_order:' || po."id"), po."phone", po."created_at", po."created_at"
FROM "product_orders" po
LEFT JOIN "participations" p ON p."id" = po."participation_id"
CROSS JOIN LATERAL (
  SELECT coalesce(sum((i->>'value')::int * (i->>'quantity')::int), 0)::int AS "items" FROM jsonb_array_elements(po."items") i
) s;
--> statement-breakpoint
INSERT INTO "order_actions" ("station_id", "order_id", "activity_id", "activity_name", "activity_type_id", "digital_product", "participation_id", "delivery_location_id", "delivery_location_name", "delivers", "address", "reference", "items_value", "additional_discount_value", "delivery_value", "total_value", "cashback_value")
SELECT po."station_id", o."id", po."activity_id", a."name", a."type_id", false, po."participation_id", po."delivery_location_id", dl."name", true, po."address", po."reference",
  o."items_value", o."additional_discount_value", o."delivery_value", o."total_value", 0
FROM "product_orders" po
JOIN "orders" o ON o."station_id" = po."station_id" AND o."code" = 'E-' || po."id"
JOIN "activities" a ON a."id" = po."activity_id"
LEFT JOIN "delivery_locations" dl ON dl."id" = po."delivery_location_id";
--> statement-breakpoint
INSERT INTO "order_items" ("station_id", "order_id", "order_action_id", "product_id", "name", "value", "discount_value", "quantity")
SELECT po."station_id", o."id", oa."id", ap."id", i->>'name', (i->>'value')::int, 0, (i->>'quantity')::int
FROM "product_orders" po
JOIN "orders" o ON o."station_id" = po."station_id" AND o."code" = 'E-' || po."id"
JOIN "order_actions" oa ON oa."order_id" = o."id"
CROSS JOIN LATERAL jsonb_array_elements(po."items") i
LEFT JOIN "activity_products" ap ON ap."id" = (i->>'productId')::int
WHERE (i->>'quantity')::int > 0;--> statement-breakpoint
DROP TABLE "product_orders" CASCADE;
