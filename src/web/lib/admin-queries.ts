import type { QueryClient } from "@tanstack/react-query";

// An admin action changes more than its own list: the overview's counts and revenue, the users'
// plans, the audit log. Every admin list is fetched again (not the admin session itself).
export function refreshAdminLists(qc: QueryClient) {
  return qc.invalidateQueries({
    predicate: (q) => {
      const head = String(q.queryKey[0]);
      return head.startsWith("admin-") && head !== "admin-session";
    },
  });
}
