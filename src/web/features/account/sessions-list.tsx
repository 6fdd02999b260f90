import { formatMoment } from "../../../domain/i18n/format.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toastError } from "../../lib/api.ts";
import { deviceName } from "../../lib/device-name.ts";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useSite } from "../../lib/site.ts";
import { useSessions, useSignOutOthers } from "./api.ts";
import { accountText } from "./texts.ts";

export function SessionsList() {
  const t = useTexts(accountText);
  const locale = useLocale();
  const { timezone } = useSite();
  const sessions = useSessions();
  const signOutOthers = useSignOutOthers();
  if (sessions.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <Spinner /> {t("sessionsLoading")}
      </p>
    );
  }
  if (sessions.isError) {
    return (
      <p role="alert" className="text-sm">
        {t("sessionsFailed")}{" "}
        <Button variant="ghost" onClick={() => sessions.refetch()}>
          {t("retry")}
        </Button>
      </p>
    );
  }
  const { sessions: rows, currentId } = sessions.data;
  const since = (s: (typeof rows)[number]) => {
    const when = formatMoment(new Date(s.createdAt), timezone, locale);
    return s.ipAddress
      ? t("sessionSinceFrom", { when, ip: s.ipAddress })
      : t("sessionSince", { when });
  };
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {rows.map((s) => (
          <li key={s.id} className="py-2">
            <p className="font-medium break-words">
              {deviceName(s.userAgent) ?? t("sessionUnknownBrowser")}
              {s.id === currentId && (
                <span className="ms-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200">
                  {t("sessionThisDevice")}
                </span>
              )}
            </p>
            <p className="text-slate-600 dark:text-slate-400">{since(s)}</p>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        busy={signOutOthers.isPending}
        disabled={rows.length < 2}
        onClick={() =>
          signOutOthers.mutate(undefined, {
            onSuccess: () => toast.success(t("sessionsEndedOthers")),
            onError: (e) => toastError(e, messageText("httpInternal")),
          })
        }
      >
        {t("sessionsEndOthers")}
      </Button>
    </div>
  );
}
