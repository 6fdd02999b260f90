CREATE TABLE "pronunciation_dictionaries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"description" text,
	"latest_version_id" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pronunciation_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"dictionary_id" text NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pronunciation_dictionaries" ADD CONSTRAINT "pronunciation_dictionaries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pronunciation_versions" ADD CONSTRAINT "pronunciation_versions_dictionary_id_pronunciation_dictionaries_id_fk" FOREIGN KEY ("dictionary_id") REFERENCES "public"."pronunciation_dictionaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pronunciation_dictionaries_user_id_created_at_idx" ON "pronunciation_dictionaries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pronunciation_versions_dictionary_id_idx" ON "pronunciation_versions" USING btree ("dictionary_id");