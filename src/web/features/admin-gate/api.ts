import { useQuery } from "@tanstack/react-query";
import { call, client } from "../../lib/client.ts";

export const adminSessionKey = ["admin-session"] as const;

/** Whether this browser holds a live admin session: the server decides, not local storage. */
export function useAdminSession() {
  return useQuery({
    queryKey: adminSessionKey,
    queryFn: () => call(client.api.admin.session.$get()),
    staleTime: 30_000,
  });
}
