CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"tag_id" integer,
	"title" text NOT NULL,
	"subtitle" text,
	"image" text,
	"body_html" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_station_tag_published_idx" ON "news" USING btree ("station_id","tag_id","published_at");