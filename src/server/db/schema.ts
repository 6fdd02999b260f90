// The whole schema (docs/architecture.md, Data). better-auth's four tables keep its column names;
// everything of ours is snake_case in SQL and camelCase in TypeScript.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Cue } from "../../domain/captions.ts";
import { LOCALES } from "../../domain/i18n/locales.ts";
import type { PlanUrdu } from "../../domain/operator-texts.ts";
import type { PronunciationRule } from "../../domain/pronunciation/rules.ts";
import type { TimedWord } from "../../domain/word-timing.ts";

// Column helpers, spread or called in each table (https://orm.drizzle.team/docs/sql-schema-declaration):
// functions, so each table gets builders of its own.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();
const updatedAt = () => ts("updated_at").notNull().defaultNow();
const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    ...timestamps(),
  },
  (t) => [index("user_created_at_idx").on(t.createdAt)],
);

// The user a row belongs to, deleted with their account.
const userId = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: ts("expires_at").notNull(),
    token: text("token").notNull().unique(),
    ...timestamps(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: userId(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: userId(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: ts("access_token_expires_at"),
    refreshTokenExpiresAt: ts("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    ...timestamps(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: ts("expires_at").notNull(),
    ...timestamps(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

// better-auth's sign-in/sign-up limiter (rateLimit.storage "database"): one budget for every instance.
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const profiles = pgTable(
  "profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    displayName: text("display_name").notNull(),
    accountStatus: text("account_status", { enum: ["free", "pro"] })
      .notNull()
      .default("free"),
    planId: integer("plan_id"),
    planName: text("plan_name"),
    planAmount: integer("plan_amount"),
    planExpiresAt: ts("plan_expires_at"),
    upgradedAt: ts("upgraded_at"),
    voicesGenerated: integer("voices_generated").notNull().default(0),
    // Null while free: the free quota then comes from the operator's settings.
    voiceLimit: integer("voice_limit"),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    // The interface language the user chose (docs/i18n.md): null until they choose one.
    locale: text("locale", { enum: LOCALES }),
    createdAt: createdAt(),
  },
  (t) => [
    index("profiles_created_at_idx").on(t.createdAt),
    index("profiles_status_idx").on(t.status),
    index("profiles_account_status_idx").on(t.accountStatus),
  ],
);

export const plans = pgTable(
  "plans",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    basePrice: integer("base_price").notNull(),
    currentPrice: integer("current_price").notNull(),
    duration: text("duration").notNull(),
    durationDays: integer("duration_days").notNull(),
    voiceLimit: integer("voice_limit").notNull(),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    icon: text("icon").notNull().default("Zap"),
    gradient: text("gradient").notNull().default("from-blue-500 to-cyan-500"),
    popular: boolean("popular").notNull().default(false),
    badge: text("badge"),
    isActive: boolean("is_active").notNull().default(true),
    discountType: text("discount_type", { enum: ["none", "percentage", "fixed"] })
      .notNull()
      .default("none"),
    discountValue: integer("discount_value").notNull().default(0),
    discountExpiry: ts("discount_expiry"),
    discountDescription: text("discount_description"),
    // The operator's Urdu for the texts above, each shown in the Urdu interface when not blank
    // (docs/i18n.md, "The operator's texts").
    urdu: jsonb("urdu").$type<PlanUrdu>().notNull().default({}),
    // Soft delete: payments keep their own snapshot, but a deleted plan must not be sold again.
    deletedAt: ts("deleted_at"),
    ...timestamps(),
  },
  (t) => [index("plans_base_price_idx").on(t.basePrice)],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    // Null once the user deleted their account: the operator's accounts keep the payment,
    // anonymised (docs/product.md, "Your account").
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    userEmail: text("user_email").notNull(),
    planId: integer("plan_id"),
    plan: text("plan").notNull(),
    planDuration: text("plan_duration").notNull(),
    planDays: integer("plan_days").notNull(),
    voiceLimit: integer("voice_limit").notNull(),
    amount: integer("amount").notNull(),
    billingCycle: text("billing_cycle", { enum: ["monthly", "yearly"] }).notNull(),
    originalAmount: integer("original_amount"),
    savings: integer("savings").notNull().default(0),
    tid: text("tid").notNull(),
    tidNormalized: text("tid_normalized").notNull(),
    accountType: text("account_type").notNull(),
    accountHolder: text("account_holder").notNull(),
    accountNumber: text("account_number").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    rejectionReason: text("rejection_reason"),
    createdAt: createdAt(),
    processedAt: ts("processed_at"),
    processedBy: text("processed_by"),
  },
  (t) => [
    uniqueIndex("payments_tid_normalized_key").on(t.tidNormalized),
    index("payments_user_id_idx").on(t.userId, t.createdAt),
    index("payments_created_at_idx").on(t.createdAt),
    index("payments_status_created_at_idx").on(t.status, t.createdAt),
  ],
);

// Approved payments' revenue by 15-minute slot of the time it counts at (processed, else made),
// kept by a trigger on payments (drizzle/0017_admin-scale.sql): the overview's all-time total,
// month and 30-day chart read a few thousand slots instead of every approved payment. Every
// time zone's midnight falls on a slot boundary (offsets are whole quarter hours).
export const paymentRevenue = pgTable("payment_revenue", {
  bucket: ts("bucket").primaryKey(),
  payments: integer("payments").notNull(),
  amount: bigint("amount", { mode: "number" }).notNull(),
});

// The sums of every slot of payment_revenue in one row, kept by the same trigger
// (drizzle/0020_overview-slots.sql): the overview's all-time revenue reads it instead of the
// 70,000 slots of two years.
export const paymentRevenueTotal = pgTable(
  "payment_revenue_total",
  {
    id: boolean("id").primaryKey().default(true),
    payments: bigint("payments", { mode: "number" }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (t) => [check("payment_revenue_total_one_row", sql`${t.id}`)],
);

// Sign-ups by 15-minute slot of their created_at, kept by a trigger on "user"
// (drizzle/0020_overview-slots.sql): the overview's 30-day chart reads about 2,900 slots instead of
// every user who signed up in those days (41,000 at a million users).
export const signupSlots = pgTable("signup_slots", {
  bucket: ts("bucket").primaryKey(),
  users: integer("users").notNull(),
});

export const broadcasts = pgTable(
  "broadcasts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    active: boolean("active").notNull().default(true),
    createdBy: text("created_by").notNull().default("admin"),
    ...timestamps(),
  },
  (t) => [index("broadcasts_active_created_at_idx").on(t.active, t.createdAt)],
);

// "Got it" on a broadcast: that user is not shown that message again, on any device.
export const broadcastDismissals = pgTable(
  "broadcast_dismissals",
  {
    userId: userId(),
    broadcastId: integer("broadcast_id")
      .notNull()
      .references(() => broadcasts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.broadcastId] })],
);

export const generations = pgTable(
  "generations",
  {
    id: text("id").primaryKey(),
    userId: userId(),
    userEmail: text("user_email").notNull(),
    displayName: text("display_name").notNull(),
    accountStatus: text("account_status").notNull(),
    plan: text("plan"),
    voiceId: text("voice_id").notNull(),
    voiceName: text("voice_name").notNull(),
    engine: text("engine").notNull(),
    textLength: integer("text_length").notNull(),
    textPreview: text("text_preview").notNull(),
    audioKey: text("audio_key").notNull(),
    format: text("format").notNull(),
    audioSize: integer("audio_size").notNull(),
    durationMs: integer("duration_ms"),
    // Caption lines timed over the audio (src/domain/captions.ts); null for generations made
    // before captions existed.
    cues: jsonb("cues").$type<Cue[]>(),
    // When each written word is heard, in ms (src/domain/word-timing.ts); null for generations
    // made before word timings, and for streams cut short.
    words: jsonb("words").$type<TimedWord[]>(),
    // Made through the public API with an API key (docs/decisions/004-public-api.md); the
    // engine column says which engine spoke.
    isApiGenerated: boolean("is_api_generated").notNull().default(false),
    deviceInfo: jsonb("device_info").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("generations_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("generations_created_at_idx").on(t.createdAt),
  ],
);

// A generation counted before it is spoken (features/generations/quota.ts), until its history
// row is written or it is given back. What is left after a crash is given back at the next start.
export const generationReservations = pgTable(
  "generation_reservations",
  {
    id: text("id").primaryKey(),
    userId: userId(),
    // The plan it was taken from: given back only while the profile is still on it.
    accountStatus: text("account_status", { enum: ["free", "pro"] }).notNull(),
    upgradedAt: ts("upgraded_at"),
    createdAt: createdAt(),
  },
  (t) => [index("generation_reservations_created_at_idx").on(t.createdAt)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: userId(),
    kind: text("kind").notNull(),
    message: text("message").notNull(),
    readAt: ts("read_at"),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_id_idx").on(t.userId, t.createdAt)],
);

export const settings = pgTable("settings", {
  id: integer("id").primaryKey().default(1),
  value: jsonb("value").$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

export const adminCredentials = pgTable("admin_credentials", {
  id: integer("id").primaryKey().default(1),
  passwordHash: text("password_hash").notNull(),
  updatedAt: updatedAt(),
});

export const adminSessions = pgTable(
  "admin_sessions",
  {
    // sha256 of the cookie's token: a leaked table does not leak usable sessions.
    id: text("id").primaryKey(),
    ip: text("ip"),
    createdAt: ts("created_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [index("admin_sessions_expires_at_idx").on(t.expiresAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    action: text("action").notNull(),
    target: text("target"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    ip: text("ip"),
    createdAt: ts("created_at").notNull().default(sql`now()`),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_action_created_at_idx").on(t.action, t.createdAt),
    index("audit_log_ip_action_idx").on(t.ip, t.action, t.createdAt),
    // A user's detail view lists the entries about them, newest first.
    index("audit_log_target_created_at_idx").on(t.target, t.createdAt),
  ],
);

// A user's keys for the public API. Only the SHA-256 of the secret is kept: a leaked table does not
// leak usable keys (docs/decisions/004-public-api.md).
export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    userId: userId(),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    hash: text("hash").notNull(),
    createdAt: createdAt(),
    lastUsedAt: ts("last_used_at"),
  },
  (t) => [
    uniqueIndex("api_keys_hash_idx").on(t.hash),
    index("api_keys_user_id_created_at_idx").on(t.userId, t.createdAt),
  ],
);

// Our limiters' counters (src/server/http/rate-limit.ts, rate-limiter-flexible's Drizzle store, which
// reads the columns by these property names). The key is "<limiter name>:<subject>".
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: ts("expire"),
});

// The operator's word on a voice of any engine (docs/architecture.md, Voices): off, or relabelled.
// A null label keeps the engine's own; a voice with no row is on and labelled by its engine.
export const voiceOverrides = pgTable("voice_overrides", {
  voiceId: text("voice_id").primaryKey(),
  enabled: boolean("enabled").notNull().default(true),
  name: text("name"),
  gender: text("gender"),
  accent: text("accent"),
  language: text("language"),
  description: text("description"),
  updatedAt: updatedAt(),
});

// Voice installs started from the admin area. The job runs in the instance that was asked, and
// its progress lives here so any instance's page can show it; a running row that stops being
// updated was cut off (its instance stopped) and reads as failed.
export const voiceInstalls = pgTable(
  "voice_installs",
  {
    id: text("id").primaryKey(),
    source: text("source").notNull(),
    status: text("status").notNull(),
    phase: text("phase"),
    receivedBytes: bigint("received_bytes", { mode: "number" }).notNull().default(0),
    totalBytes: bigint("total_bytes", { mode: "number" }),
    voiceId: text("voice_id"),
    error: text("error"),
    ...timestamps(),
  },
  (t) => [
    index("voice_installs_created_at_idx").on(t.createdAt),
    // One running install per voice, across instances: a second start conflicts here.
    uniqueIndex("voice_installs_running_source_idx").on(t.source).where(sql`status = 'running'`),
  ],
);

// Pronunciation dictionaries (docs/product.md, "Pronunciation"): a user's, or the site's (no
// user). Each change of rules is a new version, kept, so a locator naming an older version and a
// download of it still find its rules.
export const pronunciationDictionaries = pgTable(
  "pronunciation_dictionaries",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    latestVersionId: text("latest_version_id").notNull(),
    archivedAt: ts("archived_at"),
    ...timestamps(),
  },
  (t) => [index("pronunciation_dictionaries_user_id_created_at_idx").on(t.userId, t.createdAt)],
);

export const pronunciationVersions = pgTable(
  "pronunciation_versions",
  {
    id: text("id").primaryKey(),
    dictionaryId: text("dictionary_id")
      .notNull()
      .references(() => pronunciationDictionaries.id, { onDelete: "cascade" }),
    // The rules as src/domain/pronunciation/rules.ts writes them, in the dictionary's order.
    rules: jsonb("rules").$type<PronunciationRule[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("pronunciation_versions_dictionary_id_idx").on(t.dictionaryId)],
);

// What visitors send through the contact form (features/contact), read and answered by the admin.
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    ip: text("ip"),
    readAt: ts("read_at"),
    repliedAt: ts("replied_at"),
    createdAt: createdAt(),
  },
  // The inbox pages by id (its primary key); the admin nav's unread count reads only these.
  (t) => [index("contact_messages_unread_idx").on(t.id).where(sql`read_at is null`)],
);
