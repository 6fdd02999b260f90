import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "../../lib/client.ts";
import { adminSessionKey } from "./api.ts";

export function useAdminSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => call(client.api.admin.session.$post({ json: { password } })),
    onSuccess: () => qc.setQueryData(adminSessionKey, { admin: true }),
  });
}

export function useAdminSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(client.api.admin.session.$delete()),
    onSuccess: () => {
      qc.setQueryData(adminSessionKey, { admin: false });
      qc.removeQueries({
        predicate: (q) =>
          String(q.queryKey[0]).startsWith("admin-") && q.queryKey[0] !== "admin-session",
      });
    },
  });
}
