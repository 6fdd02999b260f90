// Reads an MP3's ID3v2 tag the way a podcast player does: its frames by id, and the chapters
// (CHAP) with their times and titles, so tests check the tag from the bytes alone.
export interface ReadChapter {
  id: string;
  startMs: number;
  endMs: number;
  title: string;
}

function utf16(bytes: Uint8Array): string {
  let out = "";
  for (let i = 2; i + 1 < bytes.length; i += 2)
    out += String.fromCharCode((bytes[i] ?? 0) | ((bytes[i + 1] ?? 0) << 8));
  return out.replace(/\0+$/, "");
}

const text = (body: Uint8Array) =>
  body[0] === 1 ? utf16(body.subarray(1)) : new TextDecoder("latin1").decode(body.subarray(1));

function frames(bytes: Uint8Array): { id: string; body: Uint8Array }[] {
  const out: { id: string; body: Uint8Array }[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  while (at + 10 <= bytes.length && bytes[at] !== 0) {
    const id = String.fromCharCode(...bytes.subarray(at, at + 4));
    const size = view.getUint32(at + 4);
    out.push({ id, body: bytes.subarray(at + 10, at + 10 + size) });
    at += 10 + size;
  }
  return out;
}

export function readId3(mp3: Uint8Array) {
  if (String.fromCharCode(...mp3.subarray(0, 3)) !== "ID3") throw new Error("no ID3 tag");
  const size = ((mp3[6] ?? 0) << 21) | ((mp3[7] ?? 0) << 14) | ((mp3[8] ?? 0) << 7) | (mp3[9] ?? 0);
  const all = frames(mp3.subarray(10, 10 + size));
  const chapters: ReadChapter[] = all
    .filter((f) => f.id === "CHAP")
    .map(({ body }) => {
      const end = body.indexOf(0);
      const view = new DataView(body.buffer, body.byteOffset + end + 1);
      const sub = frames(body.subarray(end + 17));
      const title = sub.find((f) => f.id === "TIT2");
      return {
        id: new TextDecoder().decode(body.subarray(0, end)),
        startMs: view.getUint32(0),
        endMs: view.getUint32(4),
        title: title ? text(title.body) : "",
      };
    });
  const find = (id: string) => all.find((f) => f.id === id);
  const textOf = (f: { body: Uint8Array } | undefined) => (f ? text(f.body) : null);
  return {
    title: textOf(find("TIT2")),
    author: textOf(find("TPE1")),
    toc: all.filter((f) => f.id === "CTOC").length,
    chapters,
    audioStart: 10 + size,
  };
}
