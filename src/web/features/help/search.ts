// The help search: as you type, categories and steps that do not match drop out.
import type { HelpCategory } from "./articles.ts";

/** Lower-cased words of the query; every one must appear for a match (order does not matter). */
export function queryWords(query: string): string[] {
  return query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

const hasAll = (text: string, words: string[]) => {
  const hay = text.toLocaleLowerCase();
  return words.every((w) => hay.includes(w));
};

/**
 * An article whose category and title hold every word keeps all its steps; otherwise only the
 * steps that (with the category and title) hold every word are kept. Empty categories go.
 */
export function filterHelp(categories: HelpCategory[], query: string): HelpCategory[] {
  const words = queryWords(query);
  if (words.length === 0) return categories;
  return categories
    .map((category) => ({
      ...category,
      articles: category.articles
        .map((article) => {
          const heading = `${category.title} ${article.title}`;
          if (hasAll(heading, words)) return article;
          return {
            ...article,
            steps: article.steps.filter((s) => hasAll(`${heading} ${s}`, words)),
          };
        })
        .filter((article) => article.steps.length > 0),
    }))
    .filter((category) => category.articles.length > 0);
}

/** Splits text into runs, marking the ones that are query words (for <mark>). */
export function highlight(text: string, words: string[]): { text: string; match: boolean }[] {
  if (words.length === 0) return [{ text, match: false }];
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const re = new RegExp(`(${escaped.join("|")})`, "giu");
  return text
    .split(re)
    .filter(Boolean)
    .map((part) => ({ text: part, match: words.includes(part.toLocaleLowerCase()) }));
}
