CREATE TABLE "code_validations" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"code" text NOT NULL,
	"validated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "code_validations" ADD CONSTRAINT "code_validations_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_validations" ADD CONSTRAINT "code_validations_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "code_validations_target_key" ON "code_validations" USING btree ("station_id","kind","target_id");--> statement-breakpoint
-- The validation page finds coupons and course vouchers by the code in their participation's
-- payload: an expression index (not expressible on the activities' table from this module).
CREATE INDEX "participations_code_idx" ON "participations" USING btree ("station_id",("payload"->>'code')) WHERE "payload" ? 'code';
