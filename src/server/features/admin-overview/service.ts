// The overview tab at a million users (docs/performance.md, "Admin at a million users"): the
// counts are exact up to a thousand and estimated past it (db/paging.ts), the all-time revenue is
// one row and the month's revenue and the charts are sums of 15-minute slots, all kept by
// triggers (payment_revenue_total, payment_revenue, signup_slots), so no figure reads every row
// of a table.
import { and, count, desc, eq, gt, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  type AdminOverview,
  CHART_DAYS,
  type OverviewDay,
  RECENT_COUNT,
} from "../../../domain/admin.ts";
import { lastLocalDays, monthBounds } from "../../../domain/calendar.ts";
import type { Db } from "../../db/client.ts";
import { countTotal } from "../../db/paging.ts";
import {
  paymentRevenue,
  paymentRevenueTotal,
  payments,
  plans,
  profiles,
  signupSlots,
  user,
} from "../../db/schema.ts";
import { adminPaymentColumns, adminUserColumns, adminUserRow } from "../admin-users/view.ts";

const between = (expr: SQL | SQLWrapper, start: Date, end: Date) =>
  sql`${expr} >= ${start.toISOString()}::timestamptz and ${expr} < ${end.toISOString()}::timestamptz`;
const num = (expr: SQL) => sql<number>`coalesce(${expr}, 0)`.mapWith(Number);

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
    const [all, inactive, pro] = await Promise.all([
      countTotal(db, db.select({ id: user.id }).from(user)),
      countTotal(
        db,
        db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.status, "inactive")),
      ),
      countTotal(
        db,
        db
          .select({ id: profiles.userId })
          .from(profiles)
          .where(
            and(
              eq(profiles.accountStatus, "pro"),
              or(isNull(profiles.planExpiresAt), gt(profiles.planExpiresAt, at)),
            ),
          ),
      ),
    ]);
    // Users without a profile are active and free.
    return {
      total: all.total,
      active: Math.max(0, all.total - inactive.total),
      pro: pro.total,
      estimated: all.totalEstimated || inactive.totalEstimated || pro.totalEstimated,
    };
  }

  async function paymentFigures(month: { start: Date; end: Date }) {
    const [pending, [done], [inMonth]] = await Promise.all([
      countTotal(
        db,
        db.select({ id: payments.id }).from(payments).where(eq(payments.status, "pending")),
      ),
      db
        .select({ n: paymentRevenueTotal.payments, total: paymentRevenueTotal.amount })
        .from(paymentRevenueTotal),
      db
        .select({ total: num(sql`sum(${paymentRevenue.amount})`) })
        .from(paymentRevenue)
        .where(between(paymentRevenue.bucket, month.start, month.end)),
    ]);
    const total = done?.total ?? 0;
    return {
      payments: {
        pending: pending.total,
        pendingEstimated: pending.totalEstimated,
        approved: done?.n ?? 0,
        approvedAmount: total,
      },
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
    const revenueDay = bucketOf(paymentRevenue.bucket, bounds);
    const signupDay = bucketOf(signupSlots.bucket, bounds);
    const [revenue, signups] = await Promise.all([
      db
        .select({ day: revenueDay, amount: num(sql`sum(${paymentRevenue.amount})`) })
        .from(paymentRevenue)
        .where(between(paymentRevenue.bucket, first, last))
        .groupBy(sql`1`),
      db
        .select({ day: signupDay, n: num(sql`sum(${signupSlots.users})`) })
        .from(signupSlots)
        .where(between(signupSlots.bucket, first, last))
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
