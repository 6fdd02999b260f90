import { useEffect } from "react";
import { adminText } from "../../../domain/admin.ts";
import { ListSkeleton, LoadError } from "../../components/admin/list-states.tsx";
import { toastError } from "../../lib/api.ts";
import { useAdminSettings } from "./api.ts";
import { EnginesStatus } from "./engines-status.tsx";
import { PasswordForm } from "./password-form.tsx";
import { SettingsForm } from "./settings-form.tsx";
import { StoredProblems, withoutProblems } from "./stored-problems.tsx";

export function SettingsTab() {
  const settings = useAdminSettings();
  useEffect(() => {
    if (settings.isError) toastError(settings.error, adminText.settingsLoadFailed);
  }, [settings.isError, settings.error]);
  return (
    <div className="space-y-6">
      {settings.isPending ? (
        <ListSkeleton label="Loading settings" rows={6} />
      ) : settings.isError ? (
        <LoadError message={adminText.settingsLoadFailed} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <StoredProblems problems={settings.data.problems} />
          <SettingsForm settings={withoutProblems(settings.data)} />
        </>
      )}
      <PasswordForm />
      <EnginesStatus />
    </div>
  );
}
