import { msg } from "../../../domain/messages.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toastError } from "../../lib/api.ts";
import { useSessions, useSignOutOthers } from "./api.ts";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function SessionsList() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOthers();
  if (sessions.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <Spinner /> Loading sessions…
      </p>
    );
  }
  if (sessions.isError) {
    return (
      <p role="alert" className="text-sm">
        Could not load your sessions.{" "}
        <Button variant="ghost" onClick={() => sessions.refetch()}>
          Retry
        </Button>
      </p>
    );
  }
  const { sessions: rows, currentId } = sessions.data;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {rows.map((s) => (
          <li key={s.id} className="py-2">
            <p className="font-medium break-words">
              {s.userAgent || "Unknown browser"}
              {s.id === currentId && (
                <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200">
                  This device
                </span>
              )}
            </p>
            <p className="text-slate-600 dark:text-slate-400">
              Signed in {when.format(new Date(s.createdAt))}
              {s.ipAddress ? ` from ${s.ipAddress}` : ""}
            </p>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        disabled={signOutOthers.isPending || rows.length < 2}
        onClick={() =>
          signOutOthers.mutate(undefined, {
            onSuccess: () => toast.success("Signed out everywhere else."),
            onError: (e) => toastError(e, msg.http.internal),
          })
        }
      >
        {signOutOthers.isPending && <Spinner />}
        Sign out everywhere else
      </Button>
    </div>
  );
}
