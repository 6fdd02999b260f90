// An admin list fetched a page at a time: its loading, failed and empty states, the rows, and the
// pager under them once there is more than one page.
import type { ReactNode } from "react";
import type { Paged } from "../../../domain/admin.ts";
import { EmptyList, ListSkeleton, LoadError, Pager } from "./list-states.tsx";

export function PagedList<T>({
  query,
  page,
  onPage,
  noun,
  loadFailed,
  empty,
  children,
}: {
  query: {
    data: Paged<T> | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  page: number;
  onPage: (n: number) => void;
  /** Plural, as the pager and the loading state say it: "users". */
  noun: string;
  loadFailed: string;
  /** What an empty page says (no rows at all, or none matching). */
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const label = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <>
      {query.isPending ? (
        <ListSkeleton label={`Loading ${noun}`} />
      ) : query.isError ? (
        <LoadError message={loadFailed} onRetry={() => void query.refetch()} />
      ) : data && data.items.length === 0 ? (
        <EmptyList>{empty}</EmptyList>
      ) : data ? (
        children(data.items)
      ) : null}
      {data && data.total > data.pageSize && (
        <Pager
          label={`${label} pages`}
          page={page}
          pages={pages}
          total={data.total}
          noun={noun}
          onPage={onPage}
        />
      )}
    </>
  );
}
