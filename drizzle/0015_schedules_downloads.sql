CREATE TABLE "downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"body" text,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"service" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_end_after_start" CHECK ("schedules"."ends_at" >= "schedules"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "downloads_station_idx" ON "downloads" USING btree ("station_id","created_at");--> statement-breakpoint
CREATE INDEX "schedules_station_start_idx" ON "schedules" USING btree ("station_id","starts_at");--> statement-breakpoint
CREATE INDEX "schedules_station_service_idx" ON "schedules" USING btree ("station_id","service");