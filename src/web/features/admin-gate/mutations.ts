import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { adminSessionKey } from "./api.ts";

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
