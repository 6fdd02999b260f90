// The shell's texts live in src/web/lib, where the features may import them too.
export { shellText } from "../lib/shell-text.ts";
