// The admin Users tab's calls: the searchable, paged list, one user's detail and the actions.
import type { QueryClient } from "@tanstack/react-query";
import { useAdminMutation, useAdminQuery } from "../../lib/admin-calls.ts";
import { call, client } from "../../lib/client.ts";

const users = client.api.admin.users;
// hc puts a param into the path as it is: a text id is encoded here.
const param = (id: string) => ({ id: encodeURIComponent(id) });

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminUsersKey = ["admin-users"] as const;
const detailKey = (id: string) => ["admin-user", id] as const;

export function useAdminUsers({ q, page, after }: { q: string; page: number; after?: string }) {
  return useAdminQuery(
    [...adminUsersKey, { q, page, after }],
    (o) => users.$get({ query: { q, page: String(page), ...(after ? { after } : {}) } }, o),
    { paged: true },
  );
}

export function useAdminUser(id: string) {
  return useAdminQuery(detailKey(id), (o) => users[":id"].$get({ param: param(id) }, o));
}

/** Where the CSV of the filtered list downloads from (a plain link: the browser saves it). */
export function usersExportHref(q: string): string {
  return `/api/admin/users/export.csv?${new URLSearchParams({ q })}`;
}

/** An action on one user, with the reason the audit log keeps. */
type Reasoned = { id: string; reason: string };
const reasoned = ({ id, reason }: Reasoned) => ({ param: param(id), json: { reason } });

// Grants and the end of a plan answer the user's new detail, which replaces the cached one.
const replaceDetail = {
  onSuccess: (detail: { user: { id: string } }, _: unknown, qc: QueryClient) =>
    qc.setQueryData(detailKey(detail.user.id), detail),
};

export function useSetUserStatus() {
  return useAdminMutation(({ id, status, reason }: Reasoned & { status: "active" | "inactive" }) =>
    call(users[":id"].$patch({ param: param(id), json: { status, reason } })),
  );
}

export function useGrant() {
  return useAdminMutation(
    ({ id, ...json }: Reasoned & { generations: number; days: number }) =>
      call(users[":id"].grants.$post({ param: param(id), json })),
    replaceDetail,
  );
}

export function useEndPlan() {
  return useAdminMutation(
    (r: Reasoned) => call(users[":id"]["end-plan"].$post(reasoned(r))),
    replaceDetail,
  );
}

/** A one-time password-reset link for the admin to send by hand; never cached. */
export function useResetLink() {
  return useAdminMutation((r: Reasoned) => call(users[":id"]["reset-link"].$post(reasoned(r))));
}

export function useDeleteUser() {
  return useAdminMutation((r: Reasoned) => call(users[":id"].$delete(reasoned(r))), {
    onSuccess: (_, { id }, qc) => qc.removeQueries({ queryKey: detailKey(id) }),
  });
}
