CREATE TABLE "signup_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"kind" text NOT NULL,
	"email_hash" text,
	"cpf_hash" text,
	"user_id" integer,
	"inviter_user_id" integer,
	"activity_id" integer,
	"code" text,
	"inviter_points" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signup_rewards" ADD CONSTRAINT "signup_rewards_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_rewards" ADD CONSTRAINT "signup_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_rewards" ADD CONSTRAINT "signup_rewards_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signup_rewards_email_key" ON "signup_rewards" USING btree ("station_id","kind","email_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "signup_rewards_cpf_key" ON "signup_rewards" USING btree ("station_id","kind","cpf_hash");--> statement-breakpoint
CREATE INDEX "signup_rewards_inviter_idx" ON "signup_rewards" USING btree ("station_id","inviter_user_id","activity_id");--> statement-breakpoint
ALTER TABLE "member_get_member_rules" ALTER COLUMN "activity_id" DROP NOT NULL;--> statement-breakpoint
DELETE FROM "member_get_member_rules" a USING "member_get_member_rules" b WHERE a."station_id" = b."station_id" AND lower(a."code") = lower(b."code") AND a."id" > b."id";--> statement-breakpoint
DROP INDEX "member_get_member_rules_code_key";--> statement-breakpoint
CREATE UNIQUE INDEX "member_get_member_rules_code_key" ON "member_get_member_rules" USING btree ("station_id",lower("code"));--> statement-breakpoint
INSERT INTO "member_get_member_rules" ("station_id", "activity_id", "code", "points_inviter", "points_invited")
SELECT r."station_id", a."id", r."code", r."points_inviter", r."points_invited"
FROM "invite_rules" r
LEFT JOIN "activities" a ON a."id" = r."activity_id" AND a."station_id" = r."station_id"
ON CONFLICT ("station_id", lower("code")) DO UPDATE SET "points_inviter" = excluded."points_inviter", "points_invited" = excluded."points_invited";--> statement-breakpoint
DROP TABLE "invite_rules";