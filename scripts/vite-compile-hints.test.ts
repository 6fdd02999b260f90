import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHintsPlugin, withCompileHint } from "./vite-compile-hints.ts";

type Bundle = Record<string, { type: "chunk"; code: string } | { type: "asset"; source: string }>;

function generate(bundle: Bundle): Bundle {
  const hook = compileHintsPlugin().generateBundle;
  if (!hook || typeof hook === "function") throw new Error("no ordered generateBundle");
  // The hook reads nothing but the bundle.
  Reflect.apply(hook.handler, {}, [{}, bundle, false]);
  return bundle;
}

describe("V8's compile hint on every chunk", () => {
  it("puts the hint first in each chunk, above what Vite put at the top, and leaves assets", () => {
    const bundle = generate({
      "assets/index.js": { type: "chunk", code: 'const __vite__mapDeps=(i)=>i;import"./a.js";' },
      "assets/page.js": { type: "chunk", code: "export function Page(){}" },
      "assets/index.css": { type: "asset", source: "body{}" },
    });
    expect(bundle["assets/index.js"]).toEqual({
      type: "chunk",
      code: `${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;import"./a.js";`,
    });
    expect(bundle["assets/page.js"]).toEqual({
      type: "chunk",
      code: `${COMPILE_HINT}\nexport function Page(){}`,
    });
    expect(bundle["assets/index.css"]).toEqual({ type: "asset", source: "body{}" });
  });

  it("is V8's magic comment, written once", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
    expect(withCompileHint(withCompileHint("f()"))).toBe(`${COMPILE_HINT}\nf()`);
  });
});
