import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Answer, call, client } from "../../lib/client.ts";

export type StatusReport = Answer<typeof client.api.status.$get>;
export type ComponentStatus = StatusReport["components"][number];

/**
 * Live health; the server reuses one check for 10 s, so polling every 30 s costs little, and an
 * answer younger than that is not asked again (the router fetched it with the page's code).
 */
export const statusQuery = queryOptions({
  queryKey: ["status"],
  queryFn: () => call(client.api.status.$get()),
  staleTime: 10_000,
  refetchInterval: 30_000,
  retry: false,
  // A load that failed before the page showed is not repeated as it mounts: "unreachable" shows
  // at once, and the page's Refresh asks again.
  retryOnMount: false,
});

export function useStatus() {
  return useQuery(statusQuery);
}
