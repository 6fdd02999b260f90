import { useQuery } from "@tanstack/react-query";
import { type Answer, call, client } from "../../lib/client.ts";

export type StatusReport = Answer<typeof client.api.status.$get>;
export type ComponentStatus = StatusReport["components"][number];

/** Live health; the server reuses one check for 10 s, so polling every 30 s costs little. */
export function useStatus() {
  return useQuery({
    queryKey: ["status"],
    queryFn: () => call(client.api.status.$get()),
    refetchInterval: 30_000,
    retry: false,
  });
}
