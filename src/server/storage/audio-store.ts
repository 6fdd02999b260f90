// Where generated audio lives. Local files by default; the interface is what an S3-compatible
// store would implement to let several instances share audio.
import fs from "node:fs";
import path from "node:path";

export interface StoredAudio {
  size: number;
  /** Reads bytes [start, end] inclusive; the whole file when omitted. */
  read(range?: { start: number; end: number }): Promise<Uint8Array<ArrayBuffer>>;
}

export interface AudioStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<StoredAudio | null>;
  delete(key: string): Promise<void>;
}

// Keys are ours (user id / generation id), but a path check keeps a bad key inside the folder.
function resolveKey(root: string, key: string): string {
  const full = path.resolve(root, key);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad audio key: ${key}`);
  return full;
}

export function createLocalAudioStore(root: string): AudioStore {
  return {
    async put(key, bytes) {
      const file = resolveKey(root, key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.promises.writeFile(tmp, bytes);
      await fs.promises.rename(tmp, file);
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
      };
    },
    async delete(key) {
      await fs.promises.rm(resolveKey(root, key), { force: true });
    },
  };
}
