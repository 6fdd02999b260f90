import { adminText } from "../../../domain/admin.ts";
import { ListSkeleton, Loaded } from "../../components/admin/list-states.tsx";
import { useAdminSettings } from "./api.ts";
import { EnginesStatus } from "./engines-status.tsx";
import { PasswordForm } from "./password-form.tsx";
import { SettingsForm } from "./settings-form.tsx";
import { StoredProblems, withoutProblems } from "./stored-problems.tsx";

export function SettingsTab() {
  const settings = useAdminSettings();
  return (
    <div className="space-y-6">
      <Loaded
        query={settings}
        skeleton={<ListSkeleton label="Loading settings" rows={6} />}
        failed={adminText.settingsLoadFailed}
      >
        {(data) => (
          <>
            <StoredProblems problems={data.problems} />
            <SettingsForm settings={withoutProblems(data)} />
          </>
        )}
      </Loaded>
      <PasswordForm />
      <EnginesStatus />
    </div>
  );
}
