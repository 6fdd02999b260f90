// Payment requests: priced by the server from its own plan data, one use per transaction ID,
// at most three waiting per user; and the lists the user and the admin read.
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { byKey } from "../../../domain/messages.ts";
import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  type AdminPaymentsPage,
  type AdminPaymentsQuery,
  MAX_PENDING_PAYMENTS,
  normalizeTid,
  type PaymentRequest,
  type PaymentView,
} from "../../../domain/payments.ts";
import { quote } from "../../../domain/pricing.ts";
import { primaryWallet, walletPaidTo } from "../../../domain/settings.ts";
import type { AppDeps, SessionUser } from "../../app-env.ts";
import { afterCursor, countTotal, cursorAt, keysetPage } from "../../db/paging.ts";
import { payments, profiles } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";

export type PaymentRow = typeof payments.$inferSelect;

export function paymentView(row: PaymentRow): PaymentView {
  return {
    id: row.id,
    uid: row.userId,
    userEmail: row.userEmail,
    planId: row.planId,
    plan: row.plan,
    planDuration: row.planDuration,
    planDays: row.planDays,
    voiceLimit: row.voiceLimit,
    amount: row.amount,
    billingCycle: row.billingCycle,
    originalAmount: row.originalAmount,
    savings: row.savings,
    tid: row.tid,
    accountType: row.accountType,
    accountHolder: row.accountHolder,
    accountNumber: row.accountNumber,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    timestamp: row.createdAt.getTime(),
    processedAt: row.processedAt?.toISOString() ?? null,
    processedBy: row.processedBy,
  };
}

/** Both node-postgres and PGlite report SQLSTATE 23505; drizzle may wrap it in `cause`. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    if ("code" in e && e.code === "23505") return true;
    e = "cause" in e ? e.cause : undefined;
  }
  return false;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

type Deps = Pick<AppDeps, "db" | "now" | "settings" | "profiles" | "plans">;

export function createPaymentsService(deps: Deps) {
  const { db, now } = deps;

  async function submit(user: SessionUser, input: PaymentRequest): Promise<PaymentView> {
    // The profile row is also the per-user lock that keeps the pending limit under parallel submits.
    const profile = await deps.profiles.ensure(user);
    if (profile.status !== "active") {
      throw new ApiError(403, "ACCOUNT_INACTIVE", byKey("generationDeactivated"));
    }
    // Never a default or example wallet: until the operator saves one, nobody is asked to pay.
    const site = await deps.settings.get();
    if (!primaryWallet(site))
      throw new ApiError(409, "PAYMENTS_NOT_OPEN", byKey("purchaseNotOpen"));
    const wallet = walletPaidTo(site, input.wallet);
    if (!wallet) throw new ApiError(400, "UNKNOWN_WALLET", byKey("purchaseUnknownWallet"));
    const plan = await deps.plans.findSellable(input.planId);
    const at = now();
    const q = quote(plan, input.billingCycle, at);
    try {
      const row = await db.transaction(async (tx) => {
        await tx
          .select({ id: profiles.userId })
          .from(profiles)
          .where(eq(profiles.userId, user.id))
          .for("update");
        const [pending] = await tx
          .select({ n: count() })
          .from(payments)
          .where(and(eq(payments.userId, user.id), eq(payments.status, "pending")));
        if ((pending?.n ?? 0) >= MAX_PENDING_PAYMENTS) {
          throw new ApiError(429, "TOO_MANY_PENDING", byKey("purchaseTooManyPending"));
        }
        const [inserted] = await tx
          .insert(payments)
          .values({
            userId: user.id,
            userEmail: user.email,
            planId: plan.id,
            plan: plan.name,
            planDuration: q.durationLabel,
            planDays: q.days,
            voiceLimit: q.voiceLimit,
            amount: q.amount,
            billingCycle: q.billingCycle,
            originalAmount: q.originalAmount,
            savings: q.savings,
            tid: input.tid,
            tidNormalized: normalizeTid(input.tid),
            accountType: wallet.type,
            accountHolder: wallet.holder,
            accountNumber: wallet.number,
            status: "pending",
            createdAt: at,
          })
          .returning();
        return inserted;
      });
      if (!row) throw new Error("payment insert returned no row");
      return paymentView(row);
    } catch (err) {
      // The unique index decides, so two simultaneous submissions of one ID cannot both pass.
      if (isUniqueViolation(err)) throw new ApiError(409, "TID_USED", byKey("purchaseTidUsed"));
      throw err;
    }
  }

  async function listMine(userId: string): Promise<PaymentView[]> {
    const rows = await db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id));
    return rows.map(paymentView);
  }

  /** Search over e-mail and transaction ID (any spelling), newest first, 20 a page. */
  async function adminList(query: AdminPaymentsQuery): Promise<AdminPaymentsPage> {
    const filters: SQL[] = [];
    if (query.status !== "all") filters.push(eq(payments.status, query.status));
    if (query.q) {
      // lower(col) LIKE, not ILIKE: the e-mail's trigram index is on lower(col). An ID is matched
      // by its letters and digits, so "abc-123", "ABC 123" and "abc123" find the same payments;
      // a term with none (such as "%") matches no ID.
      const email = sql`lower(${payments.userEmail}) like ${likePattern(query.q.toLowerCase())}`;
      const tid = normalizeTid(query.q);
      filters.push(
        tid ? sql`(${email} or ${payments.tidNormalized} like ${likePattern(tid)})` : email,
      );
    }
    const where = and(...filters);
    const pageSize = ADMIN_PAYMENTS_PAGE_SIZE;
    // A cursor's page starts after it; without one, page n is an offset (the older way in).
    const rows = await db
      .select({ row: payments, cursorAt: cursorAt(payments.createdAt) })
      .from(payments)
      .where(and(where, afterCursor(payments.createdAt, payments.id, query.after)))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(pageSize + 1)
      .offset(query.after ? 0 : (query.page - 1) * pageSize);
    const page = keysetPage(
      rows.map((r) => ({ ...r, id: r.row.id })),
      pageSize,
      !query.after && query.page === 1,
    );
    const counted =
      page.whole ??
      (await countTotal(db, db.select({ id: payments.id }).from(payments).where(where)));
    return {
      items: page.rows.map((r) => paymentView(r.row)),
      ...counted,
      page: query.page,
      pageSize,
      next: page.next,
    };
  }

  return { submit, listMine, adminList };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
