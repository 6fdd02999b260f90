// Fills the database with realistic demo data for the admin area at scale:
//   npm run db:seed:demo -- --users 100000 [--batch 5000]
// Users (with a password login: "demo-password" for every one of them), profiles, about three
// payments per user across all statuses, generations, and the seeded plans if there are none.
// The rows are made by PostgreSQL itself (generate_series), a batch of users per statement,
// so 100,000 users take minutes on PGlite and less on PostgreSQL. Stop the server first when
// it uses PGlite: DATA_DIR is locked by one process at a time.
import { parseArgs } from "node:util";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { primaryWallet } from "../src/domain/settings.ts";
import { openDatabase } from "../src/server/database.ts";
import type { Db } from "../src/server/db/client.ts";
import { loadEnv } from "../src/server/env.ts";
import { seedPlans } from "../src/server/features/plans/service.ts";
import { createSettingsService } from "../src/server/features/settings/service.ts";
import { createLogger } from "../src/server/logger.ts";
import { EMBEDDED_VOICES } from "../src/server/speech/embedded/voices.ts";

const DEMO_PASSWORD = "demo-password";

const { values } = parseArgs({
  options: {
    users: { type: "string", default: "1000" },
    batch: { type: "string", default: "5000" },
    days: { type: "string", default: "730" },
  },
});
const total = Number(values.users);
const batchSize = Number(values.batch);
const days = Number(values.days);
if (!Number.isInteger(total) || total < 1 || !Number.isInteger(batchSize) || batchSize < 1) {
  console.error(
    "Usage: node scripts/seed-demo.ts --users <count> [--batch <size>] [--days <span>]",
  );
  process.exit(1);
}

const FIRST = (
  "Ali Ahmed Ayesha Fatima Hassan Hina Bilal Sana Usman Zainab Omar Maryam Hamza " +
  "Iqra Saad Noor Imran Sara Faisal Amna Kashif Rabia Danish Mahnoor Tariq Zara " +
  "Waqas Sidra Adnan Khadija John Emma Priya Arjun Mei Lucas Sofia David Aisha " +
  "Yusuf"
).split(" ");
const LAST = (
  "Khan Ahmed Ali Malik Hussain Qureshi Shah Butt Chaudhry Raza Siddiqui Sheikh " +
  "Iqbal Mirza Javed Anwar Aslam Baig Rana Abbasi Smith Patel Sharma Williams " +
  "Garcia Chen Kapoor Farooq Nawaz Hashmi"
).split(" ");
// Reserved domains (RFC 2606): a demo user can never receive a real e-mail.
const DOMAINS = ["example.com", "example.org", "example.net", "mail.example.com"];
// The demo's generations are spread over the built-in voices, which every install has.
const VOICE_IDS = EMBEDDED_VOICES.map((v) => v.id);
const VOICE_NAMES = EMBEDDED_VOICES.map((v) => v.name);

const textArray = (items: string[]) =>
  sql`array[${sql.join(
    items.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[]`;

interface Context {
  db: Db;
  passwordHash: string;
  wallet: { type: string; holder: string; number: string };
  offset: number;
  spanStart: Date;
  spanMs: number;
}

