-- Rate-limit windows start at a key's first attempt instead of at the clock's quarter hours
-- (lib/security/rate-limit.ts): a burst that straddled a quarter hour was split between two
-- windows, so its 61st login attempt could pass (a CI run saw it). One row per key now; each key
-- keeps its latest window.
DELETE FROM "rate_limit_hits" AS "older" USING "rate_limit_hits" AS "newer"
  WHERE "older"."key" = "newer"."key" AND "older"."window_start" < "newer"."window_start";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" DROP CONSTRAINT "rate_limit_hits_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ADD CONSTRAINT "rate_limit_hits_pkey" PRIMARY KEY ("key");
