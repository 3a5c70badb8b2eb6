ALTER TABLE "member_cards" ADD COLUMN "save_on_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_id" integer;
