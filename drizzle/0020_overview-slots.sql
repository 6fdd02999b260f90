-- The overview's 30-day sign-up chart at a million users (docs/performance.md, "Admin at a million
-- users"): users counted by 15-minute slot of their created_at, kept by a trigger, so the chart
-- reads about 2,900 slots instead of every user of the last 30 days (41,000 at that size).
-- Every time zone's midnight falls on a slot boundary (offsets are whole quarter hours).
CREATE TABLE "signup_slots" (
	"bucket" timestamp with time zone PRIMARY KEY NOT NULL,
	"users" integer NOT NULL
);
--> statement-breakpoint
-- Takes the user's old slot down by one and the new one up. Sign-ups in one quarter hour wait
-- there for each other's commit (the insert is the sign-up's first write, milliseconds before it
-- commits); a sign-up waits on nothing else while it holds the slot, so no deadlock.
CREATE FUNCTION "signup_slots_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  origin constant timestamptz := '2000-01-01 00:00:00+00';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "signup_slots" AS s ("bucket", "users")
    VALUES (date_bin('15 minutes', OLD.created_at, origin), -1)
    ON CONFLICT ("bucket") DO UPDATE SET "users" = s."users" + excluded."users";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "signup_slots" AS s ("bucket", "users")
    VALUES (date_bin('15 minutes', NEW.created_at, origin), 1)
    ON CONFLICT ("bucket") DO UPDATE SET "users" = s."users" + excluded."users";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "signup_slots_insert" AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION "signup_slots_apply"();
--> statement-breakpoint
CREATE TRIGGER "signup_slots_update" AFTER UPDATE OF "created_at" ON "user"
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION "signup_slots_apply"();
--> statement-breakpoint
CREATE TRIGGER "signup_slots_delete" AFTER DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "signup_slots_apply"();
--> statement-breakpoint
-- The users so far, after the triggers: creating them locked out sign-ups until this migration
-- commits, so none falls between the count and the triggers.
INSERT INTO "signup_slots" ("bucket", "users")
SELECT date_bin('15 minutes', "created_at", timestamptz '2000-01-01 00:00:00+00'), count(*)
FROM "user"
GROUP BY 1;
--> statement-breakpoint
-- The all-time revenue in one row, so the overview reads one row instead of every slot (70,000
-- after two years). The trigger now takes this row first, before any slot: every transaction that
-- changes revenue then takes its locks in the same order (the total, then slots), so two of them
-- cannot each hold what the other waits for. Approvals already waited for each other on the
-- current slot; the total adds no wait an approval did not have (features/payments/review.ts
-- takes the revenue before the user's profile, as before).
LOCK TABLE "payments" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TABLE "payment_revenue_total" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"payments" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "payment_revenue_total_one_row" CHECK ("payment_revenue_total"."id")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payment_revenue_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  origin constant timestamptz := '2000-01-01 00:00:00+00';
  was_approved boolean := TG_OP <> 'INSERT' AND OLD.status = 'approved';
  now_approved boolean := TG_OP <> 'DELETE' AND NEW.status = 'approved';
BEGIN
  UPDATE "payment_revenue_total" SET
    "payments" = "payments" + (CASE WHEN now_approved THEN 1 ELSE 0 END) - (CASE WHEN was_approved THEN 1 ELSE 0 END),
    "amount" = "amount" + (CASE WHEN now_approved THEN NEW.amount ELSE 0 END) - (CASE WHEN was_approved THEN OLD.amount ELSE 0 END);
  IF was_approved THEN
    INSERT INTO "payment_revenue" AS r ("bucket", "payments", "amount")
    VALUES (date_bin('15 minutes', coalesce(OLD.processed_at, OLD.created_at), origin), -1, -OLD.amount)
    ON CONFLICT ("bucket") DO UPDATE
      SET "payments" = r."payments" + excluded."payments", "amount" = r."amount" + excluded."amount";
  END IF;
  IF now_approved THEN
    INSERT INTO "payment_revenue" AS r ("bucket", "payments", "amount")
    VALUES (date_bin('15 minutes', coalesce(NEW.processed_at, NEW.created_at), origin), 1, NEW.amount)
    ON CONFLICT ("bucket") DO UPDATE
      SET "payments" = r."payments" + excluded."payments", "amount" = r."amount" + excluded."amount";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The slots' sums: the lock above keeps every writer of payments out until this migration
-- commits, so no approval falls between the sum and the new trigger function.
INSERT INTO "payment_revenue_total" ("id", "payments", "amount")
SELECT true, coalesce(sum("payments"), 0), coalesce(sum("amount"), 0) FROM "payment_revenue";
