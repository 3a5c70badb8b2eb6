CREATE TABLE "member_trophies" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trophy_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"kind" text NOT NULL,
	"journey_id" integer,
	"category_id" integer,
	"threshold" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trophy_rules_params" CHECK (("trophy_rules"."kind" = 'journey' and "trophy_rules"."journey_id" is not null)
        or ("trophy_rules"."kind" = 'category_activities' and "trophy_rules"."category_id" is not null and "trophy_rules"."threshold" >= 1)
        or ("trophy_rules"."kind" = 'first_purchase')
        or ("trophy_rules"."kind" = 'invitations_confirmed' and "trophy_rules"."threshold" >= 1))
);
--> statement-breakpoint
ALTER TABLE "member_trophies" ADD CONSTRAINT "member_trophies_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_trophies" ADD CONSTRAINT "member_trophies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_trophies" ADD CONSTRAINT "member_trophies_rule_id_trophy_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."trophy_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_rules" ADD CONSTRAINT "trophy_rules_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_rules" ADD CONSTRAINT "trophy_rules_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_rules" ADD CONSTRAINT "trophy_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_trophies_rule_user_key" ON "member_trophies" USING btree ("rule_id","user_id");--> statement-breakpoint
CREATE INDEX "member_trophies_member_idx" ON "member_trophies" USING btree ("station_id","user_id");--> statement-breakpoint
CREATE INDEX "member_trophies_unseen_idx" ON "member_trophies" USING btree ("station_id","user_id") WHERE "member_trophies"."seen_at" is null;--> statement-breakpoint
CREATE INDEX "trophy_rules_station_kind_idx" ON "trophy_rules" USING btree ("station_id","kind");