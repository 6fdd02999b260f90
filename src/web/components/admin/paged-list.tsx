// An admin list fetched a page at a time: its loading, failed and empty states, the rows, and the
// pager under them once there is more than one page.
import type { ReactNode } from "react";
import type { Paged } from "../../../domain/admin.ts";
import type { useSearchPaging } from "../../lib/use-search-paging.ts";
import { EmptyList, ListSkeleton, Loaded, Pager, type PanelQuery } from "./list-states.tsx";

/** A list's search and page (useSearchPaging). */
export type SearchPaging = ReturnType<typeof useSearchPaging>;

/** What a searchable, paged admin list says. */
export interface PagedTexts {
  /** Plural, as the pager, the loading and the empty states say it: "users". */
  noun: string;
  /** The search box's label and placeholder. */
  search: string;
  placeholder: string;
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
  const { noun } = texts;
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const label = noun.charAt(0).toUpperCase() + noun.slice(1);
  const empty = paging.q || filtered ? `No ${noun} match this search.` : `No ${noun} yet.`;
  return (
    <>
      <Loaded
        query={query}
        skeleton={<ListSkeleton label={`Loading ${noun}`} />}
        failed={texts.loadFailed}
      >
        {({ items }) => (items.length === 0 ? <EmptyList>{empty}</EmptyList> : children(items))}
      </Loaded>
      {data && data.total > data.pageSize && (
        <Pager
          label={`${label} pages`}
          page={paging.page}
          pages={pages}
          total={data.total}
          noun={noun}
          onPage={paging.setPage}
        />
      )}
    </>
  );
}
