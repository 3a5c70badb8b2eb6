CREATE TYPE "public"."brazilian_region" AS ENUM('Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul');--> statement-breakpoint
CREATE TYPE "public"."currency_name_position" AS ENUM('before_currency', 'after');--> statement-breakpoint
CREATE TYPE "public"."membership_role" AS ENUM('owner', 'participant');--> statement-breakpoint
CREATE TYPE "public"."outbox_channel" AS ENUM('email', 'sms');--> statement-breakpoint
CREATE TYPE "public"."section_background_type" AS ENUM('image', 'color');--> statement-breakpoint
CREATE TYPE "public"."section_item_link_type" AS ENUM('external', 'nolink', 'login', 'signup', 'additional');--> statement-breakpoint
CREATE TYPE "public"."support_message_kind" AS ENUM('support', 'enterprise');--> statement-breakpoint
CREATE TYPE "public"."plan_period" AS ENUM('monthly', 'quarterly', 'semiannual', 'yearly', 'once');--> statement-breakpoint
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
CREATE TABLE "about_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"menu_title" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"internal_image" text,
	"html_description" text,
	"background_color" text,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_section_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"name" text,
	"description" text,
	"image" text,
	"video_id" text,
	"video_url" text,
	"link_type" "section_item_link_type" DEFAULT 'nolink' NOT NULL,
	"external_link" text,
	"button_label" text,
	"image_left" boolean DEFAULT false NOT NULL,
	"about_section_id" integer
);
--> statement-breakpoint
CREATE TABLE "landing_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"type_id" smallint NOT NULL,
	"title" text,
	"subtitle" text,
	"title_color" text,
	"text_color" text,
	"background_color" text,
	"background_type" "section_background_type" DEFAULT 'color' NOT NULL,
	"background_image" text,
	"menu_title" text,
	"show_in_menu" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer,
	"kind" "support_message_kind" DEFAULT 'support' NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_cents" integer NOT NULL,
	"period" "plan_period" DEFAULT 'monthly' NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_secrets" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text,
	"secret_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"inviter_user_id" integer,
	"invitee_user_id" integer NOT NULL,
	"code" text NOT NULL,
	"activity_id" integer,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"code" text NOT NULL,
	"activity_id" integer,
	"points_inviter" integer DEFAULT 0 NOT NULL,
	"points_invited" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"cpf" char(11) NOT NULL,
	"name" text,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"type_id" smallint NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"featured_image" text,
	"description" text DEFAULT '' NOT NULL,
	"rules" text,
	"has_rules" boolean DEFAULT false NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"additional_cashback" integer DEFAULT 0 NOT NULL,
	"limit_per_user" integer,
	"participation_start" timestamp with time zone,
	"participation_end" timestamp with time zone,
	"feedback_message" text,
	"feedback_lottie_id" integer,
	"featured" boolean DEFAULT false NOT NULL,
	"featured_private" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"click_me_label" text,
	"discount_delivery" integer DEFAULT 0 NOT NULL,
	"only_one_product" boolean DEFAULT false NOT NULL,
	"comments_and_likes_enabled" boolean DEFAULT false NOT NULL,
	"partner_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"button" text DEFAULT 'Concordo' NOT NULL,
	"checkbox" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"link" text
);
--> statement-breakpoint
CREATE TABLE "activity_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"new_price" integer NOT NULL,
	"stock" integer
);
--> statement-breakpoint
CREATE TABLE "activity_prerequisites" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"required_activity_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"value" integer NOT NULL,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"limit" integer DEFAULT 10 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"journey_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottie_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"json" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_get_member_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"code" text NOT NULL,
	"points_inviter" bigint DEFAULT 0 NOT NULL,
	"points_invited" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "now_playing_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "now_playing_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"title" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participations" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"points_awarded" bigint DEFAULT 0 NOT NULL,
	"counts_toward_limit" boolean DEFAULT true NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presential_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"discount_price" integer DEFAULT 0 NOT NULL,
	"rules" text,
	"date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"participation_id" integer,
	"phone" text NOT NULL,
	"delivery_location_id" integer,
	"address" text NOT NULL,
	"reference" text NOT NULL,
	"items" jsonb NOT NULL,
	"delivery_price" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirect_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"points" integer DEFAULT 0 NOT NULL,
	"expiration" timestamp with time zone,
	"quiz_title" text NOT NULL,
	"quiz_synopsis" text,
	"questions" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"research_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"range" integer DEFAULT 100 NOT NULL,
	"feedback" text NOT NULL,
	"feedback_lottie_id" integer
);
--> statement-breakpoint
CREATE TABLE "research_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	"color" text,
	"text_color" text,
	"image" text,
	"correct" boolean DEFAULT false NOT NULL,
	"quiz_feedback_id" integer
);
--> statement-breakpoint
CREATE TABLE "research_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"research_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question" text NOT NULL,
	"type_id" smallint NOT NULL,
	"color" text,
	"text_color" text,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "researches" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"author" text NOT NULL,
	"activity_id" integer NOT NULL,
	"establishment_id" integer,
	"research_id" integer NOT NULL,
	"type_id" smallint NOT NULL,
	"answers" jsonb NOT NULL,
	"answer_percentage" integer NOT NULL,
	"correct_answer_percentage" integer,
	"quiz_feedback_id" integer,
	"participation_id" integer,
	"passed" boolean DEFAULT false NOT NULL,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"attempt_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"required" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_video_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"viewed_once" boolean DEFAULT false NOT NULL,
	"has_viewed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "about_sections" ADD CONSTRAINT "about_sections_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_shares" ADD CONSTRAINT "activity_shares_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_section_items" ADD CONSTRAINT "landing_section_items_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_section_items" ADD CONSTRAINT "landing_section_items_section_id_landing_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."landing_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_section_items" ADD CONSTRAINT "landing_section_items_about_section_id_about_sections_id_fk" FOREIGN KEY ("about_section_id") REFERENCES "public"."about_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_sections" ADD CONSTRAINT "landing_sections_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_secrets" ADD CONSTRAINT "account_secrets_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_secrets" ADD CONSTRAINT "account_secrets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_rules" ADD CONSTRAINT "invite_rules_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_feedback_lottie_id_lottie_files_id_fk" FOREIGN KEY ("feedback_lottie_id") REFERENCES "public"."lottie_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_contents" ADD CONSTRAINT "activity_contents_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_contents" ADD CONSTRAINT "activity_contents_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_coupons" ADD CONSTRAINT "activity_coupons_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_coupons" ADD CONSTRAINT "activity_coupons_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_prerequisites" ADD CONSTRAINT "activity_prerequisites_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_prerequisites" ADD CONSTRAINT "activity_prerequisites_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_prerequisites" ADD CONSTRAINT "activity_prerequisites_required_activity_id_activities_id_fk" FOREIGN KEY ("required_activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_activities" ADD CONSTRAINT "category_activities_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_activities" ADD CONSTRAINT "category_activities_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_activities" ADD CONSTRAINT "category_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_locations" ADD CONSTRAINT "delivery_locations_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_locations" ADD CONSTRAINT "delivery_locations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_emails" ADD CONSTRAINT "invite_emails_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_emails" ADD CONSTRAINT "invite_emails_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_emails" ADD CONSTRAINT "invite_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_activities" ADD CONSTRAINT "journey_activities_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_activities" ADD CONSTRAINT "journey_activities_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_activities" ADD CONSTRAINT "journey_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottie_files" ADD CONSTRAINT "lottie_files_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_get_member_rules" ADD CONSTRAINT "member_get_member_rules_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_get_member_rules" ADD CONSTRAINT "member_get_member_rules_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "now_playing_items" ADD CONSTRAINT "now_playing_items_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "now_playing_items" ADD CONSTRAINT "now_playing_items_list_id_now_playing_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."now_playing_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "now_playing_items" ADD CONSTRAINT "now_playing_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "now_playing_lists" ADD CONSTRAINT "now_playing_lists_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presential_courses" ADD CONSTRAINT "presential_courses_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presential_courses" ADD CONSTRAINT "presential_courses_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_orders" ADD CONSTRAINT "product_orders_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_orders" ADD CONSTRAINT "product_orders_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_orders" ADD CONSTRAINT "product_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_orders" ADD CONSTRAINT "product_orders_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_orders" ADD CONSTRAINT "product_orders_delivery_location_id_delivery_locations_id_fk" FOREIGN KEY ("delivery_location_id") REFERENCES "public"."delivery_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirect_links" ADD CONSTRAINT "redirect_links_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirect_links" ADD CONSTRAINT "redirect_links_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_quizzes" ADD CONSTRAINT "player_quizzes_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_feedbacks" ADD CONSTRAINT "quiz_feedbacks_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_feedbacks" ADD CONSTRAINT "quiz_feedbacks_research_id_researches_id_fk" FOREIGN KEY ("research_id") REFERENCES "public"."researches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_options" ADD CONSTRAINT "research_options_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_options" ADD CONSTRAINT "research_options_question_id_research_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."research_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_options" ADD CONSTRAINT "research_options_quiz_feedback_id_quiz_feedbacks_id_fk" FOREIGN KEY ("quiz_feedback_id") REFERENCES "public"."quiz_feedbacks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_questions" ADD CONSTRAINT "research_questions_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_questions" ADD CONSTRAINT "research_questions_research_id_researches_id_fk" FOREIGN KEY ("research_id") REFERENCES "public"."researches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "researches" ADD CONSTRAINT "researches_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "researches" ADD CONSTRAINT "researches_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_research_id_researches_id_fk" FOREIGN KEY ("research_id") REFERENCES "public"."researches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_videos" ADD CONSTRAINT "activity_videos_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_videos" ADD CONSTRAINT "activity_videos_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_video_checks" ADD CONSTRAINT "user_video_checks_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_video_checks" ADD CONSTRAINT "user_video_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_video_checks" ADD CONSTRAINT "user_video_checks_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_video_checks" ADD CONSTRAINT "user_video_checks_video_id_activity_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."activity_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "outbox_station_created_idx" ON "outbox" USING btree ("station_id","created_at");--> statement-breakpoint
CREATE INDEX "about_sections_station_idx" ON "about_sections" USING btree ("station_id","position");--> statement-breakpoint
CREATE INDEX "activity_shares_station_activity_idx" ON "activity_shares" USING btree ("station_id","activity_id","user_id");--> statement-breakpoint
CREATE INDEX "landing_section_items_section_idx" ON "landing_section_items" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "landing_sections_station_idx" ON "landing_sections" USING btree ("station_id","position");--> statement-breakpoint
CREATE INDEX "support_messages_station_idx" ON "support_messages" USING btree ("station_id","created_at");--> statement-breakpoint
CREATE INDEX "plans_station_idx" ON "plans" USING btree ("station_id","active","position");--> statement-breakpoint
CREATE INDEX "account_secrets_lookup_idx" ON "account_secrets" USING btree ("station_id","kind","secret_hash");--> statement-breakpoint
CREATE INDEX "account_secrets_user_idx" ON "account_secrets" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_invitee_key" ON "invitations" USING btree ("invitee_user_id");--> statement-breakpoint
CREATE INDEX "invitations_station_inviter_idx" ON "invitations" USING btree ("station_id","inviter_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_rules_station_code_key" ON "invite_rules" USING btree ("station_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "roster_entries_station_cpf_key" ON "roster_entries" USING btree ("station_id","cpf");--> statement-breakpoint
CREATE INDEX "activities_station_idx" ON "activities" USING btree ("station_id","active","position");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_station_name_key" ON "activities" USING btree ("station_id","name");--> statement-breakpoint
CREATE INDEX "activity_coupons_activity_idx" ON "activity_coupons" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_prerequisites_key" ON "activity_prerequisites" USING btree ("activity_id","required_activity_id");--> statement-breakpoint
CREATE INDEX "activity_products_activity_idx" ON "activity_products" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_station_name_key" ON "categories" USING btree ("station_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "category_activities_key" ON "category_activities" USING btree ("category_id","activity_id");--> statement-breakpoint
CREATE INDEX "invite_emails_user_idx" ON "invite_emails" USING btree ("station_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_links_code_key" ON "invite_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_links_user_activity_key" ON "invite_links" USING btree ("station_id","user_id","activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journey_activities_key" ON "journey_activities" USING btree ("journey_id","activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journeys_station_name_key" ON "journeys" USING btree ("station_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "member_get_member_rules_code_key" ON "member_get_member_rules" USING btree ("station_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "now_playing_items_key" ON "now_playing_items" USING btree ("list_id","activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "now_playing_lists_station_title_key" ON "now_playing_lists" USING btree ("station_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "participations_idempotency_key" ON "participations" USING btree ("station_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "participations_user_activity_idx" ON "participations" USING btree ("station_id","user_id","activity_id");--> statement-breakpoint
CREATE INDEX "presential_courses_activity_idx" ON "presential_courses" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "product_orders_station_user_idx" ON "product_orders" USING btree ("station_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_quizzes_station_name_key" ON "player_quizzes" USING btree ("station_id","name");--> statement-breakpoint
CREATE INDEX "quiz_feedbacks_research_idx" ON "quiz_feedbacks" USING btree ("station_id","research_id");--> statement-breakpoint
CREATE INDEX "research_options_question_idx" ON "research_options" USING btree ("station_id","question_id");--> statement-breakpoint
CREATE INDEX "research_questions_research_idx" ON "research_questions" USING btree ("station_id","research_id");--> statement-breakpoint
CREATE INDEX "researches_station_activity_idx" ON "researches" USING btree ("station_id","activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_attempt_key" ON "survey_answers" USING btree ("station_id","attempt_key");--> statement-breakpoint
CREATE INDEX "survey_answers_user_activity_idx" ON "survey_answers" USING btree ("station_id","user_id","activity_id");--> statement-breakpoint
CREATE INDEX "activity_videos_activity_idx" ON "activity_videos" USING btree ("station_id","activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_video_checks_user_video_key" ON "user_video_checks" USING btree ("station_id","user_id","video_id");