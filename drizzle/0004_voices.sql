CREATE TABLE "voice_installs" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"phase" text,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"total_bytes" bigint,
	"voice_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_overrides" (
	"voice_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"name" text,
	"gender" text,
	"accent" text,
	"language" text,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "voice_installs_created_at_idx" ON "voice_installs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_installs_running_source_idx" ON "voice_installs" USING btree ("source") WHERE status = 'running';