CREATE TABLE "payment_sim_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text,
	"last4" text NOT NULL,
	"holder_name" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sim_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"card_id" text,
	"decline_code" text,
	"pix_txid" text,
	"pix_payload" text,
	"pix_expires_at" timestamp with time zone,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sim_charges_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payment_sim_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_sim_charges_amounts_check" CHECK ("payment_sim_charges"."amount_cents" > 0 and "payment_sim_charges"."paid_cents" between 0 and "payment_sim_charges"."amount_cents" and "payment_sim_charges"."refunded_cents" between 0 and "payment_sim_charges"."paid_cents")
);
--> statement-breakpoint
ALTER TABLE "payment_sim_charges" ADD CONSTRAINT "payment_sim_charges_card_id_payment_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_sim_cards"("id") ON DELETE no action ON UPDATE no action;