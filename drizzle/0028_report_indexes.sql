-- Relatórios reads a station's rows of a period: each index leads with the station and the instant
-- the report filters on, and carries the columns the report sums, so a period is one index range.
CREATE INDEX IF NOT EXISTS "points_ledger_station_created_idx" ON "points_ledger" USING btree ("station_id","created_at") INCLUDE ("amount","kind");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "points_ledger_station_spent_idx" ON "points_ledger" USING btree ("station_id","created_at") INCLUDE ("amount") WHERE "kind" in ('purchase', 'donation') and "amount" < 0 and "reference" like 'participation:%';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "participations_station_created_idx" ON "participations" USING btree ("station_id","created_at") INCLUDE ("activity_id","user_id","status");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_station_seen_idx" ON "sessions" USING btree ("station_id","last_seen_at") INCLUDE ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_station_paid_idx" ON "orders" USING btree ("station_id","paid_at");
