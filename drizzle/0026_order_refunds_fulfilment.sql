CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"wallet_value" integer NOT NULL,
	"gateway_value" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amounts" CHECK ("order_refunds"."amount" > 0 and "order_refunds"."wallet_value" >= 0 and "order_refunds"."gateway_value" >= 0 and "order_refunds"."wallet_value" + "order_refunds"."gateway_value" = "order_refunds"."amount")
);
--> statement-breakpoint
CREATE TABLE "order_fulfilment_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"step" text NOT NULL,
	"tracking_code" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_fulfilment_steps_step_check" CHECK ("order_fulfilment_steps"."step" in ('sent', 'delivered'))
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fulfilment_steps" ADD CONSTRAINT "order_fulfilment_steps_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fulfilment_steps" ADD CONSTRAINT "order_fulfilment_steps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fulfilment_steps" ADD CONSTRAINT "order_fulfilment_steps_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_idempotency_key" ON "order_refunds" USING btree ("station_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("station_id","order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_fulfilment_steps_order_step_key" ON "order_fulfilment_steps" USING btree ("order_id","step");
