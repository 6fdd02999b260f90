// V8's explicit compile hint (Chromium 136 and later): in a script that starts with this comment,
// every function is compiled eagerly, on the thread that streams the script in, instead of on the
// main thread at its first call. A chunk holds what runs once it has loaded (the shell and its
// first render, a page, a tab, a modal): without the hint, a third to a half of the first
// render's long task was compiling (docs/performance.md, "Web bars"). Other browsers read a
// comment.
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** `code` with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

export function compileHintsPlugin(): Plugin {
  return {
    name: "awaaz:compile-hints",
    apply: "build",
    generateBundle: {
      // After Vite's own additions to the top of a chunk (its list of preloads), so the hint is
      // still the first line.
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk") file.code = withCompileHint(file.code);
        }
      },
    },
  };
}
