import { Search } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useTexts } from "../../lib/i18n.ts";
import { inputClass } from "../ui/field.tsx";
import { FormRow } from "../ui/form-row.tsx";
import type { PagedTexts, SearchPaging } from "./paged-list.tsx";
import { adminText } from "./texts.ts";

/**
 * A paged admin list's search row: the labelled search box (the server searches; see
 * useSearchPaging) and the list's own tools beside it.
 */
export function SearchBar({
  texts,
  paging,
  children,
}: {
  texts: PagedTexts;
  paging: SearchPaging;
  children: ReactNode;
}) {
  const t = useTexts(adminText);
  const id = `${useId()}-search`;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormRow id={id} label={t(texts.search)} className="flex-1">
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={id}
            type="search"
            className={`${inputClass} ps-9`}
            placeholder={t(texts.placeholder)}
            value={paging.search}
            onChange={(e) => paging.setSearch(e.target.value)}
            maxLength={100}
          />
        </div>
      </FormRow>
      {children}
    </div>
  );
}
