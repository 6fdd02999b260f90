// The admin Settings tab's calls: the operator's settings, the admin password, the engines.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminPasswordChange } from "../../../domain/admin.ts";
import type { SiteSettings } from "../../../domain/settings.ts";
import { useAdminQuery } from "../../lib/admin-calls.ts";
import { call, client } from "../../lib/client.ts";

const settings = client.api.admin.settings;

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminSettingsKey = ["admin-settings"] as const;
export const adminEnginesKey = ["admin-engines"] as const;

export function useAdminSettings() {
  return useAdminQuery(adminSettingsKey, (o) => settings.$get(undefined, o));
}

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (site: SiteSettings) => call(settings.$put({ json: site })),
    onSuccess: (saved) => {
      qc.setQueryData(adminSettingsKey, saved);
      // Every page reads the public settings from ["site"]: the change shows everywhere.
      void qc.invalidateQueries({ queryKey: ["site"] });
      void qc.invalidateQueries({ queryKey: ["admin-audit"] });
    },
  });
}

export function useChangeAdminPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: AdminPasswordChange) => call(settings.password.$post({ json })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ["admin-audit"] }),
  });
}

export function useEngines() {
  return useAdminQuery(adminEnginesKey, (o) => settings.engines.$get(undefined, o));
}
