// A build's chunk as the Vite plugins in scripts/ see it (scripts/vite-route-preloads.ts);
// assets/index.js is the entry.
export const chunk = (fileName: string, imports: string[], facade: string | null = null) => ({
  type: "chunk" as const,
  fileName,
  isEntry: fileName === "assets/index.js",
  facadeModuleId: facade,
  imports,
});
