CREATE TABLE "fuel_campaign_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"fuel_type" text NOT NULL,
	"volume_ml" integer NOT NULL,
	"value_cents" integer NOT NULL,
	"stock" integer,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fuel_campaign_options_amounts" CHECK ("fuel_campaign_options"."volume_ml" > 0 and "fuel_campaign_options"."value_cents" >= 0 and ("fuel_campaign_options"."stock" is null or "fuel_campaign_options"."stock" >= 0))
);
--> statement-breakpoint
CREATE TABLE "fuel_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"voucher_validity_days" integer DEFAULT 30 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_campaigns_validity" CHECK ("fuel_campaigns"."voucher_validity_days" between 1 and 3650),
	CONSTRAINT "fuel_campaigns_window" CHECK ("fuel_campaigns"."ends_at" is null or "fuel_campaigns"."ends_at" > "fuel_campaigns"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "fuel_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"code" text NOT NULL,
	"campaign_name" text NOT NULL,
	"fuel_type" text NOT NULL,
	"volume_ml" integer NOT NULL,
	"value_cents" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fuel_campaign_options" ADD CONSTRAINT "fuel_campaign_options_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_campaign_options" ADD CONSTRAINT "fuel_campaign_options_campaign_id_fuel_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."fuel_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_campaigns" ADD CONSTRAINT "fuel_campaigns_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_vouchers" ADD CONSTRAINT "fuel_vouchers_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_vouchers" ADD CONSTRAINT "fuel_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_vouchers" ADD CONSTRAINT "fuel_vouchers_campaign_id_fuel_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."fuel_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_vouchers" ADD CONSTRAINT "fuel_vouchers_option_id_fuel_campaign_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."fuel_campaign_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fuel_campaign_options_campaign_idx" ON "fuel_campaign_options" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE INDEX "fuel_campaigns_station_idx" ON "fuel_campaigns" USING btree ("station_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_vouchers_option_member_key" ON "fuel_vouchers" USING btree ("option_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_vouchers_station_code_key" ON "fuel_vouchers" USING btree ("station_id","code");--> statement-breakpoint
CREATE INDEX "fuel_vouchers_member_idx" ON "fuel_vouchers" USING btree ("station_id","user_id","issued_at");