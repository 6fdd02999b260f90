// The admin tabs' tables: a labelled region with column headers; under 640 px each row becomes a
// card whose cells carry their column's name, so nothing scrolls sideways and the actions stay in
// reach of a thumb.
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

/** Class of a body cell; callers add widths and fonts. */
export const cell = "px-3 py-3 align-top";

// Cards on a phone: rows as blocks with a border, each cell a line with its column's name on the
// left and its content (wrapped in a box of its own, which is no box on a wider screen) beside it.
const phoneCards = [
  "max-sm:block max-sm:min-w-0",
  "max-sm:[&_thead]:sr-only",
  "max-sm:[&_tbody]:block max-sm:[&_tbody]:space-y-3 max-sm:[&_tbody]:p-3",
  "max-sm:[&_tr]:block max-sm:[&_tr]:rounded-lg max-sm:[&_tr]:border max-sm:[&_tr]:border-slate-200 dark:max-sm:[&_tr]:border-slate-800",
  "max-sm:[&_td]:flex max-sm:[&_td]:max-w-none max-sm:[&_td]:gap-3 max-sm:[&_td]:py-2",
  "max-sm:[&_td[data-label]]:before:w-28 max-sm:[&_td[data-label]]:before:shrink-0 max-sm:[&_td[data-label]]:before:font-semibold max-sm:[&_td[data-label]]:before:content-[attr(data-label)]",
].join(" ");

type Cell = ReactElement<{ "data-label"?: string }>;
type Row = ReactElement<{ children?: ReactNode }>;

/** Each cell of each row gets its column's name, which the phone layout shows before it. */
function labelled(rows: ReactNode, columns: string[]): ReactNode {
  return Children.map(rows, (row) => {
    // A row drawn by a component of its own keeps its cells as they are (shown without names).
    if (!isValidElement(row) || row.type !== "tr") return row;
    const r = row as Row;
    let i = 0;
    const cells = Children.map(r.props.children, (c) => {
      if (!isValidElement(c)) return c;
      const label = columns[i++] ?? "";
      const content = (c as ReactElement<{ children?: ReactNode }>).props.children;
      // Plain text flows beside the name as it is; elements keep their layout inside a box.
      const plain = Children.toArray(content).every((x) => typeof x !== "object");
      if (plain) return cloneElement(c as Cell, { "data-label": label });
      return cloneElement(
        c as Cell,
        { "data-label": label },
        <div className="contents max-sm:block max-sm:min-w-0 max-sm:flex-1">{content}</div>,
      );
    });
    return cloneElement(r, {}, cells);
  });
}

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
    // Wide table on a tablet: the table scrolls sideways inside this box, not the page.
    <section
      aria-label={label}
      aria-busy={busy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800"
    >
      <table className={`w-full ${minWidth} text-start text-sm ${phoneCards}`}>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{labelled(children, columns)}</tbody>
      </table>
    </section>
  );
}
