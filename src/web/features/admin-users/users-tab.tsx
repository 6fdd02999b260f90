import { Download } from "lucide-react";
import { useState } from "react";
import type { AdminUserRow } from "../../../domain/admin.ts";
import { msg } from "../../../domain/messages.ts";
import { formatDay } from "../../../domain/payments.ts";
import { AdminTable, cell } from "../../components/admin/admin-table.tsx";
import { EmailText } from "../../components/admin/email-text.tsx";
import { StatusPill } from "../../components/admin/list-states.tsx";
import { PagedList } from "../../components/admin/paged-list.tsx";
import { SearchBar } from "../../components/admin/search-bar.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { useSite } from "../../lib/site.ts";
import { useSearchPaging } from "../../lib/use-search-paging.ts";
import { useAdminUsers, usersExportHref } from "./api.ts";
import { StatusDialog } from "./status-dialog.tsx";
import { UserDetail } from "./user-detail.tsx";

const texts = {
  noun: "users",
  search: "Search users",
  placeholder: "Email or name",
  loadFailed: msg.admin.usersLoadFailed,
};

export function UsersTab() {
  const { timezone } = useSite();
  const paging = useSearchPaging();
  const list = useAdminUsers({ q: paging.q, page: paging.page });
  const [opened, setOpened] = useState<string | null>(null);
  const [switching, setSwitching] = useState<AdminUserRow | null>(null);

  // The list keeps its search and page underneath: Back returns to the same place.
  if (opened) return <UserDetail id={opened} onBack={() => setOpened(null)} />;

  return (
    <div className="space-y-4">
      <SearchBar texts={texts} paging={paging}>
        <a href={usersExportHref(paging.q)} download className={buttonClass("secondary")}>
          <Download className="size-4" aria-hidden="true" /> Export CSV
        </a>
      </SearchBar>

      <PagedList query={list} paging={paging} texts={texts}>
        {(items) => (
          <AdminTable
            label="Users table"
            columns={[
              "User",
              "Plan",
              "Generations used",
              "API keys",
              "Status",
              "Joined",
              "Actions",
            ]}
            minWidth="min-w-[48rem]"
            busy={list.isFetching}
          >
            {items.map((u) => (
              <tr key={u.id} className="border-t border-slate-200 dark:border-slate-800">
                <td className={`${cell} max-w-64 break-words`}>
                  <span className="font-medium">{u.displayName || "—"}</span>
                  <span className="block text-xs break-words text-slate-600 dark:text-slate-400">
                    <EmailText email={u.email} />
                  </span>
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
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      className="px-3 py-1.5"
                      onClick={() => setOpened(u.id)}
                      aria-label={`Open ${u.email}`}
                    >
                      Open
                    </Button>
                    <Button
                      variant={u.status === "active" ? "danger" : "primary"}
                      className="px-3 py-1.5"
                      onClick={() => setSwitching(u)}
                      aria-label={`${u.status === "active" ? "Deactivate" : "Activate"} ${u.email}`}
                    >
                      {u.status === "active" ? "Deactivate" : "Activate"}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </PagedList>

      {switching && <StatusDialog user={switching} onClose={() => setSwitching(null)} />}
    </div>
  );
}
