// npm run bench:admin — the admin area's API calls against a seeded database (first run
// `npm run db:seed:demo -- --users 1000000`): p50 and p95 of each, one request at a time, through
// the whole app in-process (routing, admin guard, validation, service, SQL, JSON).
// PGlite in DATA_DIR by default (stop the server first: one process at a time); PostgreSQL when
// DATABASE_URL is set. BENCH_ITERATIONS sets the sample size (default 50).
// Targets (PostgreSQL, a million users and three million payments): lists and searches p95
// < 100 ms, overview < 200 ms (docs/performance.md, "Admin at a million users"). A page deep in a
// list is asked for as the web asks for it, after the cursor of the row before it.
import { createHash, randomBytes } from "node:crypto";
import os from "node:os";
import { eq, sql } from "drizzle-orm";
import { formatCursor } from "../src/domain/keyset.ts";
import { createApp } from "../src/server/app.ts";
import { openDatabase } from "../src/server/database.ts";
import { adminSessions } from "../src/server/db/schema.ts";
import { loadEnv } from "../src/server/env.ts";
import { ADMIN_COOKIE } from "../src/server/http/admin-guard.ts";
import { createLogger } from "../src/server/logger.ts";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 50);
const WARMUP = 5;

interface Case {
  name: string;
  path: string;
  targetMs: number;
}

interface Result extends Case {
  status: number;
  total: string;
  p50: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const env = loadEnv();
const database = await openDatabase(env);
// The bench's own admin session, straight into the table the guard reads, so it needs neither
// the operator's password nor the sign-in's deliberate 800 ms.
const token = randomBytes(32).toString("base64url");
const sessionId = createHash("sha256").update(token).digest("hex");

const { app, deps } = createApp({
  env,
  database,
  logger: createLogger("silent"),
  secret: randomBytes(32).toString("hex"),
});

try {
  const { db } = database;
  await deps.settings.seed();
  const now = new Date();
  await db.insert(adminSessions).values({
    id: sessionId,
    ip: "bench",
    createdAt: now,
    expiresAt: new Date(now.getTime() + 60 * 60 * 1000),
  });

  const pick = async (query: ReturnType<typeof sql>) =>
    ((await db.execute<{ v: string }>(query)).rows[0]?.v ?? "").toString();
  const counts = (
    await db.execute<{ users: number; payments: number }>(
      sql`select (select count(*) from "user")::int as users, (select count(*) from payments)::int as payments`,
    )
  ).rows[0];
  // A rare term: one user's e-mail local part; a common one: the seed's most frequent surname.
  const rare =
    (await pick(
      sql`select split_part(email, '@', 1) as v from "user" order by created_at offset ${Math.floor((counts?.users ?? 0) / 2)} limit 1`,
    )) || "nobody";
  const tid =
    (await pick(
      sql`select tid as v from payments order by id offset ${Math.floor((counts?.payments ?? 0) / 2)} limit 1`,
    )) || "DM0000000000";
  // The cursor after the row in the middle of a list, as a page there would carry it.
  const middle = async (table: string, where: ReturnType<typeof sql>, rows: number) => {
    const [row] = (
      await db.execute<{ at: string; id: string }>(sql`
        select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
          id::text as id
        from ${sql.identifier(table)} where ${where}
        order by created_at desc, id desc offset ${Math.floor(rows / 2)} limit 1`)
    ).rows;
    return row ? encodeURIComponent(formatCursor(row)) : "";
  };
  const users = counts?.users ?? 0;
  const paymentsCount = counts?.payments ?? 0;
  const usersMiddle = await middle("user", sql`true`, users);
  const paymentsMiddle = await middle("payments", sql`true`, paymentsCount);
  const approvedMiddle = await middle("payments", sql`status = 'approved'`, paymentsCount * 0.7);
  const q = encodeURIComponent;
  const cases: Case[] = [
    { name: "overview", path: "/api/admin/overview", targetMs: 200 },
    { name: "users page 1", path: "/api/admin/users", targetMs: 100 },
    { name: "users page 100", path: "/api/admin/users?page=100", targetMs: 100 },
    {
      name: "users page in the middle, by cursor",
      path: `/api/admin/users?page=2&after=${usersMiddle}`,
      targetMs: 100,
    },
    { name: `users search rare "${rare}"`, path: `/api/admin/users?q=${q(rare)}`, targetMs: 100 },
    { name: 'users search common "khan"', path: "/api/admin/users?q=khan", targetMs: 100 },
    { name: "payments page 1", path: "/api/admin/payments", targetMs: 100 },
    {
      name: "payments page in the middle, by cursor",
      path: `/api/admin/payments?page=2&after=${paymentsMiddle}`,
      targetMs: 100,
    },
    {
      name: `payments search TID "${tid}"`,
      path: `/api/admin/payments?q=${q(tid)}`,
      targetMs: 100,
    },
    { name: 'payments search "khan"', path: "/api/admin/payments?q=khan", targetMs: 100 },
    { name: "payments status=pending", path: "/api/admin/payments?status=pending", targetMs: 100 },
    {
      name: "payments status=approved p2",
      path: "/api/admin/payments?status=approved&page=2",
      targetMs: 100,
    },
    {
      name: "payments status=approved, middle by cursor",
      path: `/api/admin/payments?status=approved&page=2&after=${approvedMiddle}`,
      targetMs: 100,
    },
    { name: "audit page 1", path: "/api/admin/audit", targetMs: 100 },
  ];

  const headers = { cookie: `${ADMIN_COOKIE}=${token}` };
  const results: Result[] = [];
  for (const c of cases) {
    const times: number[] = [];
    let status = 0;
    let total = "";
    for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
      const start = performance.now();
      const res = await app.request(c.path, { headers });
      const body = (await res.json()) as { total?: number; totalEstimated?: boolean };
      const ms = performance.now() - start;
      status = res.status;
      // "~" marks an estimated total (docs/architecture.md, "Admin lists at scale").
      if (typeof body.total === "number") total = `${body.totalEstimated ? "~" : ""}${body.total}`;
      if (i >= WARMUP) times.push(ms);
      if (!res.ok) break;
    }
    times.sort((a, b) => a - b);
    results.push({ ...c, status, total, p50: percentile(times, 50), p95: percentile(times, 95) });
  }

  console.log(
    `\n${database.kind}, ${counts?.users} users, ${counts?.payments} payments; ` +
      `${ITERATIONS} sequential requests per case after ${WARMUP} warm-up; ${os.cpus().length} cores, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}\n`,
  );
  console.log("| call | status | total | p50 ms | p95 ms | target p95 | |");
  console.log("|---|---:|---:|---:|---:|---:|---|");
  for (const r of results) {
    const measured = r.status === 200;
    const verdict = !measured ? "not measured" : r.p95 < r.targetMs ? "met" : "MISSED";
    const ms = (v: number) => (measured ? v.toFixed(1) : "-");
    console.log(
      `| ${r.name} | ${r.status} | ${r.total} | ${ms(r.p50)} | ${ms(r.p95)} | < ${r.targetMs} | ${verdict} |`,
    );
  }
} finally {
  await database.db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
  await deps.speech.close();
  await database.close();
}
