// npm run fonts:nastaliq — writes the site's Urdu face, src/web/fonts/noto-nastaliq-urdu-400.woff2,
// from Noto Nastaliq Urdu's variable face (@fontsource-variable/noto-nastaliq-urdu): the
// characters Urdu is written with, at one weight, 400, about half the variable face's bytes;
// every Urdu page waits for it before its text shows (docs/i18n.md, "The Urdu font"). The file is
// committed, as a font would be; run this again after updating the font package or subset-font
// (scripts/fonts-nastaliq.test.ts fails until it is).
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
export const SOURCE = path.join(
  root,
  "node_modules/@fontsource-variable/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-wght-normal.woff2",
);
export const FACE = path.join(root, "src/web/fonts/noto-nastaliq-urdu-400.woff2");

// The Arabic block up to U+0671 (Urdu's letters, and the Arabic an Urdu text quotes: its marks,
// tā' marbūṭa, kāf, yā'), the letters Urdu adds, Urdu's digits, the joiners and direction marks,
// and the presentation forms (Urdu pasted from a PDF or InPage is often written in them). The
// other letters of the block and the Arabic Supplement (Pakistan's regional languages) fall to
// the system's font.
export const URDU_RANGES: readonly (readonly [number, number])[] = [
  [0x0600, 0x0671],
  [0x0679, 0x0679],
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0688, 0x0688],
  [0x0691, 0x0691],
  [0x0698, 0x0698],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06ba, 0x06bb],
  [0x06be, 0x06be],
  [0x06c0, 0x06c3],
  [0x06cc, 0x06cc],
  [0x06d2, 0x06d5],
  [0x06f0, 0x06f9],
  [0x200c, 0x200f],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
];

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");

/** The face's `unicode-range` in CSS, as src/web/styles.css declares it. */
export function unicodeRange(): string {
  return URDU_RANGES.map(([from, to]) =>
    from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
  ).join(", ");
}

/** Whether the face draws `char` (one code point). */
export function covers(char: string): boolean {
  const point = char.codePointAt(0) ?? -1;
  return URDU_RANGES.some(([from, to]) => point >= from && point <= to);
}

/** The face: the source cut to URDU_RANGES and pinned at weight 400, as WOFF2. */
export async function subsetNastaliq(): Promise<Buffer> {
  const text = URDU_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join("");
  return subsetFont(fs.readFileSync(SOURCE), text, {
    targetFormat: "woff2",
    variationAxes: { wght: 400 },
  });
}

if (import.meta.main) {
  const face = await subsetNastaliq();
  fs.mkdirSync(path.dirname(FACE), { recursive: true });
  fs.writeFileSync(FACE, face);
  console.log(`${path.relative(root, FACE)}: ${face.length} bytes`);
}
