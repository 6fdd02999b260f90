// An admin list fetched a page at a time: its loading, failed and empty states, the rows, and the
// pager under them once there is more than one page.
import type { ReactNode } from "react";
import type { Paged } from "../../../domain/keyset.ts";
import { useTexts } from "../../lib/i18n.ts";
import type { useSearchPaging } from "../../lib/use-search-paging.ts";
import { EmptyList, ListSkeleton, Loaded, Pager, type PanelQuery } from "./list-states.tsx";
import { type AdminKey, adminText } from "./texts.ts";

/** A list's search and page (useSearchPaging). */
export type SearchPaging = ReturnType<typeof useSearchPaging>;

/** What a searchable, paged admin list says: its admin catalogue keys, and its load failure. */
export interface PagedTexts {
  /** The search box's label and placeholder. */
  search: AdminKey;
  placeholder: AdminKey;
  loading: AdminKey;
  /** Nothing at all, and nothing matching the search or filter. */
  empty: AdminKey;
  noMatch: AdminKey;
  /** The pager's name, and its "Page {page} of {pages} · {total} …". */
  pages: AdminKey;
  pageOf: AdminKey;
  loadFailed: string;
}

export function PagedList<T>({
  query,
  paging,
  texts,
  filtered = false,
  children,
}: {
  query: PanelQuery<Paged<T>>;
  paging: SearchPaging;
  texts: PagedTexts;
  /** A filter besides the search is on: an empty page says nothing matches rather than none yet. */
  filtered?: boolean;
  children: (items: T[]) => ReactNode;
}) {
  const t = useTexts(adminText);
  const data = query.data;
  const empty = t(paging.q || filtered ? texts.noMatch : texts.empty);
  return (
    <>
      <Loaded
        query={query}
        skeleton={<ListSkeleton label={t(texts.loading)} />}
        failed={texts.loadFailed}
      >
        {({ items }) => (items.length === 0 ? <EmptyList>{empty}</EmptyList> : children(items))}
      </Loaded>
      {data && data.total > data.pageSize && (
        <Pager
          label={t(texts.pages)}
          pageOf={texts.pageOf}
          page={paging.page}
          list={data}
          onPage={paging.setPage}
        />
      )}
    </>
  );
}
