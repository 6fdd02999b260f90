import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

export const adminSessionKey = ["admin-session"] as const;

/** Whether this browser holds a live admin session: the server decides, not local storage. */
export function useAdminSession() {
  return useQuery({
    queryKey: adminSessionKey,
    queryFn: () => api<{ admin: boolean }>("/api/admin/session"),
    staleTime: 30_000,
  });
}

export function useAdminSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api<{ admin: boolean }>("/api/admin/session", { body: { password } }),
    onSuccess: () => qc.setQueryData(adminSessionKey, { admin: true }),
  });
}

export function useAdminSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api("/api/admin/session", { method: "DELETE" }),
    onSuccess: () => {
      qc.setQueryData(adminSessionKey, { admin: false });
      qc.removeQueries({
        predicate: (q) =>
          String(q.queryKey[0]).startsWith("admin-") && q.queryKey[0] !== "admin-session",
      });
    },
  });
}
