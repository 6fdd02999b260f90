import { Download } from "lucide-react";
import { useState } from "react";
import type { AdminUserRow } from "../../../domain/admin.ts";
import { formatDay, formatNumber } from "../../../domain/i18n/format.ts";
import { AdminTable, cell } from "../../components/admin/admin-table.tsx";
import { EmailText } from "../../components/admin/email-text.tsx";
import { StatusPill } from "../../components/admin/list-states.tsx";
import { PagedList, type PagedTexts } from "../../components/admin/paged-list.tsx";
import { SearchBar } from "../../components/admin/search-bar.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useSearchParams } from "../../lib/navigation.tsx";
import { useSite } from "../../lib/site.ts";
import { useSearchPaging } from "../../lib/use-search-paging.ts";
import { useAdminUsers, usersExportHref } from "./api.ts";
import { StatusDialog } from "./status-dialog.tsx";
import { UserDetail } from "./user-detail.tsx";

const texts: PagedTexts = {
  search: "usersSearch",
  placeholder: "usersPlaceholder",
  loading: "usersLoading",
  empty: "usersEmpty",
  noMatch: "usersNoMatch",
  pages: "usersPages",
  pageOf: "usersPageOf",
  loadFailed: messageText("adminUsersLoadFailed"),
};

export function UsersTab() {
  const t = useTexts(adminText);
  const { timezone } = useSite();
  const paging = useSearchPaging();
  const list = useAdminUsers({ q: paging.q, page: paging.page, after: paging.after });
  // ?user= opens a user's detail straight away (the Messages tab links to the sender's account).
  const [params, setParams] = useSearchParams();
  const [opened, setOpened] = useState<string | null>(params.get("user"));
  const [switching, setSwitching] = useState<AdminUserRow | null>(null);

  // The list keeps its search and page underneath: Back returns to the same place.
  if (opened) {
    const back = () => {
      setOpened(null);
      if (params.has("user")) setParams({ tab: "users" }, { replace: true });
    };
    return <UserDetail id={opened} onBack={back} />;
  }

  return (
    <div className="space-y-4">
      <SearchBar texts={texts} paging={paging}>
        <a href={usersExportHref(paging.q)} download className={buttonClass("secondary")}>
          <Download className="size-4" aria-hidden="true" /> {t("usersExport")}
        </a>
      </SearchBar>

      <PagedList query={list} paging={paging} texts={texts}>
        {(items) => (
          <AdminTable
            label={t("usersTable")}
            columns={[
              t("columnUser"),
              t("columnPlan"),
              t("usersColumnGenerations"),
              t("usersColumnKeys"),
              t("columnStatus"),
              t("usersColumnJoined"),
              t("columnActions"),
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
                <td className={cell}>{formatNumber(u.voicesGenerated)}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {u.apiKeys}
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {u.apiLastUsedAt
                      ? t("usersKeyUsed", { day: formatDay(new Date(u.apiLastUsedAt), timezone) })
                      : t("usersKeyNever")}
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
                      aria-label={t("usersOpenOf", { email: u.email })}
                    >
                      {t("usersOpen")}
                    </Button>
                    <Button
                      variant={u.status === "active" ? "danger" : "primary"}
                      className="px-3 py-1.5"
                      onClick={() => setSwitching(u)}
                      aria-label={t(
                        u.status === "active" ? "usersDeactivateOf" : "usersActivateOf",
                        {
                          email: u.email,
                        },
                      )}
                    >
                      {t(u.status === "active" ? "usersDeactivate" : "usersActivate")}
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
