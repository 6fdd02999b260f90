// The admin Settings tab's calls: the operator's settings, the admin password, the engines.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminPasswordChange, EnginesStatus } from "../../../domain/admin.ts";
import type { SiteSettings } from "../../../domain/settings.ts";
import type { AdminSettingsView } from "../../../domain/settings-stored.ts";
import { api } from "../../lib/api.ts";

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminSettingsKey = ["admin-settings"] as const;
export const adminEnginesKey = ["admin-engines"] as const;

export function useAdminSettings() {
  return useQuery({
    queryKey: adminSettingsKey,
    queryFn: ({ signal }) => api<AdminSettingsView>("/api/admin/settings", { signal }),
    retry: 1,
  });
}

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) =>
      api<AdminSettingsView>("/api/admin/settings", { method: "PUT", body: settings }),
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
    mutationFn: (body: AdminPasswordChange) =>
      api<{ ok: true }>("/api/admin/settings/password", { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ["admin-audit"] }),
  });
}

export function useEngines() {
  return useQuery({
    queryKey: adminEnginesKey,
    queryFn: ({ signal }) => api<EnginesStatus>("/api/admin/settings/engines", { signal }),
    retry: 1,
  });
}
