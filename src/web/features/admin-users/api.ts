// The admin Users tab's calls: the searchable, paged list, one user's detail and the actions.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminUserRow, Paged } from "../../../domain/admin.ts";
import type { AdminUserDetail } from "../../../domain/admin-user.ts";
import { refreshAdminLists } from "../../lib/admin-queries.ts";
import { api } from "../../lib/api.ts";

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminUsersKey = ["admin-users"] as const;
const detailKey = (id: string) => ["admin-user", id] as const;
const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export function useAdminUsers(query: { q: string; page: number }) {
  return useQuery({
    queryKey: [...adminUsersKey, query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q: query.q, page: String(query.page) });
      return api<Paged<AdminUserRow>>(`/api/admin/users?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => api<AdminUserDetail>(userPath(id), { signal }),
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
    }) => api<{ user: AdminUserRow }>(userPath(id), { method: "PATCH", body: { status, reason } }),
    onSettled: () => refreshAdminLists(qc),
  });
}

/** An action on one user that answers the user's new detail (grants, end of plan). */
function useUserAction<V>(path: string, body: (v: V) => unknown) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...v }: V & { id: string }) =>
      api<AdminUserDetail>(`${userPath(id)}/${path}`, { body: body(v as V) }),
    onSuccess: (detail) => qc.setQueryData(detailKey(detail.user.id), detail),
    onSettled: () => refreshAdminLists(qc),
  });
}

export const useGrant = () =>
  useUserAction("grants", (v: { generations: number; days: number; reason: string }) => v);

export const useEndPlan = () => useUserAction("end-plan", (v: { reason: string }) => v);

/** A one-time password-reset link for the admin to send by hand; never cached. */
export function useResetLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<{ url: string }>(`${userPath(id)}/reset-link`, { body: { reason } }),
    onSettled: () => refreshAdminLists(qc),
  });
}

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<{ deleted: boolean }>(userPath(id), { method: "DELETE", body: { reason } }),
    onSuccess: (_, { id }) => qc.removeQueries({ queryKey: detailKey(id) }),
    onSettled: () => refreshAdminLists(qc),
  });
}
