ALTER TABLE "activity_shares" ADD COLUMN "converted_user_id" integer;--> statement-breakpoint
ALTER TABLE "activity_shares" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_shares_converted_user_idx" ON "activity_shares" USING btree ("station_id","converted_user_id");