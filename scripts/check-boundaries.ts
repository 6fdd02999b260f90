// Import directions (docs/architecture.md, rules 1 and 5): domain imports neither side; web takes
// only `import type` from server; server never imports web; a web feature imports no other
// feature (what two share lives in src/web/components or src/web/lib) nor src/web/app (which
// composes them); no two modules import each other's values, directly or round a circle. Biome has
// no rule that knows "type-only is fine", so this small check does it.
import fs from "node:fs";
import path from "node:path";

// The tree to check: the repository's src, or another given (scripts/check-boundaries.test.ts).
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "..", "src"));
const importRe =
  /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

const area = (file: string) => path.relative(root, file).split(path.sep)[0];
// "studio" for src/web/features/studio/..., undefined outside the web features.
const webFeature = (file: string) => {
  const [top, folder, name] = path.relative(root, file).split(path.sep);
  return top === "web" && folder === "features" ? name : undefined;
};
const isUnder = (file: string, dir: string) => !path.relative(dir, file).startsWith("..");

// What each file imports for its values (`import type` is erased, so it makes no circle at run
// time): two modules that need each other share a third (docs/architecture.md).
const graph = new Map<string, Set<string>>();
const valueImports = (file: string) => {
  const set = graph.get(file) ?? new Set<string>();
  graph.set(file, set);
  return set;
};
const resolveFile = (target: string) =>
  [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")].find(
    (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
  ) ?? target;

/** Every circle of value imports, once each, as the files in it (Tarjan's strongly connected parts). */
function cycles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to))
        low.set(file, Math.min(low.get(file) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      part.push(path.relative(process.cwd(), top));
      if (top === file) break;
    }
    if (part.length > 1 || graph.get(file)?.has(file)) found.push(part.reverse());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const problems: string[] = [];
for (const file of files(root)) {
  const from = area(file);
  const source = fs.readFileSync(file, "utf8");
  for (const m of source.matchAll(importRe)) {
    const spec = m[3] ?? m[4] ?? m[5];
    if (!spec?.startsWith(".")) continue;
    const to = area(path.resolve(path.dirname(file), spec));
    const typeOnly = Boolean(m[2]);
    const where = `${path.relative(process.cwd(), file)}: ${spec}`;
    if (from === "domain" && (to === "server" || to === "web"))
      problems.push(`domain must not import ${to} (${where})`);
    if (from === "server" && to === "web") problems.push(`server must not import web (${where})`);
    if (from === "web" && to === "server" && !typeOnly)
      problems.push(`web may only \`import type\` from server (${where})`);
    const feature = webFeature(file);
    const resolved = path.resolve(path.dirname(file), spec);
    const target = webFeature(resolved);
    if (feature && target && feature !== target)
      problems.push(`web feature ${feature} must not import feature ${target} (${where})`);
    // The app composes the features, so a feature that imports it goes round in a circle.
    if (feature && isUnder(resolved, path.join(root, "web", "app")))
      problems.push(`web feature ${feature} must not import src/web/app (${where})`);
    if (!typeOnly) valueImports(file).add(resolveFile(resolved));
  }
}
problems.push(...cycles().map((c) => `import cycle: ${c.join(" -> ")}`));
if (problems.length > 0) {
  console.error(`Import boundaries broken:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log("Import boundaries: ok");
