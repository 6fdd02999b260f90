import v8 from "node:v8";
import { expect, it } from "vitest";
import { compactHeap } from "./heap.ts";

it("collects the garbage and gives back the heap's empty pages at once", () => {
  let garbage: { i: number; s: string }[] | null = Array.from({ length: 500_000 }, (_, i) => ({
    i,
    s: `item ${i}`,
  }));
  const before = v8.getHeapStatistics();
  expect(garbage.length).toBe(500_000);
  garbage = null;
  expect(compactHeap()).toBe(true);
  const after = v8.getHeapStatistics();
  // 500,000 objects and strings are more than 30 MB of heap.
  expect(before.used_heap_size - after.used_heap_size).toBeGreaterThan(30e6);
  expect(before.total_heap_size - after.total_heap_size).toBeGreaterThan(30e6);
});