/** One statement per batch: its CTEs insert users, accounts, profiles, payments, generations. */
async function seedBatch(ctx: Context, from: number, to: number): Promise<void> {
  const n = ctx.offset + total;
  await ctx.db.execute(sql`
    with pl as (
      select row_number() over (order by base_price, id) - 1 as idx, id, name, duration,
             duration_days, voice_limit, current_price
      from plans where deleted_at is null
    ),
    src as materialized (
      select g.i,
        'demo-' || g.i as id,
        (${textArray(FIRST)})[1 + floor(random() * ${FIRST.length})::int] as first,
        (${textArray(LAST)})[1 + floor(random() * ${LAST.length})::int] as last,
        (${textArray(DOMAINS)})[1 + g.i % ${DOMAINS.length}] as domain,
        date_trunc('milliseconds', least(now(),
          ${ctx.spanStart.toISOString()}::timestamptz
          + (${ctx.spanMs}::float8 * g.i / ${n}) * interval '1 millisecond'
          + random() * interval '1 hour')) as created_at,
        random() as r_status, random() as r_pro, random() as r_used,
        (select count(*) from pl) as plan_count
      from generate_series(${ctx.offset + from}::int, ${ctx.offset + to - 1}::int) as g(i)
    ),
    people as (
      select s.*, lower(s.first || '.' || s.last || s.i) || '@' || s.domain as email,
        s.first || ' ' || s.last as display_name,
        pl.id as plan_id, pl.duration as plan_name, pl.current_price as plan_amount,
        pl.duration_days, pl.voice_limit, pl.name as plan_title,
        s.r_pro < 0.12 and pl.id is not null as pro
      from src s left join pl on pl.idx = s.i % greatest(s.plan_count, 1)
    ),
    u as (
      insert into "user" (id, name, email, email_verified, created_at, updated_at)
      select id, display_name, email, true, created_at, created_at from people
    ),
    a as (
      insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
      select 'demo-acc-' || i, id, 'credential', id, ${ctx.passwordHash}, created_at, created_at
      from people
    ),
    pr as (
      insert into profiles (user_id, email, display_name, account_status, plan_id, plan_name,
        plan_amount, plan_expires_at, upgraded_at, voices_generated, voice_limit, status, created_at)
      select id, email, display_name,
        case when pro then 'pro' else 'free' end,
        case when pro then plan_id end, case when pro then plan_name end,
        case when pro then plan_amount end,
        case when pro then now() + (1 + floor(r_used * duration_days)) * interval '1 day' end,
        case when pro then now() - interval '1 day' end,
        case when pro then floor(r_used * least(voice_limit, 40))::int else floor(r_used * 3)::int end,
        case when pro then voice_limit end,
        case when r_status < 0.02 then 'inactive' else 'active' end,
        created_at
      from people
    ),
    pay as (
      -- Bought within 90 days of signing up, so payments follow sign-ups over time.
      select p.*, k.k, random() as r, random() as r_time,
        date_trunc('milliseconds',
          p.created_at + random() * least(now() - p.created_at, interval '90 days')) as paid_at,
        'DM' || lpad((p.i * 5 + k.k)::text, 10, '0') as tid
      from people p, generate_series(1, 1 + p.i % 5) as k(k)
      where p.plan_id is not null
    ),
    ins_pay as (
      insert into payments (user_id, user_email, plan_id, plan, plan_duration, plan_days,
        voice_limit, amount, billing_cycle, original_amount, savings, tid, tid_normalized,
        account_type, account_holder, account_number, status, rejection_reason, created_at,
        processed_at, processed_by)
      select id, email, plan_id, plan_title, plan_name, duration_days, voice_limit, plan_amount,
        case when r_time < 0.1 then 'yearly' else 'monthly' end, null, 0, tid, lower(tid),
        ${ctx.wallet.type}, ${ctx.wallet.holder}, ${ctx.wallet.number},
        case when r < 0.7 then 'approved' when r < 0.88 then 'rejected' else 'pending' end,
        case when r >= 0.7 and r < 0.88 then 'Transaction ID not found' end,
        paid_at,
        case when r < 0.88 then date_trunc('milliseconds',
          least(now(), paid_at + random() * interval '6 hours')) end,
        case when r < 0.88 then 'admin' end
      from pay
    )
    insert into generations (id, user_id, user_email, display_name, account_status, plan,
      voice_id, voice_name, engine, text_length, text_preview, audio_key, format, audio_size,
      duration_ms, is_api_generated, created_at)
    select 'demo-gen-' || p.i || '-' || k.k, p.id, p.email, p.display_name,
      case when p.pro then 'pro' else 'free' end, case when p.pro then p.plan_name end,
      v.id, v.name, 'embedded', 40 + k.k * 97 % 900,
      'Assalam o alaikum! Welcome to our channel, today we are talking about ' || p.last,
      'demo/' || p.i || '-' || k.k || '.mp3', 'mp3', 48000 + k.k * 1000, 6000 + k.k * 500,
      true, date_trunc('milliseconds',
        p.created_at + random() * least(now() - p.created_at, interval '180 days'))
    from people p, generate_series(1, p.i % 4) as k(k),
      lateral (select 1 + (p.i + k.k) % ${VOICE_IDS.length} as n) pick,
      lateral (select (${textArray(VOICE_IDS)})[pick.n] as id, (${textArray(VOICE_NAMES)})[pick.n] as name) v
  `);
}

const database = await openDatabase(loadEnv());
try {
  const { db } = database;
  const started = performance.now();
  const settings = createSettingsService(db, createLogger("warn"));
  await settings.seed();
  await seedPlans(db);
  // The demo payments record the operator's wallet, or a wallet named as a demo when none is set.
  const wallet = primaryWallet(await settings.get()) ?? {
    type: "JazzCash",
    holder: "Demo data",
    number: "03000000000",
  };
  // One hash for every demo user: hashing is deliberately slow (scrypt).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Demo users carry increasing numbers, so a second run adds more instead of colliding.
  const [last] = (
    await db.execute<{ n: number | null }>(
      sql`select max(substring(id from 6)::int) as n from "user" where id ~ '^demo-[0-9]+$'`,
    )
  ).rows;
  const offset = Number(last?.n ?? -1) + 1;
  const spanMs = days * 24 * 60 * 60 * 1000;
  const ctx: Context = {
    db,
    passwordHash,
    wallet,
    offset,
    spanStart: new Date(Date.now() - spanMs),
    spanMs,
  };
  console.log(`Seeding ${total} users on ${database.kind} (batches of ${batchSize})...`);
  for (let from = 0; from < total; from += batchSize) {
    const to = Math.min(total, from + batchSize);
    const t = performance.now();
    await seedBatch(ctx, from, to);
    console.log(`  users ${from + 1}-${to}: ${Math.round(performance.now() - t)} ms`);
  }
  // Fresh statistics and a visibility map: the planner picks the indexes, and index-only
  // scans (the overview's counts) need not visit the table.
  await db.execute(sql`vacuum analyze`);
  const counts = (
    await db.execute<{ users: number; payments: number; generations: number }>(sql`
      select (select count(*) from "user")::int as users,
             (select count(*) from payments)::int as payments,
             (select count(*) from generations)::int as generations`)
  ).rows[0];
  console.log(
    `Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts?.users} users, ` +
      `${counts?.payments} payments, ${counts?.generations} generations in the database. ` +
      `Every demo user signs in with the password "${DEMO_PASSWORD}".`,
  );
} finally {
  await database.close();
}
