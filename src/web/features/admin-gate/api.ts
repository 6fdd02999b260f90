import { useQuery } from "@tanstack/react-query";
import { call, client } from "../../lib/client.ts";

export const adminSessionKey = ["admin-session"] as const;

/**
 * Whether this browser holds a live admin session: the server decides, not local storage.
 * `enabled: false` asks nothing (a hook cannot be called only sometimes).
 */
export function useAdminSession(enabled = true) {
  return useQuery({
    queryKey: adminSessionKey,
    queryFn: () => call(client.api.admin.session.$get()),
    staleTime: 30_000,
    enabled,
  });
}
