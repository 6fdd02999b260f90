// The admin lists' pages (docs/architecture.md, "Admin lists at scale"). Every list is newest
// first, ordered by (created_at, id): a page after the first can start after the last row the
// reader saw (keyset paging, `after=<cursor>`), which costs the same on page 2 as on page 50,000,
// where an offset walks and drops every row before the page.
import { z } from "zod";
import { MAX_SERIAL_ID } from "./ids.ts";

export interface Paged<T> {
  items: T[];
  /** Exact, or, when counting every match would cost, an estimate (`totalEstimated`). */
  total: number;
  totalEstimated: boolean;
  page: number;
  pageSize: number;
  /** The cursor of the page after this one (pass it as `after`), null on the last page. */
  next: string | null;
}

/** Where a page starts: after the row with this created_at (UTC, to the microsecond) and id. */
export interface PageCursor {
  at: string;
  id: string;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The cursor's text: readable, and still to be passed back as it came. */
export const formatCursor = ({ at, id }: PageCursor): string => `${at}~${id}`;

function cursorSchema(id: z.ZodType<string>) {
  return z
    .string()
    .max(160)
    .transform((text, ctx): PageCursor => {
      const cut = text.indexOf("~");
      const cursor = { at: text.slice(0, cut), id: text.slice(cut + 1) };
      if (cut < 0 || !AT.test(cursor.at) || !id.safeParse(cursor.id).success) {
        ctx.addIssue({ code: "custom", message: "not a page cursor" });
        return z.NEVER;
      }
      return cursor;
    })
    .optional();
}

/** `after` of a list keyed by text ids (users). */
export const textKeyCursor = cursorSchema(z.string().regex(/^[\w-]{1,100}$/));

/** `after` of a list keyed by serial ids (payments, audit). */
export const serialKeyCursor = cursorSchema(
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .refine((s) => Number(s) <= MAX_SERIAL_ID),
);
