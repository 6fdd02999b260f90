// In a process of its own, started as `npm start` starts the server (or not): the test workers
// share their processes between files, and a collection there is every later file's business.
import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";

const script = `
import v8 from "node:v8";
import { compactHeap } from "./src/server/heap.ts";
let garbage = Array.from({ length: 500_000 }, (_, i) => ({ i, s: "item " + i }));
const before = v8.getHeapStatistics();
garbage = null;
const done = compactHeap();
const after = v8.getHeapStatistics();
console.log(JSON.stringify({
  done,
  used: before.used_heap_size - after.used_heap_size,
  total: before.total_heap_size - after.total_heap_size,
}));
`;

const run = (flags: string[]) =>
  JSON.parse(
    execFileSync(process.execPath, [...flags, "--input-type=module", "-e", script], {
      cwd: new URL("../..", import.meta.url),
      encoding: "utf8",
    }),
  ) as { done: boolean; used: number; total: number };

it("collects the garbage and gives back the heap's empty pages at once, with --expose-gc", () => {
  const { done, used, total } = run(["--expose-gc"]);
  expect(done).toBe(true);
  // 500,000 objects and strings are more than 30 MB of heap.
  expect(used).toBeGreaterThan(30e6);
  expect(total).toBeGreaterThan(25e6);
});

it("does nothing in a process started without --expose-gc", () => {
  const { done, used } = run([]);
  expect(done).toBe(false);
  expect(used).toBeLessThan(30e6);
});
