import { useAdminQuery } from "../../lib/admin-calls.ts";
import { type Answer, client } from "../../lib/client.ts";

const overview = client.api.admin.overview;
export type AdminOverview = Answer<typeof overview.$get>;

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminOverviewKey = ["admin-overview"] as const;

export function useAdminOverview() {
  return useAdminQuery(adminOverviewKey, (o) => overview.$get(undefined, o));
}
