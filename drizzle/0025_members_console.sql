CREATE INDEX "users_station_lower_name_idx" ON "users" USING btree ("station_id", lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_station_lower_email_idx" ON "users" USING btree ("station_id", lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_station_cpf_prefix_idx" ON "users" USING btree ("station_id", "cpf" bpchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_station_created_idx" ON "users" USING btree ("station_id", "created_at", "id");
