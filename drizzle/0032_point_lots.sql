-- Points that expire, by lots (issue #29). The ledger stays the truth of a balance (the sum of a
-- member's entries); beside it, every credit is a lot (points_lots) with an optional expiry date,
-- and every debit records the lots it drew from (points_lot_allocations: entry -> lot, amount),
-- soonest expiry first, lots without expiry last, ties oldest first. The part of a debit no lot
-- could cover (a balance going below zero) is a "debt" lot with a negative remainder that the
-- member's next credit pays first, so sum(remaining) = balance for every member, at every commit.
--
-- One AFTER INSERT trigger on points_ledger does all of it, so no writer can go around it: the
-- app's appendLedgerEntry, the order's one-statement insert, the seeds and the bench seeders.
-- It takes a per-member transaction advisory lock first (one bigint key: bit 62 set, station id
-- in bits 31-61, user id below; no other lock of the app uses keys that high), so two debits of a
-- member at once draw one after the other, never the same points twice.
--
-- Expiry: stations.points_expiry_months (null: points never expire) is the station's rule; an
-- activity may override it with activities.points_expiry_months (null: the station's rule, 0:
-- never, N: N months after the credit). A credit whose reference is "participation:{id}" or
-- "activity:{id}" follows its activity's rule.
--
-- A refund ("refund" credit) restores the lots drawn by the "purchase" debits of the same member
-- and reference (an order), latest-expiring first (the reverse of the draw), each keeping its
-- own expiry date; a restored part of a lot already past its date is expired again at once (an
-- "expiry" entry in the same transaction), so it never becomes spendable. What a refund gives
-- beyond what those debits drew is a new lot.
--
-- An "expiry" debit whose reference is "lot:{id}" draws from that lot only (the expiry job,
-- lib/wallet/lots.ts).
--
-- Today's entries: every credit becomes a lot without expiry (every station's rule is "never"
-- now); the member's debits are drawn from them oldest first (FIFO), which gives each lot its
-- remainder and each debit its allocations; a member whose debits exceed their credits keeps the
-- difference as a debt lot. No ledger entry is written or changed.
ALTER TABLE "stations" ADD COLUMN "points_expiry_months" integer;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_points_expiry_months_check" CHECK ("points_expiry_months" IS NULL OR "points_expiry_months" BETWEEN 1 AND 120);--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "points_expiry_months" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_points_expiry_months_check" CHECK ("points_expiry_months" IS NULL OR "points_expiry_months" BETWEEN 0 AND 120);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "points_lots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "points_lot_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"lot_id" bigint NOT NULL,
	"amount" bigint NOT NULL
);--> statement-breakpoint
-- Today's credits, FIFO against the member's debits (all of them, in id order).
INSERT INTO "points_lots" ("station_id", "user_id", "entry_id", "amount", "remaining", "expires_at", "created_at")
SELECT c.station_id, c.user_id, c.id, c.amount, least(c.amount, greatest(0, c.cum - coalesce(d.total, 0))), NULL, c.created_at
FROM (
	SELECT id, station_id, user_id, amount, created_at, sum(amount) OVER (PARTITION BY station_id, user_id ORDER BY id) AS cum
	FROM points_ledger WHERE amount > 0
) c
LEFT JOIN (SELECT station_id, user_id, -sum(amount) AS total FROM points_ledger WHERE amount < 0 GROUP BY station_id, user_id) d
	ON d.station_id = c.station_id AND d.user_id = c.user_id;--> statement-breakpoint
