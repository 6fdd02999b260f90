// What every admin tab shows while its data loads, when the load failed and when it is empty.
import { RefreshCw } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { formatNumber } from "../../../domain/i18n/format.ts";
import type { Paged } from "../../../domain/keyset.ts";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { Button } from "../ui/button.tsx";
import { type AdminKey, adminText } from "./texts.ts";

export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          key={i}
          aria-hidden="true"
          className="h-12 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none dark:bg-slate-800"
        />
      ))}
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTexts(adminText);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
    >
      {message}
      <Button variant="secondary" className="px-3 py-1" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden="true" /> {t("listRetry")}
      </Button>
    </div>
  );
}

/**
 * Previous and Next under a list, and where the reader is: "Page 2 of 5 · 93 users", or "about"
 * both when the server estimated the total. Next follows the page's cursor (`next`), so it is
 * there exactly while the server has more rows, whatever the estimate says.
 */
export function Pager({
  label,
  pageOf,
  page,
  list,
  onPage,
}: {
  label: string;
  /** The list's "Page {page} of {pages} · {total} …" key. */
  pageOf: AdminKey;
  page: number;
  list: Paged<unknown>;
  /** Go to page n; going forward, with the cursor the current page gave for it. */
  onPage: (n: number, after?: string) => void;
}) {
  const t = useTexts(adminText);
  const pages = Math.max(page, Math.ceil(list.total / list.pageSize));
  const shown = (n: number) =>
    list.totalEstimated ? t("listAbout", { count: formatNumber(n) }) : formatNumber(n);
  const next = list.next;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("listPrevious")}
      </Button>
      <span aria-live="polite">
        {t(pageOf, { page, pages: shown(pages), total: shown(list.total) })}
      </span>
      <Button variant="secondary" disabled={!next} onClick={() => next && onPage(page + 1, next)}>
        {t("listNext")}
      </Button>
    </nav>
  );
}

export function StatusPill({ active }: { active: boolean }) {
  const t = useTexts(adminText);
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
        active
          ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
          : "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300"
      }`}
    >
      {t(active ? "statusActive" : "statusInactive")}
    </span>
  );
}

/** What a panel needs of its query (react-query's result has it). */
export interface PanelQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A panel's data once loaded: its skeleton before that; on failure one toast and Retry instead. */
export function Loaded<T>({
  query,
  skeleton,
  failed,
  children,
}: {
  query: PanelQuery<T>;
  skeleton: ReactNode;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  // One toast when the data fails to load (not one a render); the panel offers Retry.
  useEffect(() => {
    if (query.isError) toastError(query.error, failed);
  }, [query.isError, query.error, failed]);
  if (query.isPending) return skeleton;
  if (query.isError || query.data === undefined)
    return <LoadError message={failed} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {children}
    </p>
  );
}
