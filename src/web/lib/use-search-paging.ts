import { useState } from "react";
import { useDebounced } from "./use-debounced.ts";

/**
 * An admin list's search box and page: the typed text, the settled search sent to the server
 * (one request per pause in typing), and a page that belongs to one search and filter, so a new
 * one starts again at page 1.
 */
export function useSearchPaging(filterKey = "") {
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const [paging, setPaging] = useState({ key: "", page: 1 });
  const key = `${filterKey}:${q}`;
  const page = paging.key === key ? paging.page : 1;
  const setPage = (n: number) => setPaging({ key, page: n });
  return { search, setSearch, q, page, setPage };
}
