ALTER TABLE "player_quizzes" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "service_appointments" ADD COLUMN "unit_reply" text;
