// The admin tabs' tables: a labelled region that scrolls sideways on a phone, column headers.
import type { ReactNode } from "react";

/** Class of a body cell; callers add widths and fonts. */
export const cell = "px-3 py-3 align-top";

export function AdminTable({
  label,
  columns,
  minWidth,
  busy,
  children,
}: {
  label: string;
  columns: string[];
  /** A Tailwind min-width class, written out in full by the caller so Tailwind sees it. */
  minWidth: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    // Wide table, narrow phone: the table scrolls sideways inside this box, not the page.
    <section
      aria-label={label}
      aria-busy={busy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800"
    >
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
