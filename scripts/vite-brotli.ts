// Writes beside each built script and stylesheet its Brotli form (`.br`, quality 11), which the
// server sends to a browser that accepts it (src/server/http/spa.ts): the landing page's scripts
// are about 14% smaller than the gzip the server makes as it answers, and a phone on a slow link
// waits for them before the page counts as shown (docs/performance.md, "Web bars"). Quality 11
// takes seconds for the whole app, once, at build time; nothing compresses them per request.
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import type { Plugin } from "vite";

// The server compresses nothing smaller (hono/compress's threshold): such a file is sent as it is.
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|svg)$/;

/** The Brotli form of `data`, at the highest quality. */
function brotli(data: Buffer): Buffer {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** Writes `<file>.br` for each compressible file of `files` under `dir`; returns what it wrote. */
export function writeBrotliFiles(dir: string, files: string[]): string[] {
  const written: string[] = [];
  for (const file of files.filter((f) => COMPRESSIBLE.test(f))) {
    const data = fs.readFileSync(path.join(dir, file));
    if (data.length < MIN_BYTES) continue;
    fs.writeFileSync(path.join(dir, `${file}.br`), brotli(data));
    written.push(`${file}.br`);
  }
  return written;
}

export function brotliPlugin(): Plugin {
  return {
    name: "awaaz:brotli",
    apply: "build",
    // Once every file is on disk as it will be served (after the compile hints and the HTML).
    writeBundle(options, bundle) {
      if (options.dir) writeBrotliFiles(options.dir, Object.keys(bundle));
    },
  };
}
