// The overview tab: every figure is an SQL aggregate, mostly over one index, so no row
// is loaded into the server to be counted and the cost stays flat as the tables grow.
import {
  and,
  count,
  desc,
  eq,
  gte,
  isNull,
  lt,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import {
  type AdminOverview,
  CHART_DAYS,
  type OverviewDay,
  RECENT_COUNT,
} from "../../../domain/admin.ts";
import { lastLocalDays, monthBounds } from "../../../domain/calendar.ts";
import type { Db } from "../../db/client.ts";
import { payments, plans, profiles, user } from "../../db/schema.ts";
import { adminPaymentColumns, adminUserColumns, adminUserRow } from "../admin-users/view.ts";

// Must match payments_approved_at_idx's expression for the index to serve it.
const revenueAt = sql`coalesce(${payments.processedAt}, ${payments.createdAt})`;
// A literal, not a parameter, so the planner can match the partial index's WHERE.
const approved = sql`${payments.status} = 'approved'`;
const num = (expr: SQL) => sql<number>`coalesce(${expr}, 0)`.mapWith(Number);
const between = (expr: SQL, start: Date, end: Date) =>
  sql`${expr} >= ${start.toISOString()}::timestamptz and ${expr} < ${end.toISOString()}::timestamptz`;

/** width_bucket numbers the days 1..n by the boundaries, in the operator's time zone. */
function bucketOf(expr: SQLWrapper, bounds: Date[]): SQL<number> {
  const list = sql.join(
    bounds.map((b) => sql`${b.toISOString()}::timestamptz`),
    sql`, `,
  );
  return sql<number>`width_bucket(${expr}, array[${list}])`.mapWith(Number);
}

export function createOverviewService({ db, now }: { db: Db; now: () => Date }) {
  async function userCounts(at: Date) {
    const [[all], [some]] = await Promise.all([
      db.select({ n: count() }).from(user),
      // Only the few unusual profiles are read: users without one are active and free.
      db
        .select({
          inactive: count(sql`case when ${profiles.status} = 'inactive' then 1 end`),
          pro: count(
            sql`case when ${profiles.accountStatus} = 'pro' and (${profiles.planExpiresAt} is null or ${profiles.planExpiresAt} > ${at.toISOString()}::timestamptz) then 1 end`,
          ),
        })
        .from(profiles)
        .where(or(eq(profiles.status, "inactive"), eq(profiles.accountStatus, "pro"))),
    ]);
    const total = all?.n ?? 0;
    return { total, active: total - (some?.inactive ?? 0), pro: some?.pro ?? 0 };
  }

  async function paymentFigures(month: { start: Date; end: Date }) {
    // Three reads, not one: the month's sum as a range on the index stays cheap, while a FILTER
    // inside the all-time scan would evaluate the date on every approved payment.
    const [[pending], [done], [inMonth]] = await Promise.all([
      db.select({ n: count() }).from(payments).where(eq(payments.status, "pending")),
      db
        .select({ n: count(), total: num(sql`sum(${payments.amount})`) })
        .from(payments)
        .where(approved),
      db
        .select({ total: num(sql`sum(${payments.amount})`) })
        .from(payments)
        .where(and(approved, between(revenueAt, month.start, month.end))),
    ]);
    const total = done?.total ?? 0;
    return {
      payments: { pending: pending?.n ?? 0, approved: done?.n ?? 0, approvedAmount: total },
      revenue: { month: inMonth?.total ?? 0, total },
    };
  }

  async function planCounts() {
    const [row] = await db
      .select({ total: count(), active: count(sql`case when ${plans.isActive} then 1 end`) })
      .from(plans)
      .where(isNull(plans.deletedAt));
    return { active: row?.active ?? 0, total: row?.total ?? 0 };
  }

  async function daily(at: Date, timeZone: string): Promise<OverviewDay[]> {
    const { dates, bounds } = lastLocalDays(at, timeZone, CHART_DAYS);
    const first = bounds[0] ?? at;
    const last = bounds.at(-1) ?? at;
    const revenueDay = bucketOf(revenueAt, bounds);
    const signupDay = bucketOf(user.createdAt, bounds);
    const [revenue, signups] = await Promise.all([
      db
        .select({ day: revenueDay, amount: num(sql`sum(${payments.amount})`) })
        .from(payments)
        .where(and(approved, between(revenueAt, first, last)))
        .groupBy(sql`1`),
      db
        .select({ day: signupDay, n: count() })
        .from(user)
        .where(and(gte(user.createdAt, first), lt(user.createdAt, last)))
        .groupBy(sql`1`),
    ]);
    const days = dates.map((date) => ({ date, revenue: 0, signups: 0 }));
    for (const r of revenue) {
      const d = days[r.day - 1];
      if (d) d.revenue = r.amount;
    }
    for (const s of signups) {
      const d = days[s.day - 1];
      if (d) d.signups = s.n;
    }
    return days;
  }

  async function recent(at: Date) {
    const [recentPayments, recentUsers] = await Promise.all([
      db
        .select({ ...adminPaymentColumns, userEmail: payments.userEmail })
        .from(payments)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(RECENT_COUNT),
      db
        .select(adminUserColumns)
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .orderBy(desc(user.createdAt), desc(user.id))
        .limit(RECENT_COUNT),
    ]);
    return {
      recentPayments: recentPayments.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
      recentUsers: recentUsers.map((u) => adminUserRow(u, at)),
    };
  }

  async function get(timeZone: string): Promise<AdminOverview> {
    const at = now();
    const month = monthBounds(at, timeZone);
    const [users, money, planFigures, lists, days] = await Promise.all([
      userCounts(at),
      paymentFigures(month),
      planCounts(),
      recent(at),
      daily(at, timeZone),
    ]);
    return {
      users,
      ...money,
      plans: planFigures,
      ...lists,
      daily: days,
      timezone: timeZone,
      month: { start: month.start.toISOString(), end: month.end.toISOString() },
    };
  }

  return { get };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
