-- The consent ledger (LGPD art. 8): every acceptance and withdrawal of a station's terms of use,
-- privacy policy, regulation and marketing e-mails, with the version of the text, the time and
-- the channel. Append-only: the app only inserts, and a trigger refuses UPDATE and DELETE, so the
-- evidence cannot be rewritten (an operator who must erase a station disables the trigger on
-- purpose). users.legal_consent_version caches the combined version of the legal texts the member
-- last accepted (written in the same transaction as its entries), so the member area's per-request
-- check is one column of the session query; users.email_subscribed stays the cached marketing state.
CREATE TABLE "consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"action" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_document_check" CHECK ("document" in ('terms', 'privacy', 'regulation', 'marketing')),
	CONSTRAINT "consents_action_check" CHECK ("action" in ('accepted', 'withdrawn'))
);--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_station_user_idx" ON "consents" USING btree ("station_id","user_id","id");--> statement-breakpoint
CREATE FUNCTION "consents_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'consents is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "consents_append_only" BEFORE UPDATE OR DELETE ON "consents" FOR EACH ROW EXECUTE FUNCTION "consents_append_only"();--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legal_consent_version" text;
