CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer,
	"user_id" integer,
	"source" text NOT NULL,
	"key" text NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "uploads_station_user_created_idx" ON "uploads" USING btree ("station_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_station_created_idx" ON "uploads" USING btree ("station_id","created_at");
