import { useState } from "react";
import { auditLines } from "../../../domain/audit-lines.ts";
import { AdminTable, cell } from "../../components/admin/admin-table.tsx";
import { EmptyList, ListSkeleton, Loaded, Pager } from "../../components/admin/list-states.tsx";
import { SelectField } from "../../components/admin/select-field.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { useTexts } from "../../lib/i18n.ts";
import { useSite } from "../../lib/site.ts";
import { usePaging } from "../../lib/use-search-paging.ts";
import { useAudit } from "./api.ts";

function when(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    dateStyle: "medium",
    timeStyle: "medium",
  }).format(new Date(at));
}

export function AuditTab() {
  const t = useTexts(adminText);
  const { timezone } = useSite();
  const [action, setAction] = useState("");
  const { page, after, setPage } = usePaging(action);
  const audit = useAudit({ action, page, after });

  const data = audit.data;
  // Keep the chosen action in the list even while a page without it loads.
  const actions = data
    ? [...new Set([...data.actions, ...(action ? [action] : [])])].sort()
    : action
      ? [action]
      : [];

  return (
    <div className="space-y-4">
      <SelectField
        label={t("auditAction")}
        className="sm:w-72"
        value={action}
        onChange={setAction}
        options={[
          { value: "", label: t("auditAll") },
          ...actions.map((a) => ({ value: a, label: a })),
        ]}
      />

      <Loaded
        query={audit}
        skeleton={<ListSkeleton label={t("auditLoading")} />}
        failed={t("auditLoadFailed")}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyList>{t(action ? "auditEmptyForAction" : "auditEmpty")}</EmptyList>
          ) : (
            <AdminTable
              label={t("auditTable")}
              columns={[
                t("auditColumnTime"),
                t("auditAction"),
                t("auditColumnTarget"),
                t("auditColumnDetail"),
                t("auditColumnIp"),
              ]}
              minWidth="min-w-[48rem]"
              busy={audit.isFetching}
            >
              {items.map((r) => (
                <tr key={r.id} className="border-t border-slate-200 dark:border-slate-800">
                  <td className={`${cell} whitespace-nowrap`}>{when(r.createdAt, timezone)}</td>
                  <td className={`${cell} font-mono text-xs`}>{r.action}</td>
                  <td className={`${cell} max-w-56 break-words`}>
                    {r.targetName ?? r.target ?? "—"}
                  </td>
                  <td className={`${cell} max-w-72 break-words text-xs`}>
                    {r.detail ? (
                      <ul>
                        {auditLines(r.detail).map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className={`${cell} whitespace-nowrap font-mono text-xs`}>{r.ip ?? "—"}</td>
                </tr>
              ))}
            </AdminTable>
          )
        }
      </Loaded>

      {data && data.total > data.pageSize && (
        <Pager
          label={t("auditPages")}
          pageOf="auditPageOf"
          page={page}
          list={data}
          onPage={setPage}
        />
      )}
    </div>
  );
}
