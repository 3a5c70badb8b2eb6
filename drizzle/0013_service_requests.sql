CREATE TABLE "political_theme_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "political_themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"stakeholders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"processes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"area" text NOT NULL,
	"cpf" text,
	"preferred_weekday" smallint NOT NULL,
	"description" text NOT NULL,
	"phone" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_appointments_area" CHECK ("service_appointments"."area" in ('accounting', 'dental', 'legal')),
	CONSTRAINT "service_appointments_status" CHECK ("service_appointments"."status" in ('requested', 'scheduled', 'done', 'cancelled')),
	CONSTRAINT "service_appointments_weekday" CHECK ("service_appointments"."preferred_weekday" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "service_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"area" text NOT NULL,
	"cpf" text,
	"collective" boolean DEFAULT false NOT NULL,
	"title" text,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"filed_on" date,
	"status" text NOT NULL,
	"court" text,
	"claim_value_cents" bigint,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_processes_area" CHECK ("service_processes"."area" in ('accounting', 'legal')),
	CONSTRAINT "service_processes_owner" CHECK (("service_processes"."collective" and "service_processes"."cpf" is null and "service_processes"."area" = 'legal') or (not "service_processes"."collective" and "service_processes"."cpf" ~ '^[0-9]{11}$')),
	CONSTRAINT "service_processes_value" CHECK ("service_processes"."claim_value_cents" is null or "service_processes"."claim_value_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "political_theme_suggestions" ADD CONSTRAINT "political_theme_suggestions_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "political_theme_suggestions" ADD CONSTRAINT "political_theme_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "political_themes" ADD CONSTRAINT "political_themes_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_appointments" ADD CONSTRAINT "service_appointments_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_appointments" ADD CONSTRAINT "service_appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_processes" ADD CONSTRAINT "service_processes_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "political_theme_suggestions_station_idx" ON "political_theme_suggestions" USING btree ("station_id","created_at");--> statement-breakpoint
CREATE INDEX "political_themes_station_idx" ON "political_themes" USING btree ("station_id","created_at");--> statement-breakpoint
CREATE INDEX "service_appointments_member_idx" ON "service_appointments" USING btree ("station_id","user_id","area","created_at");--> statement-breakpoint
CREATE INDEX "service_processes_station_area_idx" ON "service_processes" USING btree ("station_id","area","collective");--> statement-breakpoint
CREATE INDEX "service_processes_station_cpf_idx" ON "service_processes" USING btree ("station_id","cpf");