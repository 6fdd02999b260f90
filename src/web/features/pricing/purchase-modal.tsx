import { useEffect, useId, useRef, useState } from "react";
import { formatRs } from "../../../domain/i18n/format.ts";
import { paymentRequestSchema } from "../../../domain/payments.ts";
import { durationText } from "../../components/plan-duration.ts";
import { toast } from "../../components/toaster.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { ModalActions } from "../../components/ui/modal-actions.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { WasPrice } from "../../components/was-price.tsx";
import { ApiRequestError, toastError } from "../../lib/api.ts";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import type { Me } from "../../lib/me.ts";
import { messageText } from "../../lib/message-text.ts";
import { useSiteState } from "../../lib/site.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useSubmitPayment } from "./api.ts";
import type { CardPlan } from "./card-model.ts";
import { PaymentInstructions } from "./payment-instructions.tsx";
import { Notice, PurchaseOutcomeLine } from "./purchase-notices.tsx";
import { pricingText } from "./texts.ts";
import { useWalletChoice, WalletChoice } from "./wallet-choice.tsx";

export type BuyablePlan = CardPlan & { id: number };

// The form's one field, checked by the same rule the server applies to the request.
const tidForm = paymentRequestSchema.pick({ tid: true });

const billingKeys = { monthly: "billingMonthly", yearly: "billingYearly" } as const;

// Refusals the form cannot help with: the modal shows why instead (docs/product.md section 4).
const refusals: Record<string, "closed" | "inactive"> = {
  PAYMENTS_NOT_OPEN: "closed",
  ACCOUNT_INACTIVE: "inactive",
};

export function PurchaseModal({
  plan,
  profile,
  onClose,
}: {
  plan: BuyablePlan;
  /** The buyer's profile: what the purchase adds to, and whether they may pay at all. */
  profile: Me["profile"] | null;
  onClose: () => void;
}) {
  const t = useTexts(pricingText);
  const locale = useLocale();
  const { site, loaded } = useSiteState();
  const submit = useSubmitPayment();
  const {
    register,
    handleSubmit,
    clearErrors,
    watch,
    formState: { errors },
    // The message stays until the ID is edited, then goes (it is not re-checked per keystroke).
  } = useZodForm(tidForm, { tid: "" }, { reValidateMode: "onSubmit" });
  const tid = watch("tid");
  const error = errors.tid?.message ?? null;
  const { ref: registerTid, ...tidField } = register("tid", { onChange: () => clearErrors("tid") });
  const [refused, setRefused] = useState<"closed" | "inactive" | null>(null);
  const tidRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const wallets = useWalletChoice(site.wallets);

  // Never a default wallet: until the settings have arrived the modal says it is loading, and
  // with no wallet saved it says payments are not open.
  const blocked =
    refused ??
    (profile?.status === "inactive"
      ? "inactive"
      : !loaded
        ? "loading"
        : wallets.paidTo === null
          ? "closed"
          : null);

  // The form appears once the settings arrive, after the modal has placed focus: move it there.
  const formShown = blocked === null;
  useEffect(() => {
    if (formShown) tidRef.current?.focus();
  }, [formShown]);

  // A request in flight finishes before the modal may close, so its outcome is always told.
  const close = () => {
    if (!submit.isPending) onClose();
  };

  // A refused ID is told twice: under the field (which the form focuses) and in a toast.
  const onSubmit = handleSubmit(
    (form) =>
      submit.mutate(
        {
          planId: plan.id,
          tid: form.tid,
          ...(wallets.paidTo && {
            wallet: { type: wallets.paidTo.type, number: wallets.paidTo.number },
          }),
        },
        {
          onSuccess: () => {
            toast.success(messageText("purchaseSubmitted"));
            onClose();
          },
          onError: (e) => {
            const refusal = e instanceof ApiRequestError ? refusals[e.code] : undefined;
            if (refusal) setRefused(refusal);
            // 4xx: the server's own words (format, ID already used, too many pending).
            toastError(e, messageText("purchaseSubmitFailed"));
          },
        },
      ),
    (invalid) => toast.error(invalid.tid?.message ?? messageText("purchaseEnterTid")),
  );

  return (
    <Modal
      open
      onClose={close}
      title={t("purchaseTitle")}
      description={t("purchaseVerified", { verification: site.verificationText })}
      initialFocus={blocked ? undefined : tidRef}
      closeOnBackdrop={tid === ""}
    >
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Item label={t("purchasePlan")} value={plan.name} />
        <Item label={t("purchaseBilling")} value={t(billingKeys[plan.billingCycle])} />
        <Item label={t("purchaseDuration")} value={durationText(plan)} />
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("purchaseAmount")}</dt>
          <dd className="flex flex-wrap items-baseline gap-x-2 text-lg font-bold">
            {formatRs(plan.amount, locale)}
            {plan.originalAmount !== null && (
              <WasPrice amount={plan.originalAmount} className="text-sm font-normal" />
            )}
          </dd>
        </div>
      </dl>
      <PurchaseOutcomeLine plan={plan} profile={profile} timeZone={site.timezone} />
      <div className="mt-4">
        {blocked === "loading" ? (
          <p role="status" className="flex items-center gap-2 text-sm">
            <Spinner /> {t("loadingPayment")}
          </p>
        ) : blocked ? (
          <Notice kind={blocked} onClose={onClose} />
        ) : (
          <PaymentInstructions wallets={site.wallets} amount={plan.amount} />
        )}
      </div>
      {!blocked && wallets.paidTo && (
        <form onSubmit={onSubmit} className="mt-4 space-y-3" noValidate>
          {wallets.wallets.length > 1 && (
            <WalletChoice
              wallets={wallets.wallets}
              value={wallets.paidTo}
              onChange={wallets.choose}
            />
          )}
          <div className="space-y-1">
            <label htmlFor={`${id}-tid`} className="block text-sm font-medium">
              {t("tidLabel")}
            </label>
            <input
              ref={(el) => {
                registerTid(el);
                tidRef.current = el;
              }}
              id={`${id}-tid`}
              className={inputClass}
              {...tidField}
              autoComplete="off"
              spellCheck={false}
              maxLength={60}
              placeholder={t("tidPlaceholder")}
              aria-invalid={error !== null}
              aria-describedby={`${id}-tid-hint${error ? ` ${id}-tid-error` : ""}`}
            />
            <p id={`${id}-tid-hint`} className="text-xs text-slate-600 dark:text-slate-400">
              {t("tidHint")}
            </p>
            {error && (
              <p id={`${id}-tid-error`} className="text-sm text-red-700 dark:text-red-400">
                {error}
              </p>
            )}
          </div>
          {/* Disabled only while truly empty: a blank-looking ID of spaces gets the catalogue's message. */}
          <ModalActions
            label={t("purchaseSubmit")}
            onCancel={close}
            busy={submit.isPending}
            disabled={tid === ""}
            className="pt-2"
          />
        </form>
      )}
    </Modal>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
