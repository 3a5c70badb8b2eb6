ALTER TABLE "member_cards" ADD COLUMN "save_on_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_id_member_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."member_cards"("id") ON DELETE set null ON UPDATE no action;
