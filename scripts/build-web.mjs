// Builds the web app: the browser's (dist/web), then the module the server renders the public
// pages with (dist/ssr; vite.config.ts, docs/decisions/014-react-ssr.md). Plain JavaScript, so
// scripts/run-ts.mjs can run it on a Node that does not strip types.
export async function buildWeb() {
  const { build } = await import("vite");
  await build({ logLevel: "warn" });
  await build({ logLevel: "warn", build: { ssr: "entry-server.tsx" } });
}