-- Members below zero: the difference is a debt lot, on their last debit.
INSERT INTO "points_lots" ("station_id", "user_id", "entry_id", "amount", "remaining", "expires_at", "created_at")
SELECT station_id, user_id, max(id) FILTER (WHERE amount < 0), sum(amount), sum(amount), NULL, max(created_at)
FROM points_ledger GROUP BY station_id, user_id HAVING sum(amount) < 0;--> statement-breakpoint
-- Which lots each debit drew from: the overlap of the debit's slice of the member's debits with
-- each credit's slice of the member's credits, both in id order.
INSERT INTO "points_lot_allocations" ("station_id", "entry_id", "lot_id", "amount")
SELECT d.station_id, d.id, l.id, least(d.hi, c.hi) - greatest(d.lo, c.lo)
FROM (
	SELECT id, station_id, user_id, sum(-amount) OVER w + amount AS lo, sum(-amount) OVER w AS hi
	FROM points_ledger WHERE amount < 0 WINDOW w AS (PARTITION BY station_id, user_id ORDER BY id)
) d
JOIN (
	SELECT id, station_id, user_id, sum(amount) OVER w - amount AS lo, sum(amount) OVER w AS hi
	FROM points_ledger WHERE amount > 0 WINDOW w AS (PARTITION BY station_id, user_id ORDER BY id)
) c ON c.station_id = d.station_id AND c.user_id = d.user_id AND c.lo < d.hi AND d.lo < c.hi
JOIN points_lots l ON l.entry_id = c.id;--> statement-breakpoint
ALTER TABLE "points_lots" ADD CONSTRAINT "points_lots_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_lots" ADD CONSTRAINT "points_lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_lots" ADD CONSTRAINT "points_lots_entry_id_points_ledger_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."points_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_lot_allocations" ADD CONSTRAINT "points_lot_allocations_entry_id_points_ledger_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."points_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_lot_allocations" ADD CONSTRAINT "points_lot_allocations_lot_id_points_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."points_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "points_lots_entry_key" ON "points_lots" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "points_lots_member_open_idx" ON "points_lots" USING btree ("station_id","user_id","expires_at","id") WHERE "points_lots"."remaining" <> 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "points_lots_expiring_idx" ON "points_lots" USING btree ("expires_at") WHERE "points_lots"."remaining" > 0 AND "points_lots"."expires_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "points_lot_allocations_entry_idx" ON "points_lot_allocations" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "points_lot_allocations_lot_idx" ON "points_lot_allocations" USING btree ("lot_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION points_lots_on_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	left_amount bigint;
	take bigint;
	lot record;
	target_lot bigint;
	new_lot bigint;
	months integer;
	activity_months integer;
	activity_found boolean := false;
