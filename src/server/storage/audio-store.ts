// Where audio lives: generations, landing-page samples and voice previews. Local files under
// DATA_DIR/audio by default; an S3-compatible bucket when S3_BUCKET is set, so several instances
// share it (docs/decisions/007-audio-in-a-bucket.md).
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { CONTENT_TYPES } from "../speech/types.ts";

export interface StoredAudio {
  size: number;
  /** Reads bytes [start, end] inclusive; the whole file when omitted. */
  read(range?: ByteRange): Promise<Uint8Array<ArrayBuffer>>;
  /** The same bytes as a stream, so playing a file never holds all of it in memory. */
  stream(range?: ByteRange): Promise<ReadableStream<Uint8Array>>;
}

export type ByteRange = { start: number; end: number };

export interface AudioStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<StoredAudio | null>;
  delete(key: string): Promise<void>;
  /** Every key under the prefix, in no particular order (audio:migrate, backups). */
  keys(prefix?: string): AsyncIterable<string>;
  /** Removes what writes cut short by a crash left behind; at start (prepare in app.ts). */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

// Keys are ours (`<user id>/<generation id>.mp3`, `samples/…`), but one rule for every store keeps
// a bad key out of the folder and makes keys portable between stores.
const KEY = /^[\w-]+(\/[\w-][\w.-]*)*$/;

export function checkKey(key: string): void {
  if (!KEY.test(key) || key.split("/").includes("..")) throw new Error(`bad audio key: ${key}`);
}

/** The content type of a key by its extension: what the store records and the server answers. */
export function audioContentType(key: string): string {
  return key.endsWith(".wav") ? CONTENT_TYPES.wav : CONTENT_TYPES.mp3;
}

/** How old a temporary file must be before the sweep takes it for a crashed write's. */
export const TMP_SWEEP_AGE_MS = 60 * 60_000;

function resolveKey(root: string, key: string): string {
  checkKey(key);
  return path.join(path.resolve(root), ...key.split("/"));
}

export function createLocalAudioStore(root: string): AudioStore {
  return {
    async put(key, bytes) {
      const file = resolveKey(root, key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      try {
        await fs.promises.writeFile(tmp, bytes);
        await fs.promises.rename(tmp, file);
      } catch (error) {
        await fs.promises.rm(tmp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = resolveKey(root, key);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return {
        size: stat.size,
        async read(range) {
          if (!range) return new Uint8Array(await fs.promises.readFile(file));
          const handle = await fs.promises.open(file, "r");
          try {
            const length = range.end - range.start + 1;
            const buffer = new Uint8Array(length);
            await handle.read(buffer, 0, length, range.start);
            return buffer;
          } finally {
            await handle.close();
          }
        },
        async stream(range) {
          return Readable.toWeb(
            fs.createReadStream(file, range ?? {}),
          ) as ReadableStream<Uint8Array>;
        },
      };
    },
    async delete(key) {
      await fs.promises.rm(resolveKey(root, key), { force: true });
    },
    async *keys(prefix = "") {
      const base = path.resolve(root);
      const entries = await fs.promises
        .readdir(base, { recursive: true, withFileTypes: true })
        .catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(".tmp")) continue;
        const key = path
          .relative(base, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join("/");
        if (key.startsWith(prefix) && KEY.test(key)) yield key;
      }
    },
    // A crash between write and rename leaves a .tmp file that no key names. Only old ones go:
    // a younger one may be another process's write under way (audio:migrate, a restore).
    async sweep() {
      const base = path.resolve(root);
      const entries = await fs.promises
        .readdir(base, { recursive: true, withFileTypes: true })
        .catch(() => []);
      const before = Date.now() - TMP_SWEEP_AGE_MS;
      for (const entry of entries) {
        if (!entry.isFile() || !entry.name.endsWith(".tmp")) continue;
        const file = path.join(entry.parentPath, entry.name);
        const stat = await fs.promises.stat(file).catch(() => null);
        if (stat && stat.mtimeMs < before) await fs.promises.rm(file, { force: true });
      }
    },
    close: async () => {},
  };
}
