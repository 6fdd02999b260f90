// The pricing page's calls: the public plan list and the purchase request.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { planInLanguage } from "../../../domain/operator-texts.ts";
import type { PaymentRequestBody } from "../../../domain/payments.ts";
import { call, client, getQuery, type Ok } from "../../lib/client.ts";
import { useLocale } from "../../lib/i18n.ts";

export const plansKey = ["plans"] as const;
// The dashboard's "My payments" reads this key too (features do not import each other, so the
// key is spelled in both places): a new request shows there without a reload.
const myPaymentsKey = ["payments"] as const;

/** The public plans; the router fetches them with the page's code (app/router.tsx). */
export const plansQuery = queryOptions({
  ...getQuery(plansKey, client.api.plans),
  staleTime: 60_000,
  // One quick retry, then the static set: the page should not spin for long on a dead API.
  retry: 1,
  // A load that failed before the page showed is not repeated as it mounts: the static plans
  // show at once, and the page's Retry asks again.
  retryOnMount: false,
});

/** The plans, their texts in the reader's language where the operator wrote one (docs/i18n.md). */
export function usePlans() {
  const locale = useLocale();
  const select = useCallback(
    (data: Ok<Awaited<ReturnType<typeof client.api.plans.$get>>>) =>
      data.plans.map((plan) => planInLanguage(plan, locale)),
    [locale],
  );
  return useQuery({ ...plansQuery, select });
}

/**
 * The server prices the plan itself: only the plan, the transaction ID and the wallet paid into
 * are sent. A plan is bought as listed (no billing cycle: the server's default is the only one).
 */
export function useSubmitPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: PaymentRequestBody) => call(client.api.payments.$post({ json })),
    onSuccess: () => qc.invalidateQueries({ queryKey: myPaymentsKey }),
  });
}
