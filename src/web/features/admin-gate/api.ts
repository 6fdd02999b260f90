import { useQuery } from "@tanstack/react-query";
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
