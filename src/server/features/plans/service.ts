// Pricing plans in the database: the public list (discounts applied here, not in the browser),
// the admin's CRUD with soft delete, and the seed.
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { auditChanges } from "../../../domain/audit-lines.ts";
import { byKey } from "../../../domain/messages.ts";
import { type PlanForm, type PlanIcon, type PlanView, SEED_PLANS } from "../../../domain/plans.ts";
import { applyDiscount, discountExpiryAt, isDiscountActive } from "../../../domain/pricing.ts";
import { isUnlimited } from "../../../domain/quota.ts";
import type { AppDeps } from "../../app-env.ts";
import type { Db } from "../../db/client.ts";
import { plans } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";

export type PlanRow = typeof plans.$inferSelect;

/** The four seeded plans (docs/product.md section 9), once: plans are only soft-deleted, so an empty table means a new install. */
export async function seedPlans(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Two instances starting together must not both see an empty table and seed twice.
    await tx.execute(sql`lock table ${plans} in share row exclusive mode`);
    const [row] = await tx.select({ n: count() }).from(plans);
    if ((row?.n ?? 0) > 0) return;
    await tx.insert(plans).values(SEED_PLANS.map((p) => ({ ...p, currentPrice: p.basePrice })));
  });
}

export function planView(row: PlanRow, now: Date): PlanView {
  const priced = applyDiscount(row, now);
  return {
    id: row.id,
    name: row.name,
    basePrice: row.basePrice,
    currentPrice: row.currentPrice,
    price: priced.currentPrice,
    duration: row.duration,
    durationDays: row.durationDays,
    voiceLimit: row.voiceLimit,
    unlimited: isUnlimited(row.voiceLimit),
    features: row.features,
    icon: row.icon as PlanIcon,
    gradient: row.gradient,
    popular: row.popular,
    badge: row.badge,
    isActive: row.isActive,
    discountType: row.discountType,
    discountValue: row.discountValue,
    discountExpiry: row.discountExpiry?.toISOString() ?? null,
    discountDescription: row.discountDescription,
    discountActive: isDiscountActive(row, now),
    urdu: row.urdu,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The public view: what sells now, with an expired discount cleared (docs/product.md section 4). */
export function publicPlanView(row: PlanRow, now: Date): PlanView {
  return planView(applyDiscount(row, now), now);
}

const notDeleted = isNull(plans.deletedAt);

export function createPlansService(deps: Pick<AppDeps, "db" | "now" | "settings" | "audit">) {
  const { db, now, audit } = deps;

  async function listActive(): Promise<PlanView[]> {
    const rows = await db
      .select()
      .from(plans)
      .where(and(notDeleted, eq(plans.isActive, true)))
      .orderBy(asc(plans.basePrice), asc(plans.id));
    const at = now();
    return rows.map((r) => publicPlanView(r, at));
  }

  async function listAll(): Promise<PlanView[]> {
    const rows = await db
      .select()
      .from(plans)
      .where(notDeleted)
      .orderBy(asc(plans.basePrice), asc(plans.id));
    const at = now();
    return rows.map((r) => planView(r, at));
  }

  /** A plan that can be bought now, or 404. */
  async function findSellable(id: number): Promise<PlanRow> {
    const [row] = await db
      .select()
      .from(plans)
      .where(and(eq(plans.id, id), notDeleted, eq(plans.isActive, true)));
    if (!row) throw new ApiError(404, "PLAN_NOT_FOUND", byKey("planNotFound"));
    return row;
  }

  async function toColumns(form: PlanForm) {
    const { timezone } = await deps.settings.get();
    const expiry = form.discountExpiry ? discountExpiryAt(form.discountExpiry, timezone) : null;
    return { ...form, discountExpiry: expiry, updatedAt: now() };
  }

  async function create(form: PlanForm, ip: string): Promise<PlanView> {
    const values = await toColumns(form);
    // Each change and its trace in one transaction (docs/architecture.md, Wiring a feature).
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(plans)
        .values({ ...values, createdAt: values.updatedAt })
        .returning();
      if (!inserted) throw new Error("plan insert returned no row");
      const target = `plan:${inserted.id}`;
      await audit.record({ action: "plan.create", target, detail: form, ip }, tx);
      return inserted;
    });
    return planView(row, now());
  }

  async function update(id: number, form: PlanForm, ip: string): Promise<PlanView> {
    const values = await toColumns(form);
    const row = await db.transaction(async (tx) => {
      const [old] = await tx
        .select()
        .from(plans)
        .where(and(eq(plans.id, id), notDeleted))
        .for("update");
      const [updated] = await tx
        .update(plans)
        .set(values)
        .where(and(eq(plans.id, id), notDeleted))
        .returning();
      if (!old || !updated) throw new ApiError(404, "PLAN_NOT_FOUND", byKey("planNotFound"));
      // What the admin changed, field by field (old -> new), as the audit tab shows it.
      const at = now();
      const changes = auditChanges(planView(old, at), planView(updated, at), Object.keys(form));
      const detail = { name: old.name, ...changes };
      await audit.record({ action: "plan.update", target: `plan:${id}`, detail, ip }, tx);
      return updated;
    });
    return planView(row, now());
  }

  // Soft delete: payments keep their snapshot and plan_id, and the plan can no longer be sold.
  async function remove(id: number, ip: string): Promise<void> {
    const at = now();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(plans)
        .set({ deletedAt: at, updatedAt: at })
        .where(and(eq(plans.id, id), notDeleted))
        .returning({ name: plans.name });
      if (!row) throw new ApiError(404, "PLAN_NOT_FOUND", byKey("planNotFound"));
      await audit.record({ action: "plan.delete", target: `plan:${id}`, detail: row, ip }, tx);
    });
  }

  return { listActive, listAll, findSellable, create, update, remove };
}

export type PlansService = ReturnType<typeof createPlansService>;
