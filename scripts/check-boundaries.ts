// Import directions (docs/architecture.md, rules 1 and 5): domain imports neither side; web takes
// only `import type` from server; server never imports web; a web feature imports no other
// feature (what two share lives in src/web/components or src/web/lib). Biome has no rule that
// knows "type-only is fine", so this small check does it.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "src");
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
    const target = webFeature(path.resolve(path.dirname(file), spec));
    if (feature && target && feature !== target)
      problems.push(`web feature ${feature} must not import feature ${target} (${where})`);
  }
}
if (problems.length > 0) {
  console.error(`Import boundaries broken:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log("Import boundaries: ok");
