import { Download, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { AdminUserRow } from "../../../domain/admin.ts";
import { msg } from "../../../domain/messages.ts";
import { formatDay } from "../../../domain/payments.ts";
import { AdminTable, cell } from "../../components/admin/admin-table.tsx";
import {
  EmptyList,
  ListSkeleton,
  LoadError,
  Pager,
  StatusPill,
} from "../../components/admin/list-states.tsx";
import { toast } from "../../components/toaster.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { toastError } from "../../lib/api.ts";
import { useSite } from "../../lib/site.ts";
import { useDebounced } from "../../lib/use-debounced.ts";
import { useAdminUsers, usersExportHref, useSetUserStatus } from "./api.ts";

export function UsersTab() {
  const id = useId();
  const { timezone } = useSite();
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  // The page belongs to one search: a new search starts again at page 1.
  const [paging, setPaging] = useState({ key: "", page: 1 });
  const page = paging.key === q ? paging.page : 1;
  const list = useAdminUsers({ q, page });
  const setStatus = useSetUserStatus();

  useEffect(() => {
    if (list.isError) toastError(list.error, msg.admin.usersLoadFailed);
  }, [list.isError, list.error]);

  const toggle = (u: AdminUserRow) => {
    const status = u.status === "active" ? "inactive" : "active";
    setStatus.mutate(
      { id: u.id, status },
      {
        onSuccess: () =>
          toast.success(status === "active" ? msg.admin.userActivated : msg.admin.userDeactivated),
        onError: (e) => toastError(e, msg.admin.userStatusFailed),
      },
    );
  };
  const busyId = setStatus.isPending ? (setStatus.variables?.id ?? null) : null;

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1">
          <label htmlFor={`${id}-search`} className="block text-sm font-medium">
            Search users
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              id={`${id}-search`}
              type="search"
              className={`${inputClass} pl-9`}
              placeholder="Email or name"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              maxLength={100}
            />
          </div>
        </div>
        <a href={usersExportHref(q)} download className={buttonClass("secondary")}>
          <Download className="size-4" aria-hidden="true" /> Export CSV
        </a>
      </div>

      {list.isPending ? (
        <ListSkeleton label="Loading users" />
      ) : list.isError ? (
        <LoadError message={msg.admin.usersLoadFailed} onRetry={() => void list.refetch()} />
      ) : data && data.items.length === 0 ? (
        <EmptyList>{q ? "No users match this search." : "No users yet."}</EmptyList>
      ) : data ? (
        <AdminTable
          label="Users table"
          columns={["User", "Plan", "Voices used", "API keys", "Status", "Joined", "Actions"]}
          minWidth="min-w-[44rem]"
          busy={list.isFetching}
        >
          {data.items.map((u) => (
            <tr key={u.id} className="border-t border-slate-200 dark:border-slate-800">
              <td className={`${cell} max-w-64 break-words`}>
                <span className="font-medium">{u.displayName || "—"}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">{u.email}</span>
              </td>
              <td className={cell}>{u.plan}</td>
              <td className={cell}>{u.voicesGenerated.toLocaleString("en-US")}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {u.apiKeys}
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {u.apiLastUsedAt
                    ? `used ${formatDay(new Date(u.apiLastUsedAt), timezone)}`
                    : "never used"}
                </span>
              </td>
              <td className={cell}>
                <StatusPill active={u.status === "active"} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {formatDay(new Date(u.createdAt), timezone)}
              </td>
              <td className={cell}>
                <Button
                  variant={u.status === "active" ? "danger" : "primary"}
                  className="px-3 py-1.5"
                  disabled={busyId === u.id}
                  onClick={() => toggle(u)}
                  aria-label={`${u.status === "active" ? "Deactivate" : "Activate"} ${u.email}`}
                >
                  {u.status === "active" ? "Deactivate" : "Activate"}
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}

      {data && data.total > data.pageSize && (
        <Pager
          label="Users pages"
          page={page}
          pages={pages}
          total={data.total}
          noun="users"
          onPage={(n) => setPaging({ key: q, page: n })}
        />
      )}
    </div>
  );
}
