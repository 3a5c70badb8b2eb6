-- Members' data-subject requests (LGPD art. 18): an access (a download of their data), a correction
-- of what they cannot edit themselves, and a deletion (anonymisation) confirmed by a 6-digit code
-- e-mailed to them. The owner's register lists them with the 15-day legal deadline. The code is
-- stored only as a keyed hash; the row outlives the anonymised account (it names no personal data
-- but the member's own correction text, which the deletion clears).
CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"format" text,
	"details" text,
	"answer" text,
	"answered_by" integer,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "data_requests_kind_check" CHECK ("data_requests"."kind" in ('access', 'correction', 'deletion')),
	CONSTRAINT "data_requests_status_check" CHECK ("data_requests"."status" in ('pending', 'open', 'done', 'cancelled'))
);--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_station_requested_idx" ON "data_requests" USING btree ("station_id","requested_at","id");--> statement-breakpoint
CREATE INDEX "data_requests_station_user_idx" ON "data_requests" USING btree ("station_id","user_id","kind");
