// Long-form projects (docs/architecture.md, Projects): a project's chapters and blocks, and each
// conversion of it (a snapshot that stays downloadable) with a row per block it renders.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type {
  BlockKind,
  BlockPart,
  ConversionOutput,
  DictionaryLocator,
  RenderPart,
} from "../../domain/projects.ts";
import { user } from "./schema.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const userId = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

export const projects = pgTable(
  "projects",
  {
    id: text("id").primaryKey(),
    userId: userId(),
    name: text("name").notNull(),
    title: text("title"),
    author: text("author"),
    defaultVoiceId: text("default_voice_id").notNull(),
    callbackUrl: text("callback_url"),
    // The dictionaries its text is spoken with; null: all of the user's, as the studio's default.
    pronunciationLocators: jsonb("pronunciation_locators").$type<DictionaryLocator[]>(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("projects_user_id_created_at_idx").on(t.userId, t.createdAt)],
);

export const projectChapters = pgTable(
  "project_chapters",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
  },
  (t) => [index("project_chapters_project_id_idx").on(t.projectId, t.position)],
);

export const projectBlocks = pgTable(
  "project_blocks",
  {
    id: text("id").primaryKey(),
    chapterId: text("chapter_id")
      .notNull()
      .references(() => projectChapters.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind").$type<BlockKind>().notNull(),
    // The block's text in runs, each with its voice (null: the project's default), so a
    // paragraph of dialogue changes voice mid-way.
    parts: jsonb("parts").$type<BlockPart[]>().notNull(),
  },
  (t) => [index("project_blocks_chapter_id_idx").on(t.chapterId, t.position)],
);

/** A conversion of a whole project or one chapter: what it costs, where it stands, its output. */
export const projectConversions = pgTable(
  "project_conversions",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: userId(),
    // Null: the whole project; else the one chapter converted.
    chapterId: text("chapter_id"),
    status: text("status", { enum: ["running", "done", "failed", "cancelled"] }).notNull(),
    characters: integer("characters").notNull(),
    // Generations held by this conversion now: reserved at its start, lowered when blocks fail.
    charged: integer("charged").notNull(),
    // The plan they were taken from: given back only while the profile is still on it.
    accountStatus: text("account_status", { enum: ["free", "pro"] }).notNull(),
    upgradedAt: ts("upgraded_at"),
    // What the conversion made (chapters' audio keys and timings), once assembled.
    output: jsonb("output").$type<ConversionOutput>(),
    createdAt: ts("created_at").notNull().defaultNow(),
    finishedAt: ts("finished_at"),
  },
  (t) => [
    index("project_conversions_project_id_idx").on(t.projectId, t.createdAt),
    index("project_conversions_running_idx").on(t.userId).where(sql`status = 'running'`),
  ],
);

/** One block as a conversion renders it, frozen when the conversion starts. */
export const projectRenders = pgTable(
  "project_renders",
  {
    conversionId: text("conversion_id")
      .notNull()
      .references(() => projectConversions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    chapterId: text("chapter_id").notNull(),
    chapterTitle: text("chapter_title").notNull(),
    kind: text("kind").$type<BlockKind>().notNull(),
    parts: jsonb("parts").$type<RenderPart[]>().notNull(),
    characters: integer("characters").notNull(),
    // The audio's key in the store: a hash of the text, voices and settings (render.ts).
    audioKey: text("audio_key").notNull(),
    status: text("status", { enum: ["queued", "done", "failed"] }).notNull(),
    durationMs: integer("duration_ms"),
    error: text("error"),
  },
  (t) => [uniqueIndex("project_renders_pk").on(t.conversionId, t.position)],
);
