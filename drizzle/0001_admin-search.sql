-- The admin area's searches and overview stay fast at 100,000 users (docs/performance.md).
-- Substring search (lower(col) LIKE '%term%') can use a trigram GIN index, where pg_trgm exists:
-- PGlite loads it, Debian's and the managed PostgreSQL services ship it (trusted since PG 13, so
-- the database owner may create it). Without it the searches still work, by sequential scan.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm could not be created: admin searches will scan instead of using an index';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "user_email_trgm_idx" ON "user" USING gin (lower("email") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "profiles_display_name_trgm_idx" ON "profiles" USING gin (lower("display_name") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "payments_user_email_trgm_idx" ON "payments" USING gin (lower("user_email") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "payments_tid_trgm_idx" ON "payments" USING gin (lower("tid") gin_trgm_ops);
  END IF;
END $$;
--> statement-breakpoint
-- Revenue counts an approved payment when it was processed (else when it was made): this month's
-- sum, the 30-day chart and the all-time total read only this index (index-only scans). The
-- INCLUDEd columns are what lets PostgreSQL skip the table: it does not recompute the expression
-- from the index alone.
CREATE INDEX IF NOT EXISTS "payments_approved_at_idx" ON "payments" USING btree ((coalesce("processed_at", "created_at"))) INCLUDE ("amount", "processed_at", "created_at") WHERE "status" = 'approved';
