// The WASI calls the C library of our WebAssembly builds makes (eSpeak NG, LAME), over a
// read-only directory held in memory: eSpeak reads its data with fopen, stat and readdir, and
// node:wasi would do it from disk but prints an experimental-feature warning in every worker.
// Only what they use is here; the rest fails.
import fs from "node:fs";
import path from "node:path";

// WASI errno values (wasi_snapshot_preview1).
const E = { SUCCESS: 0, BADF: 8, INVAL: 28, ISDIR: 31, NOENT: 44, NOTDIR: 54, ROFS: 69, SPIPE: 70 };
const FILETYPE = { CHARACTER_DEVICE: 2, DIRECTORY: 3, REGULAR_FILE: 4 };
const OFLAGS_WRITE = 1 | 4 | 8; // CREAT, EXCL, TRUNC
const PREOPEN_FD = 3;

type Entry = Uint8Array | Map<string, Entry>;
type Open = { entry: Entry; pos: number };

/** Every file under dir, read now: a tree of names to contents. */
export function readTree(dir: string): Map<string, Entry> {
  const tree = new Map<string, Entry>();
  for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, item.name);
    tree.set(
      item.name,
      item.isDirectory() ? readTree(full) : new Uint8Array(fs.readFileSync(full)),
    );
  }
  return tree;
}

function lookup(root: Map<string, Entry>, relative: string): Entry | undefined {
  let entry: Entry | undefined = root;
  for (const part of relative.split("/")) {
    if (part === "" || part === ".") continue;
    if (!(entry instanceof Map)) return undefined;
    entry = entry.get(part);
  }
  return entry;
}

/**
 * wasi_snapshot_preview1 imports for `program`, with `files.root` as its one preopened directory,
 * named `files.mountAt` (none without `files`). Standard output and error are swallowed: both
 * programs report errors through return codes too, and a stray message cannot loop on a short
 * write.
 */
