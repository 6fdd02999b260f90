import { BroadcastPopup } from "../../features/broadcasts/broadcast-popup.tsx";
import { MyPayments } from "../../features/payments/my-payments.tsx";
import { studioText } from "../../features/studio/texts.ts";
import { VoiceStudio } from "../../features/studio/voice-studio.tsx";
import { useTexts } from "../../lib/i18n.ts";
import { useMe } from "../../lib/me.ts";
import { Link } from "../../lib/navigation.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { PageLoading } from "../page-loading.tsx";

// The user's dashboard composes its features; they do not import each other (docs/architecture.md, rule 5).
export function DashboardPage() {
  const t = useTexts(studioText);
  usePageMeta(t("dashboardTitle"), t("dashboardDescription"));
  const me = useMe();
  if (!me.data) return <PageLoading />;
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">
          {t("dashboardWelcome", { name: me.data.profile.displayName })}
        </h1>
        <Link
          to="/developers"
          className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 underline dark:text-indigo-300"
        >
          {t("dashboardApiKeys")}
        </Link>
      </div>
      <VoiceStudio me={me.data} />
      <MyPayments />
      <BroadcastPopup />
    </div>
  );
}
