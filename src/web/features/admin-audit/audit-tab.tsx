import { useEffect, useId, useState } from "react";
import { adminText } from "../../../domain/admin.ts";
import { inputClass } from "../../components/ui/field.tsx";
import { toastError } from "../../lib/api.ts";
import { useSite } from "../../lib/site.ts";
import { ListSkeleton, LoadError, Pager } from "../admin-users/load-states.tsx";
import { useAudit } from "./api.ts";

const th = "px-3 py-3 font-semibold whitespace-nowrap";
const td = "px-3 py-3 align-top";

function when(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    dateStyle: "medium",
    timeStyle: "medium",
  }).format(new Date(at));
}

export function AuditTab() {
  const id = useId();
  const { timezone } = useSite();
  const [action, setAction] = useState("");
  const [paging, setPaging] = useState({ key: "", page: 1 });
  const page = paging.key === action ? paging.page : 1;
  const audit = useAudit({ action, page });

  useEffect(() => {
    if (audit.isError) toastError(audit.error, adminText.auditLoadFailed);
  }, [audit.isError, audit.error]);

  const data = audit.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Keep the chosen action in the list even while a page without it loads.
  const actions = data
    ? [...new Set([...data.actions, ...(action ? [action] : [])])].sort()
    : action
      ? [action]
      : [];

  return (
    <div className="space-y-4">
      <div className="space-y-1 sm:w-72">
        <label htmlFor={`${id}-action`} className="block text-sm font-medium">
          Action
        </label>
        <select
          id={`${id}-action`}
          className={inputClass}
          value={action}
          onChange={(e) => setAction(e.target.value)}
        >
          <option value="">All actions</option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </div>

      {audit.isPending ? (
        <ListSkeleton label="Loading the audit log" />
      ) : audit.isError ? (
        <LoadError message={adminText.auditLoadFailed} onRetry={() => void audit.refetch()} />
      ) : data && data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No admin actions recorded{action ? " for this action" : ""}.
        </p>
      ) : data ? (
        <section
          aria-label="Audit log"
          aria-busy={audit.isFetching}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800"
        >
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="bg-slate-50 dark:bg-slate-900">
              <tr>
                <th scope="col" className={th}>
                  Time
                </th>
                <th scope="col" className={th}>
                  Action
                </th>
                <th scope="col" className={th}>
                  Target
                </th>
                <th scope="col" className={th}>
                  Detail
                </th>
                <th scope="col" className={th}>
                  IP
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((r) => (
                <tr key={r.id} className="border-t border-slate-200 dark:border-slate-800">
                  <td className={`${td} whitespace-nowrap`}>{when(r.createdAt, timezone)}</td>
                  <td className={`${td} font-mono text-xs`}>{r.action}</td>
                  <td className={`${td} max-w-56 break-words`}>{r.target ?? "—"}</td>
                  <td className={`${td} max-w-72 break-words font-mono text-xs`}>
                    {r.detail ? JSON.stringify(r.detail) : "—"}
                  </td>
                  <td className={`${td} whitespace-nowrap font-mono text-xs`}>{r.ip ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      {data && data.total > data.pageSize && (
        <Pager
          label="Audit log pages"
          page={page}
          pages={pages}
          total={data.total}
          noun="entries"
          onPage={(n) => setPaging({ key: action, page: n })}
        />
      )}
    </div>
  );
}
