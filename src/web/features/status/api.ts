import { useQuery } from "@tanstack/react-query";
import type { StatusReport } from "../../../server/features/status/service.ts";
import { api } from "../../lib/api.ts";

export type { ComponentStatus, StatusReport } from "../../../server/features/status/service.ts";

/** Live health; the server reuses one check for 10 s, so polling every 30 s costs little. */
export function useStatus() {
  return useQuery({
    queryKey: ["status"],
    queryFn: () => api<StatusReport>("/api/status"),
    refetchInterval: 30_000,
    retry: false,
  });
}
