CREATE TABLE "points_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"attempt_key" text NOT NULL,
	"code" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"points" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"gateway_order_id" text,
	"gateway_charge_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transfer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer DEFAULT 5 NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer
);
--> statement-breakpoint
ALTER TABLE "points_purchases" ADD CONSTRAINT "points_purchases_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_purchases" ADD CONSTRAINT "points_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfer_requests" ADD CONSTRAINT "wallet_transfer_requests_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfer_requests" ADD CONSTRAINT "wallet_transfer_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfer_requests" ADD CONSTRAINT "wallet_transfer_requests_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_purchases_attempt_key" ON "points_purchases" USING btree ("station_id","user_id","attempt_key");--> statement-breakpoint
CREATE UNIQUE INDEX "points_purchases_code" ON "points_purchases" USING btree ("station_id","code");--> statement-breakpoint
CREATE INDEX "wallet_transfer_requests_member_idx" ON "wallet_transfer_requests" USING btree ("station_id","user_id","id");