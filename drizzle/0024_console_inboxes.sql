ALTER TABLE "wallet_transfer_requests" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_transfer_requests" ADD COLUMN "rejected_by" integer;--> statement-breakpoint
ALTER TABLE "wallet_transfer_requests" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "wallet_transfer_requests" ADD CONSTRAINT "wallet_transfer_requests_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_transfer_requests_station_status_idx" ON "wallet_transfer_requests" USING btree ("station_id","status","id");--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_station_status_idx" ON "support_messages" USING btree ("station_id","status","created_at");
