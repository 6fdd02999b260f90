// The catalogue's rules (docs/i18n.md), run by `npm run lint`: every English namespace has its Urdu
// twin with the same keys and the same placeholders (the admin area is English only), each text is
// valid ICU, every lookup reads the namespace it names, and no component hands the reader an
// attribute text (aria-label, title, placeholder, alt) that is not from the catalogue. JSX text
// literals are Biome's noJsxLiterals (biome.json).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

const root = path.resolve(import.meta.dirname, "..");
const i18nDir = path.join(root, "src/domain/i18n");
const ENGLISH_ONLY = new Set(["admin"]);

type Texts = Record<string, string>;

/** The names an ICU text fills in ({name}, {count, plural, ...}), sorted; throws on bad ICU. */
export function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage): void => {
    for (const token of tokens) {
      if (typeof token === "string") continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === "object") {
        for (const [branch, message] of Object.entries(format)) {
          if (branch !== "offset" && Array.isArray(message)) walk(message as CompiledMessage);
        }
      }
    }
  };
  walk(compileMessageOrThrow(text));
  return [...names].sort();
}

/** What is wrong between a namespace's English and its translation. */
export function translationProblems(
  name: string,
  en: Texts,
  other: Texts,
  locale: string,
): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en)) {
    if (!(key in other)) {
      problems.push(`${locale}/${name}.ts: "${key}" is missing`);
      continue;
    }
    for (const [lang, text] of [
      ["en", en[key]],
      [locale, other[key]],
    ] as const) {
      try {
        placeholders(text ?? "");
      } catch (error) {
        problems.push(
          `${lang}/${name}.ts: "${key}" is not valid ICU (${(error as Error).message})`,
        );
      }
    }
    try {
      const want = placeholders(en[key] ?? "").join(", ");
      const got = placeholders(other[key] ?? "").join(", ");
      if (want !== got)
        problems.push(
          `${locale}/${name}.ts: "${key}" fills in {${got}}, English fills in {${want}}`,
        );
    } catch {}
  }
  for (const key of Object.keys(other)) {
    if (!(key in en)) problems.push(`${locale}/${name}.ts: "${key}" is not an English key`);
  }
  return problems;
}

const ATTRIBUTE_TEXT =
  /\b(aria-label|aria-description|title|placeholder|alt)="([^"]*[A-Za-z][^"]*)"/g;

/** Attribute texts written into a component instead of read from the catalogue. */
export function literalAttributes(file: string, source: string): string[] {
  return [...source.matchAll(ATTRIBUTE_TEXT)].map((m) => {
    const line = source.slice(0, m.index).split("\n").length;
    return `${file}:${line}: ${m[1]}="${m[2]}" belongs in the catalogue`;
  });
}

const LOOKUP =
  /import (\w+) from "[./]*\/domain\/i18n\/en\/([\w-]+)\.ts";[\s\S]*?texts\("([\w-]+)", \1\)/g;

/** A lookup `texts("x", en)` whose English comes from another namespace's file. */
export function mismatchedLookups(file: string, source: string): string[] {
  return [...source.matchAll(LOOKUP)]
    .filter((m) => m[2] !== m[3])
    .map((m) => `${file}: texts("${m[3]}", ...) reads en/${m[2]}.ts`);
}

function* webFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* webFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

async function load(file: string): Promise<Texts> {
  return ((await import(pathToFileURL(file).href)) as { default: Texts }).default;
}

async function main() {
  const problems: string[] = [];
  const names = fs
    .readdirSync(path.join(i18nDir, "en"))
    .filter((f) => f.endsWith(".ts") && f !== "index.ts")
    .map((f) => f.replace(/\.ts$/, ""));
  for (const name of names) {
    const en = await load(path.join(i18nDir, "en", `${name}.ts`));
    const urFile = path.join(i18nDir, "ur", `${name}.ts`);
    if (ENGLISH_ONLY.has(name)) {
      for (const key of Object.keys(en)) {
        try {
          placeholders(en[key] ?? "");
        } catch (error) {
          problems.push(`en/${name}.ts: "${key}" is not valid ICU (${(error as Error).message})`);
        }
      }
      continue;
    }
    if (!fs.existsSync(urFile)) {
      problems.push(`ur/${name}.ts is missing`);
      continue;
    }
    problems.push(...translationProblems(name, en, await load(urFile), "ur"));
  }
  for (const file of webFiles(path.join(root, "src/web"))) {
    const source = fs.readFileSync(file, "utf8");
    const rel = path.relative(root, file);
    if (file.endsWith(".tsx")) problems.push(...literalAttributes(rel, source));
    problems.push(...mismatchedLookups(rel, source));
  }
  if (problems.length > 0) {
    console.error(`Catalogue problems:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log(`Catalogue: ok (${names.length} namespaces)`);
}

if (import.meta.main) await main();
