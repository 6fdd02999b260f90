CREATE TABLE "project_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"chapter_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"parts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_chapters" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_conversions" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"chapter_id" text,
	"status" text NOT NULL,
	"characters" integer NOT NULL,
	"charged" integer NOT NULL,
	"account_status" text NOT NULL,
	"upgraded_at" timestamp with time zone,
	"output" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_renders" (
	"conversion_id" text NOT NULL,
	"position" integer NOT NULL,
	"chapter_id" text NOT NULL,
	"chapter_title" text NOT NULL,
	"kind" text NOT NULL,
	"parts" jsonb NOT NULL,
	"characters" integer NOT NULL,
	"audio_key" text NOT NULL,
	"status" text NOT NULL,
	"duration_ms" integer,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"author" text,
	"default_voice_id" text NOT NULL,
	"callback_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_blocks" ADD CONSTRAINT "project_blocks_chapter_id_project_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."project_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_chapters" ADD CONSTRAINT "project_chapters_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_conversions" ADD CONSTRAINT "project_conversions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_conversions" ADD CONSTRAINT "project_conversions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_renders" ADD CONSTRAINT "project_renders_conversion_id_project_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."project_conversions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_blocks_chapter_id_idx" ON "project_blocks" USING btree ("chapter_id","position");--> statement-breakpoint
CREATE INDEX "project_chapters_project_id_idx" ON "project_chapters" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "project_conversions_project_id_idx" ON "project_conversions" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_conversions_running_idx" ON "project_conversions" USING btree ("user_id") WHERE status = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "project_renders_pk" ON "project_renders" USING btree ("conversion_id","position");--> statement-breakpoint
CREATE INDEX "projects_user_id_created_at_idx" ON "projects" USING btree ("user_id","created_at");