import { Receipt, RefreshCw } from "lucide-react";
import { formatDay, formatRs } from "../../../domain/i18n/format.ts";
import type { PaymentView } from "../../../domain/payments.ts";
import { durationText } from "../../components/plan-duration.ts";
import { StatusBadge } from "../../components/status-badge.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { WasPrice } from "../../components/was-price.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { Link } from "../../lib/navigation.tsx";
import { useSite } from "../../lib/site.ts";
import { useMyPayments } from "./api.ts";
import { Notifications } from "./notifications.tsx";
import { paymentsText } from "./texts.ts";

/** The dashboard's payments panel: what the user was told, then every payment they made. */
export function MyPayments() {
  return (
    <div className="space-y-8">
      <Notifications />
      <PaymentsList />
    </div>
  );
}

function PaymentsList() {
  const t = useTexts(paymentsText);
  const payments = useMyPayments();
  return (
    <section aria-labelledby="my-payments-title" className="space-y-3">
      <h2 id="my-payments-title" className="flex items-center gap-2 text-lg font-semibold">
        <Receipt className="size-5" aria-hidden="true" /> {t("paymentsTitle")}
      </h2>
      {payments.isPending ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">{t("paymentsLoading")}</span>
          {[0, 1].map((i) => (
            <div
              key={i}
              aria-hidden="true"
              className="h-20 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none dark:bg-slate-800"
            />
          ))}
        </div>
      ) : payments.isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800">
          {t("paymentsFailed")}
          <Button
            variant="secondary"
            className="min-h-11 px-3 py-1"
            onClick={() => void payments.refetch()}
          >
            <RefreshCw className="size-4" aria-hidden="true" /> {t("retry")}
          </Button>
        </div>
      ) : payments.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <p>{t("paymentsNone")}</p>
          <Link to="/pricing" className={buttonClass("secondary", "mt-3 min-h-11")}>
            {t("viewPlans")}
          </Link>
        </div>
      ) : (
        <ul className="space-y-2">
          {payments.data.map((p) => (
            <PaymentItem key={p.id} payment={p} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PaymentItem({ payment: p }: { payment: PaymentView }) {
  const t = useTexts(paymentsText);
  const locale = useLocale();
  const { timezone } = useSite();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">
            {p.plan}{" "}
            <span className="font-normal text-slate-600 dark:text-slate-400">
              {`· ${durationText({ durationLabel: p.planDuration, days: p.planDays })}`}
            </span>
          </p>
          <p className="mt-0.5 flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-medium">{formatRs(p.amount, locale)}</span>
            {p.originalAmount !== null && p.originalAmount !== p.amount && (
              <WasPrice amount={p.originalAmount} />
            )}
            <span className="text-slate-600 dark:text-slate-400">
              {formatDay(new Date(p.createdAt), timezone, locale)}
            </span>
          </p>
        </div>
        <StatusBadge status={p.status} pendingLabel={t("pendingVerification")} />
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {t("transactionId")}{" "}
        <span className="font-mono text-slate-800 dark:text-slate-200">{p.tid}</span>
        {" · "}
        {p.accountType}
      </p>
      {p.status === "rejected" && p.rejectionReason && (
        <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950/40 dark:text-red-200">
          {t("rejectedReason", { reason: p.rejectionReason })}
        </p>
      )}
    </li>
  );
}
