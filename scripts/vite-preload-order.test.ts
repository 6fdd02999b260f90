import { describe, expect, it } from "vitest";
import { largestFirst } from "./vite-preload-order.ts";

const sizes: Record<string, number> = {
  "/assets/index.js": 36_000,
  "/assets/runtime.js": 1_000,
  "/assets/vendor.js": 225_000,
  "/assets/api.js": 30_000,
};
const size = (file: string) => sizes[file] ?? 0;

describe("the shell's chunks in the page, largest first", () => {
  it("lists the module preloads by size, then the entry script, where Vite wrote them", () => {
    const html = [
      "<head>",
      "    <script>theme()</script>",
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/runtime.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/vendor.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/api.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
      "  </head>",
    ].join("\n");
    expect(largestFirst(html, size)).toBe(
      [
        "<head>",
        "    <script>theme()</script>",
        '    <link rel="modulepreload" crossorigin href="/assets/vendor.js">',
        '    <link rel="modulepreload" crossorigin href="/assets/api.js">',
        '    <link rel="modulepreload" crossorigin href="/assets/runtime.js">',
        '    <script type="module" crossorigin src="/assets/index.js"></script>',
        '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
        "  </head>",
      ].join("\n"),
    );
  });

  it("leaves a page without an entry script or without preloads as it is", () => {
    const lone = '<head><script type="module" crossorigin src="/assets/index.js"></script></head>';
    expect(largestFirst(lone, size)).toBe(lone);
    const none = '<head><link rel="modulepreload" crossorigin href="/assets/api.js"></head>';
    expect(largestFirst(none, size)).toBe(none);
  });
});
