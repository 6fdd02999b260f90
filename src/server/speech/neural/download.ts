// Downloads one voice file: into "<file>.part", resumed with a Range request when a previous
// attempt left one (restarted when the server will not resume), then checked against the size
// and MD5 that Piper's voices.json publishes. A file that does not match is deleted; a complete
// one already there that matches is not fetched again.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";

export interface InstallProgress {
  phase: "download" | "verify" | "prepare";
  receivedBytes: number;
  totalBytes: number | null;
}

export interface Expected {
  size: number;
  md5: string;
}

export interface DownloadOptions {
  expected?: Expected;
  onProgress?: (p: InstallProgress) => void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

export class DownloadError extends Error {}

async function hashFile(file: string, hash: ReturnType<typeof createHash>): Promise<void> {
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
}

async function sizeOf(file: string): Promise<number> {
  return (await fs.stat(file).catch(() => null))?.size ?? 0;
}

// A file an earlier attempt completed (one that failed later, on the config say) is kept when
// it is still the official one.
async function alreadyHere(dest: string, expected: Expected): Promise<boolean> {
  if ((await fs.stat(dest).catch(() => null))?.size !== expected.size) return false;
  const md5 = createHash("md5");
  await hashFile(dest, md5);
  if (md5.digest("hex") === expected.md5.toLowerCase()) return true;
  await fs.rm(dest, { force: true });
  return false;
}

export async function downloadFile(url: string, dest: string, options: DownloadOptions = {}) {
  const doFetch = options.fetch ?? fetch;
  const part = `${dest}.part`;
  const expected = options.expected;
  if (expected && (await alreadyHere(dest, expected))) {
    const done = { receivedBytes: expected.size, totalBytes: expected.size };
    options.onProgress?.({ phase: "verify", ...done });
    return { bytes: expected.size, md5: expected.md5.toLowerCase() };
  }
  let have = await sizeOf(part);
  if (expected && have > expected.size) have = 0;
  const res = await doFetch(url, {
    ...(have > 0 ? { headers: { range: `bytes=${have}-` } } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const resumed =
    res.status === 206 && res.headers.get("content-range")?.startsWith(`bytes ${have}-`);
  if (!res.ok || !res.body) {
    // 416: what we have is already the whole file (or more); start again rather than guess.
    if (res.status === 416) {
      await fs.rm(part, { force: true });
      return downloadFile(url, dest, options);
    }
    throw new DownloadError(`${url} answered HTTP ${res.status}`);
  }
  if (!resumed) have = 0;
  const length = Number(res.headers.get("content-length") ?? Number.NaN);
  const total = expected?.size ?? (Number.isFinite(length) ? have + length : null);
  const md5 = createHash("md5");
  if (have > 0) await hashFile(part, md5);
  const file = await fs.open(part, have > 0 ? "a" : "w");
  let received = have;
  try {
    options.onProgress?.({ phase: "download", receivedBytes: received, totalBytes: total });
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      md5.update(chunk);
      await file.write(chunk);
      received += chunk.byteLength;
      options.onProgress?.({ phase: "download", receivedBytes: received, totalBytes: total });
    }
  } finally {
    await file.close();
  }
  options.onProgress?.({ phase: "verify", receivedBytes: received, totalBytes: total });
  // Cut short: keep what arrived, the next attempt resumes from there.
  if (total !== null && received < total) {
    throw new DownloadError(
      `${url} stopped after ${received} of ${total} bytes: run the install again to resume`,
    );
  }
  const digest = md5.digest("hex");
  const problem =
    total !== null && received > total
      ? `is ${received} bytes, ${total} were expected`
      : expected && digest !== expected.md5.toLowerCase()
        ? `has MD5 ${digest}, the official list says ${expected.md5}`
        : null;
  if (problem) {
    await fs.rm(part, { force: true });
    throw new DownloadError(`${url} ${problem}: the download was deleted, try again`);
  }
  await fs.rename(part, dest);
  return { bytes: received, md5: digest };
}
