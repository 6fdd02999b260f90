// The admin's verdict on a payment. Each is one transaction that starts with a conditional
// UPDATE ... WHERE status = 'pending': of any number of racing approvals and rejections exactly one
// finds the row pending, and only that one upgrades the account, notifies and audits.
import { and, eq, isNotNull } from "drizzle-orm";
import { formatDay } from "../../../domain/i18n/format.ts";
import type { Locale } from "../../../domain/i18n/locales.ts";
import { byKey } from "../../../domain/messages.ts";
import { pick } from "../../../domain/operator-texts.ts";
import type { PaymentView } from "../../../domain/payments.ts";
import { purchaseFields } from "../../../domain/purchase.ts";
import type { SiteSettings } from "../../../domain/settings.ts";
import type { AppDeps } from "../../app-env.ts";
import type { Db, Tx } from "../../db/client.ts";
import { payments, plans, profiles } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { translate } from "../../i18n.ts";
import type { AuditEntry } from "../audit/service.ts";
import { sendInBackground } from "../notifications/mailer.ts";
import { recipientEmail, recipientLocale } from "../notifications/recipient.ts";
import { addNotification } from "../notifications/service.ts";
import { type PaymentRow, paymentView } from "./service.ts";

type Deps = Pick<AppDeps, "db" | "now" | "settings" | "mailer" | "logger" | "audit" | "profiles">;

// Written with the verdict's transaction, so a verdict is never committed without its trace.
function auditEntry(action: string, row: PaymentRow, ip: string): AuditEntry {
  return {
    action,
    target: `payment:${row.id}`,
    detail: {
      userEmail: row.userEmail,
      tid: row.tid,
      amount: row.amount,
      plan: row.planDuration,
      ...(row.rejectionReason ? { reason: row.rejectionReason } : {}),
    },
    ip,
  };
}

async function claimPending(
  tx: Tx,
  id: number,
  set: Pick<PaymentRow, "status" | "processedAt" | "processedBy" | "rejectionReason">,
): Promise<(PaymentRow & { userId: string }) | undefined> {
  // A deleted account's pending payments are closed with the account (features/account).
  const [row] = await tx
    .update(payments)
    .set(set)
    .where(and(eq(payments.id, id), eq(payments.status, "pending"), isNotNull(payments.userId)))
    .returning();
  return row?.userId ? { ...row, userId: row.userId } : undefined;
}

// The plan's name as the recipient reads it: the operator's Urdu for an Urdu reader, where written
// (docs/i18n.md, "The operator's texts"); else the name the payment was made for.
async function planNameIn(tx: Tx, row: PaymentRow, locale: Locale): Promise<string> {
  if (locale !== "ur" || row.planId === null) return row.plan;
  const [plan] = await tx.select({ urdu: plans.urdu }).from(plans).where(eq(plans.id, row.planId));
  return pick(row.plan, plan?.urdu.name, locale);
}

async function notPending(db: Db, id: number): Promise<ApiError> {
  const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.id, id));
  return row
    ? new ApiError(409, "PAYMENT_ALREADY_PROCESSED", byKey("paymentAlreadyProcessed"))
    : new ApiError(404, "PAYMENT_NOT_FOUND", byKey("paymentNotFound"));
}

export function createReviewService(deps: Deps) {
  const { db, now } = deps;

  // Both verdicts: claim the pending row, apply the verdict, notify and audit in one transaction;
  // mail once it is committed.
  async function decide(
    id: number,
    ip: string,
    verdict: {
      status: "approved" | "rejected";
      reason: string | null;
      /** Applies the verdict in the transaction and answers the user's notice, in their language. */
      apply: (
        tx: Tx,
        row: PaymentRow & { userId: string },
        at: Date,
        site: SiteSettings,
        reader: { locale: Locale; plan: string },
      ) => Promise<string>;
      /** The mail's subject in the email catalogue. */
      subject: string;
    },
  ): Promise<PaymentView> {
    const at = now();
    const site = await deps.settings.get();
    const done = await db.transaction(async (tx) => {
      const row = await claimPending(tx, id, {
        status: verdict.status,
        processedAt: at,
        processedBy: "admin",
        rejectionReason: verdict.reason,
      });
      if (!row) return null;
      const locale = await recipientLocale(tx, row.userId);
      const to = await recipientEmail(tx, row.userId);
      const reader = { locale, plan: await planNameIn(tx, row, locale) };
      const message = await verdict.apply(tx, row, at, site, reader);
      await addNotification(tx, {
        userId: row.userId,
        kind: `payment.${verdict.status}`,
        message,
        createdAt: at,
      });
      const action = verdict.status === "approved" ? "payment.approve" : "payment.reject";
      await deps.audit.record(auditEntry(action, row, ip), tx);
      return { row, message, locale, to };
    });
    if (!done) throw await notPending(db, id);
    if (done.to) {
      sendInBackground(deps, {
        to: done.to,
        subject: translate(done.locale, verdict.subject, { site: site.siteName }),
        text: done.message,
      });
    }
    return paymentView(done.row);
  }

  function approve(id: number, ip: string): Promise<PaymentView> {
    return decide(id, ip, {
      status: "approved",
      reason: null,
      subject: "email.paymentApprovedSubject",
      apply: async (tx, row, at, site, { locale, plan }) => {
        // A user who never opened the dashboard has no profile yet.
        await deps.profiles.create({ id: row.userId, email: row.userEmail }, tx);
        // Locked: two of the user's payments approved at once must both add, not overwrite.
        const [current] = await tx
          .select()
          .from(profiles)
          .where(eq(profiles.userId, row.userId))
          .for("update");
        const upgrade = purchaseFields(
          current ?? null,
          {
            planId: row.planId,
            name: row.plan,
            amount: row.amount,
            days: row.planDays,
            voiceLimit: row.voiceLimit,
          },
          at,
        );
        await tx.update(profiles).set(upgrade).where(eq(profiles.userId, row.userId));
        const until = formatDay(upgrade.planExpiresAt, site.timezone, locale);
        return translate(locale, "email.paymentApproved", { plan, until });
      },
    });
  }

  /** Records the verdict and the reason; the account is left as it is. */
  function reject(id: number, reason: string | null, ip: string): Promise<PaymentView> {
    return decide(id, ip, {
      status: "rejected",
      reason,
      subject: "email.paymentRejectedSubject",
      apply: async (_tx, _row, _at, _site, { locale, plan }) =>
        reason
          ? translate(locale, "email.paymentRejectedReason", { plan, reason })
          : translate(locale, "email.paymentRejected", { plan }),
    });
  }

  return { approve, reject };
}

export type ReviewService = ReturnType<typeof createReviewService>;
