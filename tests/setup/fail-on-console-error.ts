import { afterEach, beforeEach, vi } from "vitest";

// An unexpected console.error is a bug the test did not notice: fail on it (docs/architecture.md, rule 8).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(
      `console.error was called: ${errors.map((a) => a.map(String).join(" ")).join("\n")}`,
    );
  }
});
