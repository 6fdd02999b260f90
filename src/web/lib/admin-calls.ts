// How the admin features call the API: a GET as a query, and a change that refreshes every admin
// list afterwards (an action changes more than its own list: the overview's counts, the users'
// plans, the audit log).
import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import { toast } from "../components/toaster.tsx";
import { toastError } from "./api.ts";
import { call, type Ok } from "./client.ts";

type Json = ClientResponse<unknown, number, "json">;

// An admin action changes more than its own list: the overview's counts and revenue, the users'
// plans, the audit log. Every admin list is fetched again (not the admin session itself).
export function refreshAdminLists(qc: QueryClient) {
  return qc.invalidateQueries({
    predicate: (q) => {
      const head = String(q.queryKey[0]);
      return head.startsWith("admin-") && head !== "admin-session";
    },
  });
}

/**
 * An admin GET as a query, asked once more after a failure (the tab then offers Retry). A paged
 * list keeps its rows while the next search or page loads, instead of flashing empty.
 */
export function useAdminQuery<R extends Json, T = Ok<R>>(
  queryKey: QueryKey,
  get: (options: { init: { signal: AbortSignal } }) => Promise<R>,
  options: { paged?: boolean; select?: (answer: Ok<R>) => T } = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(get({ init: { signal } })),
    placeholderData: options.paged ? keepPreviousData : undefined,
    select: options.select,
    retry: 1,
  });
}

/** An admin change; once it is over (done or failed) the admin lists are fetched again. */
export function useAdminMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  options: {
    onSuccess?: (answer: R, variables: V, qc: QueryClient) => unknown;
    refresh?: (qc: QueryClient) => unknown;
  } = {},
) {
  const qc = useQueryClient();
  const { onSuccess, refresh = refreshAdminLists } = options;
  return useMutation<R, Error, V>({
    mutationFn,
    onSuccess: onSuccess && ((answer, variables) => onSuccess(answer, variables, qc)),
    onSettled: () => refresh(qc),
  });
}

/** The rows of an admin list edited one by one (plans, broadcasts), as the typed client has them. */
interface Rows<F, C extends Json, U extends Json, D extends Json> {
  $post: (args: { json: F }) => Promise<C>;
  ":id": {
    $put: (args: { param: { id: string }; json: F }) => Promise<U>;
    $delete: (args: { param: { id: string } }) => Promise<D>;
  };
}

/** Saves a row's form: a new row when its id is null, else the row replaced. */
export function useSaveRow<F, C extends Json, U extends Json, D extends Json>(
  rows: Rows<F, C, U, D>,
  refresh?: (qc: QueryClient) => unknown,
) {
  return useAdminMutation(
    ({ id, form }: { id: number | null; form: F }) =>
      id === null
        ? call(rows.$post({ json: form }))
        : call(rows[":id"].$put({ param: { id: String(id) }, json: form })),
    { refresh },
  );
}

/** What saving a row tells the admin: which toast for a new row, a replaced one, a failure. */
export interface RowSaveTexts {
  created: string;
  updated: string;
  failed: string;
}

/** Saves a row from its modal form: on success the toast and the modal closes; else why not. */
export function saveRowAndClose<F, R>(
  save: UseMutationResult<R, Error, { id: number | null; form: F }>,
  row: { id: number | null; form: F },
  texts: RowSaveTexts,
  onClose: () => void,
) {
  save.mutate(row, {
    onSuccess: () => {
      toast.success(row.id === null ? texts.created : texts.updated);
      onClose();
    },
    onError: (e) => toastError(e, texts.failed),
  });
}

export function useDeleteRow<F, C extends Json, U extends Json, D extends Json>(
  rows: Rows<F, C, U, D>,
  refresh?: (qc: QueryClient) => unknown,
) {
  return useAdminMutation(
    (id: number) => call(rows[":id"].$delete({ param: { id: String(id) } })),
    { refresh },
  );
}
