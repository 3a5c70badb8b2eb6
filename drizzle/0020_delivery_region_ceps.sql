ALTER TABLE "delivery_locations" ADD COLUMN "cep_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_locations" ADD COLUMN "cities" jsonb DEFAULT '[]'::jsonb NOT NULL;
