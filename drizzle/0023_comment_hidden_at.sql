ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;
