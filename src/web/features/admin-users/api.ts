// The admin Users tab's calls: the searchable, paged list and the status switch.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminUserRow, Paged } from "../../../domain/admin.ts";
import { refreshAdminLists } from "../../lib/admin-queries.ts";
import { api } from "../../lib/api.ts";

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminUsersKey = ["admin-users"] as const;

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

/** Where the CSV of the filtered list downloads from (a plain link: the browser saves it). */
export function usersExportHref(q: string): string {
  return `/api/admin/users/export.csv?${new URLSearchParams({ q })}`;
}

export function useSetUserStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: "active" | "inactive" }) =>
      api<{ user: AdminUserRow }>(`/api/admin/users/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: { status },
      }),
    onSettled: () => refreshAdminLists(qc),
  });
}
