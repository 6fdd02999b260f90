import { ListSkeleton, Loaded } from "../../components/admin/list-states.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { useTexts } from "../../lib/i18n.ts";
import { useAdminSettings } from "./api.ts";
import { EnginesStatus } from "./engines-status.tsx";
import { PasswordForm } from "./password-form.tsx";
import { SettingsForm } from "./settings-form.tsx";
import { StoredProblems, withoutProblems } from "./stored-problems.tsx";

export function SettingsTab() {
  const t = useTexts(adminText);
  const settings = useAdminSettings();
  return (
    <div className="space-y-6">
      <Loaded
        query={settings}
        skeleton={<ListSkeleton label={t("settingsLoading")} rows={6} />}
        failed={t("settingsLoadFailed")}
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