export function wasiFiles(
  program: string,
  memory: () => WebAssembly.Memory,
  files?: { root: Map<string, Entry>; mountAt: string },
) {
  const open = new Map<number, Open>(files ? [[PREOPEN_FD, { entry: files.root, pos: 0 }]] : []);
  let nextFd = PREOPEN_FD + 1;
  const view = () => new DataView(memory().buffer);
  const bytes = () => new Uint8Array(memory().buffer);
  const text = (ptr: number, len: number) =>
    new TextDecoder().decode(bytes().subarray(ptr, ptr + len));
  const at = (dirFd: number, ptr: number, len: number) => {
    const dir = open.get(dirFd)?.entry;
    return dir instanceof Map ? lookup(dir, text(ptr, len)) : undefined;
  };
  const mountName = new TextEncoder().encode(files?.mountAt ?? "");

  function writeStat(ptr: number, entry: Entry) {
    const v = view();
    for (let i = 0; i < 64; i += 8) v.setBigUint64(ptr + i, 0n, true);
    v.setUint8(ptr + 16, entry instanceof Map ? FILETYPE.DIRECTORY : FILETYPE.REGULAR_FILE);
    v.setBigUint64(ptr + 24, 1n, true);
    v.setBigUint64(ptr + 32, BigInt(entry instanceof Map ? 0 : entry.length), true);
  }

  return {
    environ_sizes_get(count: number, size: number) {
      view().setUint32(count, 0, true);
      view().setUint32(size, 0, true);
      return E.SUCCESS;
    },
    environ_get: () => E.SUCCESS,
    clock_time_get(_id: number, _precision: bigint, time: number) {
      view().setBigUint64(time, process.hrtime.bigint(), true);
      return E.SUCCESS;
    },
    fd_prestat_get(fd: number, buf: number) {
      if (fd !== PREOPEN_FD || !files) return E.BADF;
      view().setUint8(buf, 0); // a directory
      view().setUint32(buf + 4, mountName.length, true);
      return E.SUCCESS;
    },
    fd_prestat_dir_name(fd: number, ptr: number, len: number) {
      if (fd !== PREOPEN_FD || !files) return E.BADF;
      bytes().set(mountName.subarray(0, len), ptr);
      return E.SUCCESS;
    },
    fd_fdstat_get(fd: number, buf: number) {
      const entry = open.get(fd)?.entry;
      if (!entry && fd > 2) return E.BADF;
      const v = view();
      const type = !entry
        ? FILETYPE.CHARACTER_DEVICE
        : entry instanceof Map
          ? FILETYPE.DIRECTORY
          : FILETYPE.REGULAR_FILE;
      v.setUint8(buf, type);
      v.setUint16(buf + 2, 0, true);
      v.setBigUint64(buf + 8, 0xffff_ffffn, true); // every right: the files are read-only anyway
      v.setBigUint64(buf + 16, 0xffff_ffffn, true);
      return E.SUCCESS;
    },
    fd_fdstat_set_flags: () => E.SUCCESS,
    path_filestat_get(dirFd: number, _flags: number, ptr: number, len: number, buf: number) {
      const entry = at(dirFd, ptr, len);
      if (!entry) return E.NOENT;
      writeStat(buf, entry);
      return E.SUCCESS;
    },
    path_open(
      dirFd: number,
      _dirFlags: number,
      ptr: number,
      len: number,
      oflags: number,
      _rights: bigint,
      _inheriting: bigint,
      _fdFlags: number,
      fdOut: number,
    ) {
      if (oflags & OFLAGS_WRITE) return E.ROFS;
      const entry = at(dirFd, ptr, len);
      if (!entry) return E.NOENT;
      if (oflags & 2 && !(entry instanceof Map)) return E.NOTDIR;
      const fd = nextFd++;
      open.set(fd, { entry, pos: 0 });
      view().setUint32(fdOut, fd, true);
      return E.SUCCESS;
    },
    fd_read(fd: number, iovs: number, count: number, readOut: number) {
      const file = open.get(fd);
      if (!file) return E.BADF;
      if (file.entry instanceof Map) return E.ISDIR;
      const v = view();
      let total = 0;
      for (let i = 0; i < count; i++) {
        const buf = v.getUint32(iovs + i * 8, true);
        const len = v.getUint32(iovs + i * 8 + 4, true);
        const chunk = file.entry.subarray(file.pos, file.pos + len);
        bytes().set(chunk, buf);
        file.pos += chunk.length;
        total += chunk.length;
        if (chunk.length < len) break;
      }
      v.setUint32(readOut, total, true);
      return E.SUCCESS;
    },
    fd_seek(fd: number, offset: bigint, whence: number, newOffset: number) {
      const file = open.get(fd);
      if (!file) return fd <= 2 ? E.SPIPE : E.BADF;
      if (file.entry instanceof Map) return E.ISDIR;
      const base = whence === 0 ? 0 : whence === 1 ? file.pos : file.entry.length;
      const pos = base + Number(offset);
      if (pos < 0) return E.INVAL;
      file.pos = pos;
      view().setBigUint64(newOffset, BigInt(pos), true);
      return E.SUCCESS;
    },
    fd_readdir(fd: number, buf: number, len: number, cookie: bigint, usedOut: number) {
      const dir = open.get(fd)?.entry;
      if (!dir) return E.BADF;
      if (!(dir instanceof Map)) return E.NOTDIR;
      // Entries from the cookie on, as many as fit; a cut-off last entry tells the reader to
      // call again with a bigger buffer, as WASI specifies.
      const out = new Uint8Array(len);
      let used = 0;
      for (const [i, [name, child]] of [...dir].entries()) {
        if (i < Number(cookie)) continue;
        if (used >= len) break;
        const encoded = new TextEncoder().encode(name);
        const entry = new Uint8Array(24 + encoded.length);
        const fields = new DataView(entry.buffer);
        fields.setBigUint64(0, BigInt(i + 1), true); // the cookie of the next entry
        fields.setBigUint64(8, BigInt(i + 1), true);
        fields.setUint32(16, encoded.length, true);
        fields.setUint8(20, child instanceof Map ? FILETYPE.DIRECTORY : FILETYPE.REGULAR_FILE);
        entry.set(encoded, 24);
        const fits = entry.subarray(0, Math.min(entry.length, len - used));
        out.set(fits, used);
        used += fits.length;
      }
      bytes().set(out.subarray(0, used), buf);
      view().setUint32(usedOut, used, true);
      return E.SUCCESS;
    },
    fd_close(fd: number) {
      if (fd === PREOPEN_FD && files) return E.SUCCESS;
      return open.delete(fd) || fd <= 2 ? E.SUCCESS : E.BADF;
    },
    fd_write(_fd: number, iovs: number, count: number, written: number) {
      const v = view();
      let total = 0;
      for (let i = 0; i < count; i++) total += v.getUint32(iovs + i * 8 + 4, true);
      v.setUint32(written, total, true);
      return E.SUCCESS;
    },
    path_unlink_file: () => E.ROFS,
    path_remove_directory: () => E.ROFS,
    proc_exit(code: number) {
      throw new Error(`${program} exited (${code})`);
    },
  };
}
