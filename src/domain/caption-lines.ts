// A caption's words in lines a viewer can read (docs/product.md section 2, Captions): at most 42
// characters a line, and a number never on another line than its unit or currency ("Rs. 500",
// "5 kg", "500 rupees").

export const LINE_MAX_CHARS = 42;
export const CUE_MAX_LINES = 2;

const NUMBER = /^[\p{Sc}]?[+-]?\p{N}[\p{N}.,:/-]*%?[.,;:!?)\]"'\u201D\u2019]*$/u;
// Written before the number.
const CURRENCY_BEFORE = new Set(["rs", "rs.", "pkr", "inr", "usd", "$", "₹", "£", "€", "₨", "aed"]);
// Written after it: currencies, measures, and the everyday counted things.
const UNIT_AFTER = new Set([
  ...["rs", "rs.", "rupee", "rupees", "pkr", "inr", "usd", "dollar", "dollars", "paisa", "lakh"],
  ...["crore", "million", "billion", "thousand", "hundred", "%", "percent", "per", "kg", "g"],
  ...["gram", "grams", "mg", "km", "m", "cm", "mm", "l", "ml", "litre", "litres", "liter"],
  ...["liters", "kilo", "kilos", "kw", "kwh", "mb", "gb", "tb", "am", "pm", "a.m.", "p.m."],
  ...["sec", "s", "min", "mins", "minutes", "hour", "hours", "day", "days", "week", "weeks"],
  ...["month", "months", "year", "years", "°c", "°f", "ft", "feet", "inch", "inches", "kmph"],
  ...["روپے", "روپیہ", "روپئے", "کلو", "لاکھ", "کروڑ", "रुपये", "रुपए", "रुपया", "किलो", "लाख", "करोड़"],
]);

const bare = (word: string) =>
  word.toLocaleLowerCase().replace(/[.,;:!?)\]"'\u201D\u2019\u06D4]+$/u, "");

/** Whether the line may not break between these two words. */
export function bound(left: string, right: string): boolean {
  const isNumber = (w: string) => NUMBER.test(w);
  return (
    (isNumber(left) && UNIT_AFTER.has(bare(right))) ||
    (CURRENCY_BEFORE.has(bare(left)) && isNumber(right))
  );
}

/** The words in groups that stay on one line: a number with its unit or currency. */
export function unbreakable(words: string[]): string[][] {
  const groups: string[][] = [];
  words.forEach((word, i) => {
    const last = groups.at(-1);
    if (last && i > 0 && bound(words[i - 1] ?? "", word)) last.push(word);
    else groups.push([word]);
  });
  return groups;
}

/**
 * Groups of words (their indexes) in lines of at most `max` characters. A group longer than a
 * line (one long word, a long address) is a line of its own: cut, it would read worse.
 */
export function fillLines(groups: string[][], max = LINE_MAX_CHARS): number[][] {
  const lines: number[][] = [];
  let line: number[] = [];
  let length = 0;
  let index = 0;
  for (const group of groups) {
    const text = group.join(" ");
    const needed = line.length === 0 ? text.length : length + 1 + text.length;
    if (line.length > 0 && needed > max) {
      lines.push(line);
      line = [];
    }
    length = line.length === 0 ? text.length : length + 1 + text.length;
    for (const _ of group) line.push(index++);
  }
  if (line.length > 0) lines.push(line);
  return lines;
}
