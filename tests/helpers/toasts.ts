// The toasts a component raised, none of them shown: spies on the real toaster's `toast`, put on
// before each test of the file that asks for them and taken off after it with every other spy
// (tests/setup/fail-on-console-error.ts). The web tests share one module cache per worker
// (vitest.config.ts), so a module mock would reach the files that run after this one, the
// toaster's own tests among them; spies end with their test.
import { beforeEach, type MockInstance, vi } from "vitest";
import { toast } from "../../src/web/components/toaster.tsx";

const KINDS = ["success", "error", "info", "warning", "message", "loading"] as const;
type Spies = { [K in (typeof KINDS)[number] | "dismiss"]: MockInstance<(typeof toast)[K]> };

/** The id every toast gets: a loading toast's, which the toast that ends it replaces. */
export const TOAST_ID = "toast-1";

/** Each kind of toast's spy, the current test's (read it inside the test). */
export function spyOnToasts(): Spies {
  const spies = {} as Spies;
  beforeEach(() => {
    for (const kind of KINDS) spies[kind] = vi.spyOn(toast, kind).mockReturnValue(TOAST_ID);
    spies.dismiss = vi.spyOn(toast, "dismiss").mockReturnValue(undefined);
  });
  return spies;
}
