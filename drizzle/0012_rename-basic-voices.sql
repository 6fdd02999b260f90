-- The basic (eSpeak NG) voices have ids that say what they are: "adam" is now
-- "basic-en-us-male-1" (the map is src/domain/basic-voices.ts, which also keeps the former ids
-- working in requests). The operator's relabels and turn-offs move to the present ids, and so do
-- the generations, so history and its filters name one voice one way; voice_name keeps the name
-- the voice had when it spoke. Where an override already exists under the present id, it is the
-- operator's later word and the former one is dropped. Run again, it changes nothing.
CREATE TEMPORARY TABLE "basic_voice_ids" ("former" text PRIMARY KEY, "present" text NOT NULL);
--> statement-breakpoint
INSERT INTO "basic_voice_ids" ("former", "present") VALUES
  ('adam', 'basic-en-us-male-1'),
  ('antoni', 'basic-en-us-male-2'),
  ('josh', 'basic-en-us-male-3'),
  ('arnold', 'basic-en-us-male-4'),
  ('harry', 'basic-en-us-male-5'),
  ('bella', 'basic-en-us-female-1'),
  ('elli', 'basic-en-us-female-2'),
  ('matilda', 'basic-en-us-female-3'),
  ('domi', 'basic-en-us-female-4'),
  ('dorothy', 'basic-en-gb-female-1'),
  ('charlie', 'basic-en-gb-male-1'),
  ('dave', 'basic-en-gb-male-2'),
  ('urdu-female', 'basic-ur-female-1'),
  ('urdu-male', 'basic-ur-male-1'),
  ('hindi-female', 'basic-hi-female-1'),
  ('hindi-male', 'basic-hi-male-1');
--> statement-breakpoint
UPDATE "voice_overrides" SET "voice_id" = "m"."present"
FROM "basic_voice_ids" AS "m"
WHERE "voice_overrides"."voice_id" = "m"."former"
  AND NOT EXISTS (SELECT 1 FROM "voice_overrides" AS "p" WHERE "p"."voice_id" = "m"."present");
--> statement-breakpoint
DELETE FROM "voice_overrides" WHERE "voice_id" IN (SELECT "former" FROM "basic_voice_ids");
--> statement-breakpoint
UPDATE "generations" SET "voice_id" = "m"."present"
FROM "basic_voice_ids" AS "m"
WHERE "generations"."voice_id" = "m"."former";
--> statement-breakpoint
DROP TABLE "basic_voice_ids";
