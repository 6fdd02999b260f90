import { useState } from "react";
import { useDebounced } from "./use-debounced.ts";

/**
 * An admin list's page, which belongs to one search and filter (`key`): a new one starts again at
 * page 1. Each page after the first is asked for after the last row of the one before it (`after`,
 * the cursor that page answered with: docs/architecture.md, "Admin lists at scale"), kept for
 * every page reached, so Previous asks for the same rows again.
 */
export function usePaging(key: string) {
  const [paging, setPaging] = useState<{
    key: string;
    page: number;
    cursors: Record<number, string>;
  }>({ key: "", page: 1, cursors: {} });
  const current = paging.key === key ? paging : { key, page: 1, cursors: {} };
  const setPage = (n: number, after?: string) =>
    setPaging({
      key,
      page: n,
      cursors: after ? { ...current.cursors, [n]: after } : current.cursors,
    });
  return { page: current.page, after: current.cursors[current.page], setPage };
}

/**
 * An admin list's search box and page: the typed text, the settled search sent to the server
 * (one request per pause in typing), and its page (usePaging).
 */
export function useSearchPaging(filterKey = "") {
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  return { search, setSearch, q, ...usePaging(`${filterKey}:${q}`) };
}
