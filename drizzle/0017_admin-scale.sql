-- The overview's revenue at a million users (docs/performance.md, "Admin at a million users"):
-- approved payments summed by 15-minute slot of the time their revenue counts at
-- (coalesce(processed_at, created_at), as payments_approved_at_idx), kept by a trigger, so the
-- all-time total, the month and the 30-day chart read a few thousand slots, not every payment.
CREATE TABLE "payment_revenue" (
	"bucket" timestamp with time zone PRIMARY KEY NOT NULL,
	"payments" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
-- Takes the payment's old contribution out of its slot and puts the new one in. An approval
-- adds to the current slot: approvals in one quarter hour wait there for each other's commit (a
-- review takes milliseconds). It takes the slot before the user's profile (features/payments/
-- review.ts), and a submission, which holds the profile, inserts a pending payment, which no
-- trigger here handles: no transaction holds a profile while waiting for a slot, so no deadlock.
CREATE FUNCTION "payment_revenue_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  origin constant timestamptz := '2000-01-01 00:00:00+00';
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'approved' THEN
    INSERT INTO "payment_revenue" AS r ("bucket", "payments", "amount")
    VALUES (date_bin('15 minutes', coalesce(OLD.processed_at, OLD.created_at), origin), -1, -OLD.amount)
    ON CONFLICT ("bucket") DO UPDATE
      SET "payments" = r."payments" + excluded."payments", "amount" = r."amount" + excluded."amount";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'approved' THEN
    INSERT INTO "payment_revenue" AS r ("bucket", "payments", "amount")
    VALUES (date_bin('15 minutes', coalesce(NEW.processed_at, NEW.created_at), origin), 1, NEW.amount)
    ON CONFLICT ("bucket") DO UPDATE
      SET "payments" = r."payments" + excluded."payments", "amount" = r."amount" + excluded."amount";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payment_revenue_insert" AFTER INSERT ON "payments"
  FOR EACH ROW WHEN (NEW.status = 'approved') EXECUTE FUNCTION "payment_revenue_apply"();
--> statement-breakpoint
-- Only the columns revenue depends on: anonymising a deleted account's payments leaves it be.
CREATE TRIGGER "payment_revenue_update" AFTER UPDATE OF "status", "amount", "processed_at", "created_at" ON "payments"
  FOR EACH ROW WHEN (OLD.status = 'approved' OR NEW.status = 'approved') EXECUTE FUNCTION "payment_revenue_apply"();
--> statement-breakpoint
CREATE TRIGGER "payment_revenue_delete" AFTER DELETE ON "payments"
  FOR EACH ROW WHEN (OLD.status = 'approved') EXECUTE FUNCTION "payment_revenue_apply"();
--> statement-breakpoint
-- The payments so far, after the triggers: creating them locked out writers until this
-- migration commits, so no approval falls between the sum and the triggers.
INSERT INTO "payment_revenue" ("bucket", "payments", "amount")
SELECT date_bin('15 minutes', coalesce("processed_at", "created_at"), timestamptz '2000-01-01 00:00:00+00'),
  count(*), sum("amount")
FROM "payments" WHERE "status" = 'approved'
GROUP BY 1;
