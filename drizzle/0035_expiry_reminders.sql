-- Reminders before points expire (issue #29): a station may e-mail its members 30 and 7 days
-- before some of their points expire (off by default). points_expiry_reminders remembers, per lot
-- and reminder, that it was given, so each is sent once whoever runs the job and however often; a
-- lot that got its 7-day reminder is marked for the 30-day one too (without an e-mail), so a late
-- 30-day reminder never follows the 7-day one.
ALTER TABLE "stations" ADD COLUMN "points_expiry_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "points_expiry_reminders" (
	"lot_id" bigint NOT NULL,
	"days_before" integer NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_expiry_reminders_pkey" PRIMARY KEY ("lot_id", "days_before"),
	CONSTRAINT "points_expiry_reminders_days_check" CHECK ("days_before" IN (30, 7))
);--> statement-breakpoint
ALTER TABLE "points_expiry_reminders" ADD CONSTRAINT "points_expiry_reminders_lot_id_points_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."points_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_expiry_reminders" ADD CONSTRAINT "points_expiry_reminders_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;
