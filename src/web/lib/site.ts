import { useQuery } from "@tanstack/react-query";
import type { SiteSettings } from "../../domain/settings.ts";
import { defaultSettings } from "../../domain/settings-defaults.ts";
import { api } from "./api.ts";

export type Site = SiteSettings & { auth: { google: boolean } };

/** The operator's public settings; every page that shows one reads it from here. */
export function useSite(): Site {
  const { data } = useQuery({
    queryKey: ["site"],
    queryFn: () => api<Site>("/api/site"),
    staleTime: 60_000,
  });
  return data ?? { ...defaultSettings, auth: { google: false } };
}
