CREATE TYPE "public"."brazilian_region" AS ENUM('Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul');--> statement-breakpoint
CREATE TYPE "public"."currency_name_position" AS ENUM('before_currency', 'after');--> statement-breakpoint
CREATE TYPE "public"."membership_role" AS ENUM('owner', 'participant');--> statement-breakpoint
CREATE TYPE "public"."outbox_channel" AS ENUM('email', 'sms');--> statement-breakpoint
CREATE TABLE "brazilian_states" (
	"id" smallint PRIMARY KEY NOT NULL,
	"abbreviation" char(2) NOT NULL,
	"name" text NOT NULL,
	"region" "brazilian_region" NOT NULL,
	CONSTRAINT "brazilian_states_abbreviation_unique" UNIQUE("abbreviation")
);
--> statement-breakpoint
CREATE TABLE "establishments" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"cnpj" char(14),
	"full_social_name" text,
	"address_line_1" text,
	"address_line_2" text,
	"address_city" text,
	"address_state_id" smallint,
	"address_zip" char(8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"domain" text,
	"description" text,
	"address" text,
	"contact_mail" text,
	"support_phone" text,
	"has_app" boolean DEFAULT false NOT NULL,
	"ios" text,
	"android" text,
	"has_majority_security" boolean DEFAULT false NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"main_brand_color" text DEFAULT '#1E40AF' NOT NULL,
	"main_brand_image" text,
	"secondary_brand_image" text,
	"favicon_image" text,
	"background_image" text,
	"header_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"font" text DEFAULT 'Lato' NOT NULL,
	"currency_name" text,
	"currency_multiplier" numeric(12, 4) DEFAULT '1' NOT NULL,
	"currency_name_position" "currency_name_position" DEFAULT 'after' NOT NULL,
	"social_url_instagram" text,
	"social_url_facebook" text,
	"social_url_tiktok" text,
	"social_url_twitter" text,
	"social_url_linkedin" text,
	"privacy_policy_html" text,
	"terms_of_use_html" text,
	"feed_access" boolean DEFAULT false NOT NULL,
	"events_access" boolean DEFAULT false NOT NULL,
	"files_access" boolean DEFAULT false NOT NULL,
	"checkout_access" boolean DEFAULT false NOT NULL,
	"my_account_access" boolean DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "establishment_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"establishment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "membership_role" DEFAULT 'participant' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer,
	"name" text,
	"email" text,
	"cpf" char(11),
	"tel" text,
	"birthday" date,
	"state_id" smallint,
	"city" text,
	"image" text,
	"type_id" smallint DEFAULT 2 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"is_first_login" boolean DEFAULT true NOT NULL,
	"briefing_done" boolean DEFAULT false NOT NULL,
	"email_subscribed" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"suspended_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"description" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer,
	"channel" "outbox_channel" NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"html" text,
	"purpose" text NOT NULL,
	"transport" text NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_uses" (
	"signature" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_address_state_id_brazilian_states_id_fk" FOREIGN KEY ("address_state_id") REFERENCES "public"."brazilian_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_users" ADD CONSTRAINT "establishment_users_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_users" ADD CONSTRAINT "establishment_users_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_users" ADD CONSTRAINT "establishment_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_state_id_brazilian_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."brazilian_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "establishments_station_key" ON "establishments" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "establishments_cnpj_idx" ON "establishments" USING btree ("cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_slug_key" ON "stations" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_domain_key" ON "stations" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "establishment_users_key" ON "establishment_users" USING btree ("establishment_id","user_id");--> statement-breakpoint
CREATE INDEX "establishment_users_station_user_idx" ON "establishment_users" USING btree ("station_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_station_email_key" ON "users" USING btree ("station_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_station_cpf_key" ON "users" USING btree ("station_id","cpf");--> statement-breakpoint
CREATE INDEX "users_station_idx" ON "users" USING btree ("station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_idempotency_key" ON "points_ledger" USING btree ("station_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "points_ledger_station_user_idx" ON "points_ledger" USING btree ("station_id","user_id");--> statement-breakpoint
CREATE INDEX "outbox_station_created_idx" ON "outbox" USING btree ("station_id","created_at");