BEGIN
	IF NEW.amount = 0 THEN
		RETURN NULL;
	END IF;
	PERFORM pg_advisory_xact_lock((1::bigint << 62) | (NEW.station_id::bigint << 31) | NEW.user_id::bigint);

	IF NEW.amount < 0 THEN
		left_amount := -NEW.amount;
		-- The expiry of one lot: exactly from that lot.
		IF NEW.kind = 'expiry' AND NEW.reference ~ '^lot:[0-9]+$' THEN
			UPDATE points_lots SET remaining = remaining - left_amount
			WHERE id = substr(NEW.reference, 5)::bigint AND station_id = NEW.station_id AND user_id = NEW.user_id AND remaining >= left_amount
			RETURNING id INTO target_lot;
			IF target_lot IS NULL THEN
				RAISE EXCEPTION 'expiry entry % takes more than lot % holds', NEW.idempotency_key, NEW.reference;
			END IF;
			INSERT INTO points_lot_allocations (station_id, entry_id, lot_id, amount) VALUES (NEW.station_id, NEW.id, target_lot, left_amount);
			RETURN NULL;
		END IF;
		-- Any other debit: soonest expiry first, no expiry last, ties oldest first.
		FOR lot IN
			SELECT id, remaining FROM points_lots
			WHERE station_id = NEW.station_id AND user_id = NEW.user_id AND remaining > 0
			ORDER BY expires_at ASC NULLS LAST, id ASC
		LOOP
			take := least(lot.remaining, left_amount);
			UPDATE points_lots SET remaining = remaining - take WHERE id = lot.id;
			INSERT INTO points_lot_allocations (station_id, entry_id, lot_id, amount) VALUES (NEW.station_id, NEW.id, lot.id, take);
			left_amount := left_amount - take;
			EXIT WHEN left_amount = 0;
		END LOOP;
		IF left_amount > 0 THEN
			INSERT INTO points_lots (station_id, user_id, entry_id, amount, remaining, expires_at, created_at)
			VALUES (NEW.station_id, NEW.user_id, NEW.id, -left_amount, -left_amount, NULL, NEW.created_at);
		END IF;
		RETURN NULL;
	END IF;

	left_amount := NEW.amount;
	-- A refund gives back to the lots its order's debits drew from, latest expiry first.
	IF NEW.kind = 'refund' AND NEW.reference IS NOT NULL THEN
		FOR lot IN
			SELECT l.id, l.expires_at, sum(a.amount) AS net
			FROM points_ledger e
			JOIN points_lot_allocations a ON a.entry_id = e.id
			JOIN points_lots l ON l.id = a.lot_id
			WHERE e.station_id = NEW.station_id AND e.user_id = NEW.user_id AND e.reference = NEW.reference AND e.kind IN ('purchase', 'refund') AND e.id <> NEW.id
			GROUP BY l.id, l.expires_at
			HAVING sum(a.amount) > 0
			ORDER BY l.expires_at DESC NULLS FIRST, l.id DESC
		LOOP
			take := least(lot.net, left_amount);
			UPDATE points_lots SET remaining = remaining + take WHERE id = lot.id;
			INSERT INTO points_lot_allocations (station_id, entry_id, lot_id, amount) VALUES (NEW.station_id, NEW.id, lot.id, -take);
			IF lot.expires_at IS NOT NULL AND lot.expires_at <= NEW.created_at THEN
				INSERT INTO points_ledger (station_id, user_id, amount, kind, reference, description, idempotency_key, created_at)
				VALUES (NEW.station_id, NEW.user_id, -take, 'expiry', 'lot:' || lot.id, 'Pontos vencidos', 'expiry:lot:' || lot.id || ':refund:' || NEW.id, NEW.created_at);
			END IF;
			left_amount := left_amount - take;
			EXIT WHEN left_amount = 0;
		END LOOP;
		IF left_amount = 0 THEN
			RETURN NULL;
		END IF;
	END IF;

	-- A new lot, with its activity's rule or else the station's.
	IF NEW.reference ~ '^participation:[0-9]{1,9}$' THEN
		SELECT a.points_expiry_months, true INTO activity_months, activity_found
		FROM participations p JOIN activities a ON a.id = p.activity_id
		WHERE p.id = substr(NEW.reference, 15)::integer AND p.station_id = NEW.station_id;
	ELSIF NEW.reference ~ '^activity:[0-9]{1,9}$' THEN
		SELECT a.points_expiry_months, true INTO activity_months, activity_found
		FROM activities a WHERE a.id = substr(NEW.reference, 10)::integer AND a.station_id = NEW.station_id;
	END IF;
	IF activity_found AND activity_months IS NOT NULL THEN
		months := nullif(activity_months, 0);
	ELSE
		SELECT s.points_expiry_months INTO months FROM stations s WHERE s.id = NEW.station_id;
	END IF;
	INSERT INTO points_lots (station_id, user_id, entry_id, amount, remaining, expires_at, created_at)
	VALUES (NEW.station_id, NEW.user_id, NEW.id, left_amount, left_amount,
		CASE WHEN months IS NULL THEN NULL ELSE NEW.created_at + make_interval(months => months) END, NEW.created_at)
	RETURNING id INTO new_lot;
	-- It pays the member's debts first (a debit that went below zero draws from it now).
	FOR lot IN
		SELECT id, entry_id, remaining FROM points_lots
		WHERE station_id = NEW.station_id AND user_id = NEW.user_id AND remaining < 0
		ORDER BY id
	LOOP
		take := least(-lot.remaining, left_amount);
		UPDATE points_lots SET remaining = remaining + take WHERE id = lot.id;
		UPDATE points_lots SET remaining = remaining - take WHERE id = new_lot;
		INSERT INTO points_lot_allocations (station_id, entry_id, lot_id, amount) VALUES (NEW.station_id, lot.entry_id, new_lot, take);
		left_amount := left_amount - take;
		EXIT WHEN left_amount = 0;
	END LOOP;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "points_ledger_lots" AFTER INSERT ON "points_ledger" FOR EACH ROW EXECUTE FUNCTION points_lots_on_entry();
