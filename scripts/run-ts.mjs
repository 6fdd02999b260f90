// Runs a TypeScript entry point: with Node's own type stripping where it exists (22.18+), else
// (Node 20.19+) through tsx, so `npm start` works on the Node a fresh machine happens to have.
// Usage: node scripts/run-ts.mjs [--build] [--production] <file.ts> [args...]
import { spawn } from "node:child_process";

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i === -1) return false;
  args.splice(i, 1);
  return true;
};
const build = flag("--build");
const production = flag("--production");

const [major, minor] = process.versions.node.split(".").map(Number);
const stripsTypes = major > 22 || (major === 22 && minor >= 18);

if (build) {
  const { buildWeb } = await import("./build-web.mjs");
  await buildWeb();
}

const loader = stripsTypes ? [] : ["--import", "tsx"];
const env = { ...process.env };
if (production && !env.NODE_ENV) env.NODE_ENV = "production";
// The server collects the garbage of its start at once when it may (src/server/heap.ts).
const gc = production ? ["--expose-gc"] : [];
const child = spawn(process.execPath, [...gc, ...loader, ...args], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
