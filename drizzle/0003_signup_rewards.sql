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
	"inviter_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signup_rewards" ADD CONSTRAINT "signup_rewards_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_rewards" ADD CONSTRAINT "signup_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_rewards" ADD CONSTRAINT "signup_rewards_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signup_rewards_email_key" ON "signup_rewards" USING btree ("station_id","kind","email_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "signup_rewards_cpf_key" ON "signup_rewards" USING btree ("station_id","kind","cpf_hash");--> statement-breakpoint
CREATE INDEX "signup_rewards_inviter_idx" ON "signup_rewards" USING btree ("station_id","inviter_user_id","activity_id");
