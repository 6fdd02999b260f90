import { Fragment, type ReactNode } from "react";
import type { MessageValues } from "../../domain/i18n/catalog.ts";

/**
 * A catalogue text with elements inside (a link, code, a value set apart): each of `parts` fills
 * the placeholder of its name wherever the language puts it, so no sentence is cut into translated
 * pieces. The placeholders travel through the text as marks of Unicode's private use area, which
 * no catalogue text contains.
 */
export function richText(
  format: (marks: MessageValues) => string,
  parts: Record<string, ReactNode>,
): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `\uE000${name}\uE000`]));
  // The pieces keep the text nodes a sentence written in JSX had, so English renders as before.
  return format(marks)
    .split(/\uE000(\w+)\uE000/)
    .map((piece, i) => (i % 2 === 0 ? piece : <Fragment key={piece}>{parts[piece]}</Fragment>))
    .filter((piece) => piece !== "");
}
