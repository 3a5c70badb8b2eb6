CREATE TABLE "plan_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text NOT NULL,
	"card_id" integer,
	"gateway" text,
	"gateway_subscription_id" text,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"pending_plan_id" integer,
	"failed_renewals" smallint DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"subscription_id" integer,
	"plan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"card_brand" text,
	"card_last_digits" text,
	"gateway_order_id" text,
	"gateway_charge_id" text,
	"failure_reason" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_charges_amount_check" CHECK ("subscription_charges"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_sim_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"card_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"interval_days" smallint NOT NULL,
	"description" text NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sim_subscriptions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
DROP INDEX "plans_station_idx";--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "days" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "is_highlighted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "purchase_text" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_card_id_member_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."member_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_pending_plan_id_plans_id_fk" FOREIGN KEY ("pending_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_plan_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sim_subscriptions" ADD CONSTRAINT "payment_sim_subscriptions_card_id_payment_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_live_uq" ON "plan_subscriptions" USING btree ("station_id","user_id") WHERE "plan_subscriptions"."status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "plan_subscriptions_user_idx" ON "plan_subscriptions" USING btree ("station_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_key_uq" ON "subscription_charges" USING btree ("station_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "subscription_charges_subscription_idx" ON "subscription_charges" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "plans_station_idx" ON "plans" USING btree ("station_id","position");--> statement-breakpoint
-- The period enum becomes days (spec: 30 month, 183 semester, 365 year; a quarter is 91 days and
-- "once" was never sold, so it reads as a year); an inactive plan becomes a deleted one.
UPDATE "plans" SET "days" = CASE "period" WHEN 'monthly' THEN 30 WHEN 'quarterly' THEN 91 WHEN 'semiannual' THEN 183 ELSE 365 END;--> statement-breakpoint
UPDATE "plans" SET "deleted_at" = now() WHERE NOT "active";--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "period";--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "active";--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_price_check" CHECK ("plans"."price_cents" >= 0 and "plans"."discount_cents" between 0 and "plans"."price_cents" and "plans"."days" > 0);--> statement-breakpoint
DROP TYPE "public"."plan_period";