// The admin Users tab's calls: the searchable, paged list, one user's detail and the actions.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { refreshAdminLists } from "../../lib/admin-queries.ts";
import { call, client } from "../../lib/client.ts";

const users = client.api.admin.users;
// hc puts a param into the path as it is: a text id is encoded here.
const param = (id: string) => ({ id: encodeURIComponent(id) });

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminUsersKey = ["admin-users"] as const;
const detailKey = (id: string) => ["admin-user", id] as const;

export function useAdminUsers(query: { q: string; page: number }) {
  return useQuery({
    queryKey: [...adminUsersKey, query],
    queryFn: ({ signal }) =>
      call(users.$get({ query: { q: query.q, page: String(query.page) } }, { init: { signal } })),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => call(users[":id"].$get({ param: param(id) }, { init: { signal } })),
    retry: 1,
  });
}

/** Where the CSV of the filtered list downloads from (a plain link: the browser saves it). */
export function usersExportHref(q: string): string {
  return `/api/admin/users/export.csv?${new URLSearchParams({ q })}`;
}

export function useSetUserStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      status,
      reason,
    }: {
      id: string;
      status: "active" | "inactive";
      reason: string;
    }) => call(users[":id"].$patch({ param: param(id), json: { status, reason } })),
    onSettled: () => refreshAdminLists(qc),
  });
}

// Grants and the end of a plan answer the user's new detail, which replaces the cached one.
export function useGrant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...json
    }: {
      id: string;
      generations: number;
      days: number;
      reason: string;
    }) => call(users[":id"].grants.$post({ param: param(id), json })),
    onSuccess: (detail) => qc.setQueryData(detailKey(detail.user.id), detail),
    onSettled: () => refreshAdminLists(qc),
  });
}

export function useEndPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(users[":id"]["end-plan"].$post({ param: param(id), json: { reason } })),
    onSuccess: (detail) => qc.setQueryData(detailKey(detail.user.id), detail),
    onSettled: () => refreshAdminLists(qc),
  });
}

/** A one-time password-reset link for the admin to send by hand; never cached. */
export function useResetLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(users[":id"]["reset-link"].$post({ param: param(id), json: { reason } })),
    onSettled: () => refreshAdminLists(qc),
  });
}

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(users[":id"].$delete({ param: param(id), json: { reason } })),
    onSuccess: (_, { id }) => qc.removeQueries({ queryKey: detailKey(id) }),
    onSettled: () => refreshAdminLists(qc),
  });
}
