-- A transaction ID is the same ID whatever its spaces, dashes or case: tid_normalized now keeps
-- its letters and digits only, case-folded (docs/product.md section 3). Rows written before kept
-- the dashes, so one transfer could be stored as "TX12345678", "tx-12345678" and "T-X-1234-5678".
-- Every row is kept: of the rows that now share a value the oldest takes it, and each later one
-- takes it with '#' and its id, which no submitted ID can reach ('#' is neither letter nor digit)
-- and an admin search for the ID still finds. New submissions of the ID meet the oldest's value.
-- The unique index is checked row by row as an UPDATE goes, so a row could meet the value
-- another row is about to give up: every row that changes first takes a placeholder of its own
-- (with ':', which no old or new value holds), then its value. Both steps read the values worked
-- out once, from tid, created_at and id alone, into a temporary table.
CREATE TEMPORARY TABLE "tid_normalized_new" AS
SELECT "id", CASE WHEN "nth" = 1 THEN "plain" ELSE "plain" || '#' || "id" END AS "value"
FROM (
  SELECT "id", "plain",
    row_number() OVER (PARTITION BY "plain" ORDER BY "created_at", "id") AS "nth"
  FROM (
    SELECT "id", "created_at", lower(regexp_replace("tid", '[^A-Za-z0-9]', '', 'g')) AS "plain"
    FROM "payments"
  ) AS "p"
) AS "ranked";
--> statement-breakpoint
UPDATE "payments" SET "tid_normalized" = '#migrating:' || "payments"."id"
FROM "tid_normalized_new" AS "n"
WHERE "n"."id" = "payments"."id" AND "payments"."tid_normalized" IS DISTINCT FROM "n"."value";
--> statement-breakpoint
UPDATE "payments" SET "tid_normalized" = "n"."value"
FROM "tid_normalized_new" AS "n"
WHERE "n"."id" = "payments"."id" AND "payments"."tid_normalized" LIKE '#migrating:%';
--> statement-breakpoint
DROP TABLE "tid_normalized_new";
--> statement-breakpoint
-- The admin's search matches the term's letters and digits against tid_normalized, so the
-- trigram index of drizzle/0001 moves there (only where pg_trgm exists, as there).
DROP INDEX IF EXISTS "payments_tid_trgm_idx";
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "payments_tid_normalized_trgm_idx" ON "payments" USING gin ("tid_normalized" gin_trgm_ops);
  END IF;
END $$;
