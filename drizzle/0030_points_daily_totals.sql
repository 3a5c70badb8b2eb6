-- Relatórios' 90-day dashboard summed every ledger entry of the period, and of all time for the
-- balance still owed: 2,000,000 entries took 600 ms. Days that can no longer change are summed
-- once into this table (lib/reports/daily-totals.ts); the dashboard reads their rows and sums only
-- the entries of yesterday and today.
CREATE TABLE IF NOT EXISTS "points_daily_totals" (
	"station_id" integer NOT NULL,
	"day" date NOT NULL,
	"issued" bigint NOT NULL,
	"redeemed" bigint NOT NULL,
	"expired" bigint NOT NULL,
	"net" bigint NOT NULL,
	CONSTRAINT "points_daily_totals_station_id_day_pk" PRIMARY KEY("station_id","day")
);
--> statement-breakpoint
ALTER TABLE "points_daily_totals" ADD CONSTRAINT "points_daily_totals_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;
