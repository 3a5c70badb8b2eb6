ALTER TABLE "research_questions" ADD COLUMN "required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Until now every question had to be answered, and only the demo seed writes researches (there is no
-- owner editor yet). Its video answers become optional on databases seeded before this flag, as the
-- seed now creates them (issue 11 item 3): a member without a video can finish the survey.
UPDATE "research_questions" SET "required" = false WHERE "type_id" = 6;
